// The embedded demo server: whether it runs, where, on which dataset, or why it could not start
// (its first start is nobody's click: only the status tells it); Start / Stop, opening another
// dataset file and going back to the bundled one.
import type { DemoStatus } from '../../../shared/ipc-contract';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectDemo, selectDemoAction, selectLastDemoFile } from '../../store/selectors';
import { DemoActionMessage } from './DemoActionMessage';
import { OpenDatasetButton } from './OpenDatasetButton';

const fileName = (path: string) => path.split(/[\\/]/).pop() ?? path;

function Facts({ demo }: { demo: DemoStatus }) {
  const t = useText();
  return (
    <dl className="demo-facts">
      <dt>{t('demo.server.address')}</dt>
      <dd>
        <code>{demo.url}</code>
      </dd>
      <dt>{t('demo.server.file')}</dt>
      <dd>
        <code className="demo-facts__file" title={demo.file ?? undefined}>
          {demo.file}
        </code>
      </dd>
      <dt>{t('demo.server.company')}</dt>
      <dd>{demo.companyName}</dd>
      <dt>{t('demo.server.categories')}</dt>
      <dd>
        <FormattedNumber value={demo.categories} />
      </dd>
    </dl>
  );
}

function StartStop({ running }: { running: boolean }) {
  const busy = useAppStore(selectDemoAction).status === 'busy';
  const start = useAppStore((s) => s.startDemoServer);
  const stop = useAppStore((s) => s.stopDemoServer);
  const t = useText();
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
      {t(running ? 'demo.server.stop' : 'demo.server.start')}
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
  const t = useText();
  // An action of this view that failed says it below, with every problem: not twice.
  const failure = action === 'failed' ? undefined : demo?.failure;

  return (
    <section className="panel demo-panel" aria-labelledby="demo-server-heading">
      <div className="panel__header">
        <h2 id="demo-server-heading" className="panel__heading">
          {t('demo.server.heading')}
        </h2>
        <span className={running ? 'badge badge--accent' : 'badge'}>
          {t(running ? 'demo.server.running' : 'demo.server.stopped')}
        </span>
      </div>
      {demo === null ? (
        <p className="muted">{t('demo.server.checking')}</p>
      ) : running ? (
        <Facts demo={demo} />
      ) : failure ? (
        <div className="demo-panel__failure" role="alert">
          <p className="form-field__error">{t('demo.server.couldNotStart', { failure })}</p>
          <p className="muted">{t('demo.server.damaged')}</p>
        </div>
      ) : (
        <p className="muted">
          <FormattedMessage
            id="demo.server.startServes"
            values={{ file: lastFile ? <code>{fileName(lastFile)}</code> : t('demo.server.bundled') }}
          />
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
          {t('demo.server.reset')}
        </button>
      </div>
      <p className="form-field__hint">{t('demo.server.dropHint')}</p>
      <DemoActionMessage />
    </section>
  );
}
