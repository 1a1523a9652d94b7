// What the last action on the demo server came to: under way, done, or failed with the host's
// message and every problem it listed (a dataset's JSON paths), and what the server does now.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages/en';
import { useText } from '../../i18n/useText';
import type { Words } from '../../i18n/words';
import { useAppStore } from '../../store';
import { selectDemo, selectDemoAction } from '../../store/selectors';
import { DismissActions } from '../../ui/DismissActions';

const BUSY: Readonly<Record<'open' | 'start' | 'stop', MessageId>> = {
  open: 'demo.action.open',
  start: 'demo.action.start',
  stop: 'demo.action.stop',
};

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
const code = (chunks: ReactNode[]) => <code>{chunks}</code>;

function ServerNow() {
  const demo = useAppStore(selectDemo);
  if (!demo?.running)
    return (
      <p>
        <FormattedMessage id="demo.action.isStopped" />
      </p>
    );
  return (
    <p>
      <FormattedMessage
        id="demo.action.unchanged"
        values={{ company: demo.companyName, url: demo.url, strong, code }}
      />
    </p>
  );
}

export function DemoActionMessage() {
  const action = useAppStore(selectDemoAction);
  const dismiss = useAppStore((s) => s.dismissDemoAction);
  const t = useText();
  return (
    <div className="demo-action">
      {/* The live region stays in the page, so what it says next is announced. */}
      <div role="status">
        {action.status === 'busy' && (
          <p className="demo-action__busy">
            <span className="spinner" aria-hidden="true" />
            <FormattedMessage id={BUSY[action.what]} />
          </p>
        )}
        {action.status === 'done' && (
          <div className="message message--success">
            <p className="message__title">{t(action.text)}</p>
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
  readonly title: Words;
  readonly lines: readonly string[];
  readonly notes: readonly string[];
  readonly onDismiss: () => void;
}

function Failure(props: FailureProps) {
  const [message, ...details] = props.lines;
  const t = useText();
  return (
    <div className="message message--error" role="alert">
      <p className="message__title">{t(props.title)}</p>
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
