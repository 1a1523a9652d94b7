// What the last action on the demo server came to: under way, done, or failed with the host's
// message and every problem it listed (a dataset's JSON paths), and what the server does now.
import { useAppStore } from '../../store';
import { selectDemo, selectDemoAction } from '../../store/selectors';
import { DismissActions } from '../../ui/DismissActions';

const BUSY = {
  open: 'Opening the dataset…',
  start: 'Starting the demo server…',
  stop: 'Stopping the demo server…',
};

function ServerNow() {
  const demo = useAppStore(selectDemo);
  if (!demo?.running) return <p>The demo server is stopped.</p>;
  return (
    <p>
      The demo server was not changed: it still serves <strong>{demo.companyName}</strong> at{' '}
      <code>{demo.url}</code>.
    </p>
  );
}

export function DemoActionMessage() {
  const action = useAppStore(selectDemoAction);
  const dismiss = useAppStore((s) => s.dismissDemoAction);
  return (
    <div className="demo-action">
      {/* The live region stays in the page, so what it says next is announced. */}
      <div role="status">
        {action.status === 'busy' && (
          <p className="demo-action__busy">
            <span className="spinner" aria-hidden="true" />
            {BUSY[action.what]}
          </p>
        )}
        {action.status === 'done' && (
          <div className="message message--success">
            <p className="message__title">{action.text}</p>
            <DismissActions onDismiss={dismiss} />
          </div>
        )}
      </div>
      {action.status === 'failed' && (
        <Failure title={action.title} lines={action.lines} notes={action.notes} onDismiss={dismiss} />
      )}
    </div>
  );
}

interface FailureProps {
  readonly title: string;
  readonly lines: readonly string[];
  readonly notes: readonly string[];
  readonly onDismiss: () => void;
}

function Failure(props: FailureProps) {
  const [message, ...details] = props.lines;
  return (
    <div className="message message--error" role="alert">
      <p className="message__title">{props.title}</p>
      {message && <p className="demo-action__message">{message}</p>}
      {details.length > 0 && (
        <ul className="message__list demo-action__details">
          {details.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
      {props.notes.map((note, index) => (
        <p key={index}>{note}</p>
      ))}
      <ServerNow />
      <DismissActions onDismiss={props.onDismiss} />
    </div>
  );
}
