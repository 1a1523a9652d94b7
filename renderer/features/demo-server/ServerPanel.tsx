// The embedded demo server: whether it runs, where, on which dataset, or why it could not start
// (its first start is nobody's click: only the status tells it); Start / Stop, opening another
// dataset file and going back to the bundled one.
import type { DemoStatus } from '../../../shared/ipc-contract';
import { useAppStore } from '../../store';
import { selectDemo, selectDemoAction, selectLastDemoFile } from '../../store/selectors';
import { DemoActionMessage } from './DemoActionMessage';
import { OpenDatasetButton } from './OpenDatasetButton';

const fileName = (path: string) => path.split(/[\\/]/).pop() ?? path;

function Facts({ demo }: { demo: DemoStatus }) {
  return (
    <dl className="demo-facts">
      <dt>Address</dt>
      <dd>
        <code>{demo.url}</code>
      </dd>
      <dt>Dataset file</dt>
      <dd>
        <code className="demo-facts__file" title={demo.file ?? undefined}>
          {demo.file}
        </code>
      </dd>
      <dt>Company</dt>
      <dd>{demo.companyName}</dd>
      <dt>Categories</dt>
      <dd>{demo.categories.toLocaleString()}</dd>
    </dl>
  );
}

function StartStop({ running }: { running: boolean }) {
  const busy = useAppStore(selectDemoAction).status === 'busy';
  const start = useAppStore((s) => s.startDemoServer);
  const stop = useAppStore((s) => s.stopDemoServer);
  return (
    // One button that changes its word, so the focus stays on it; never disabled while busy.
    <button
      type="button"
      className="button"
      aria-disabled={busy}
      onClick={() => {
        if (!busy) void (running ? stop() : start());
      }}
    >
      {running ? 'Stop server' : 'Start server'}
    </button>
  );
}

export function ServerPanel() {
  const demo = useAppStore(selectDemo);
  const lastFile = useAppStore(selectLastDemoFile);
  const action = useAppStore(selectDemoAction).status;
  const busy = action === 'busy';
  const reset = useAppStore((s) => s.resetDemoServer);
  const running = demo?.running === true;
  // An action of this view that failed says it below, with every problem: not twice.
  const failure = action === 'failed' ? undefined : demo?.failure;

  return (
    <section className="panel demo-panel" aria-labelledby="demo-server-heading">
      <div className="panel__header">
        <h2 id="demo-server-heading" className="panel__heading">
          Demo server
        </h2>
        <span className={running ? 'badge badge--accent' : 'badge'}>{running ? 'Running' : 'Stopped'}</span>
      </div>
      {demo === null ? (
        <p className="muted">Checking the demo server…</p>
      ) : running ? (
        <Facts demo={demo} />
      ) : failure ? (
        <div className="demo-panel__failure" role="alert">
          <p className="form-field__error">The demo server could not start: {failure}</p>
          <p className="muted">
            Open a dataset file below to serve it instead; if the bundled demo data is damaged, installing
            Retail Inspector again restores it.
          </p>
        </div>
      ) : (
        <p className="muted">
          Stopped. Start serves {lastFile ? <code>{fileName(lastFile)}</code> : 'the bundled demo data'}{' '}
          again.
        </p>
      )}
      <div className="demo-panel__actions">
        <OpenDatasetButton />
        <StartStop running={running} />
        <button
          type="button"
          className="button"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) void reset();
          }}
        >
          Reset to the bundled demo
        </button>
      </div>
      <p className="form-field__hint">
        Or drop a dataset file (.ridataset or .json) anywhere on this window. A file that is not a valid
        dataset leaves the running server as it is.
      </p>
      <DemoActionMessage />
    </section>
  );
}
