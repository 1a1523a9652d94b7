// "Save active connection as offline dataset": the connection captured, where the file goes (a name
// in the captures folder in a browser tab; the save dialog under Electron), then the progress, the
// question before an existing file is replaced, and the outcome.
import { useState, type ReactNode } from 'react';
import type { Words } from '../../i18n/words';
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import {
  selectActiveAddress,
  selectActiveProfile,
  selectCapture,
  selectCaptureFileName,
  selectDemoHost,
} from '../../store/selectors';
import { ConfirmStep } from '../../ui/ConfirmStep';
import { TextField } from '../../ui/TextField';
import { captureFileName, captureNameProblem } from './capture-file-name';
import { CaptureOutcome } from './CaptureOutcome';
import { CaptureProgress } from './CaptureProgress';
import { useConnectionName } from '../../ui/useConnectionName';

const START_ID = 'capture-start';

const code = (chunks: ReactNode[]) => <code>{chunks}</code>;

function FileName({ suggested, problem }: { suggested: string; problem: Words | undefined }) {
  const host = useAppStore(selectDemoHost);
  const typed = useAppStore(selectCaptureFileName);
  const setName = useAppStore((s) => s.setCaptureFileName);
  const t = useText();
  return (
    <TextField
      id="capture-file"
      label={t('demo.capture.fileName')}
      value={typed ?? suggested}
      onChange={(value) => setName(value)}
      spellCheck={false}
      autoComplete="off"
      error={problem && t(problem)}
      hint={
        <FormattedMessage
          id="demo.capture.savedIn"
          values={{ folder: host?.capturesDir ?? t('demo.capture.defaultFolder'), code }}
        />
      }
    />
  );
}

export function CapturePanel() {
  const nameOf = useConnectionName();
  const host = useAppStore(selectDemoHost);
  const profile = useAppStore(selectActiveProfile);
  const address = useAppStore(selectActiveAddress);
  const capture = useAppStore(selectCapture);
  const typed = useAppStore(selectCaptureFileName);
  const start = useAppStore((s) => s.captureActive);
  const confirm = useAppStore((s) => s.confirmOverwrite);
  const cancel = useAppStore((s) => s.cancelCapture);
  const dismiss = useAppStore((s) => s.dismissCapture);
  const [checked, setChecked] = useState(false);
  const t = useText();
  const dialogs = host?.fileDialogs === true;
  const suggested = captureFileName(profile?.name ?? 'installation');
  const name = typed ?? suggested;
  const problem = !dialogs && checked ? (captureNameProblem(name) ?? undefined) : undefined;
  const blocked = !profile || capture.status === 'running' || capture.status === 'exists';

  function onStart() {
    if (blocked) return;
    if (dialogs) return void start();
    setChecked(true);
    if (!captureNameProblem(name)) void start(name.trim());
  }

  return (
    <section className="panel demo-panel demo-capture" aria-labelledby="demo-capture-heading">
      <h2 id="demo-capture-heading" className="panel__heading">
        {t('demo.capture.heading')}
      </h2>
      <p className="muted">{t('demo.capture.intro')}</p>
      <p className="demo-capture__connection">
        <span className="field__label">{t('demo.capture.connection')}</span>
        <strong>{profile ? nameOf(profile) : t('demo.capture.noneChosen')}</strong>
        {address && <code>{address}</code>}
      </p>
      {!dialogs && <FileName suggested={suggested} problem={problem} />}
      <div>
        <button
          id={START_ID}
          type="button"
          className="button button--primary"
          aria-disabled={blocked}
          onClick={onStart}
        >
          {t('demo.capture.start', { dialog: dialogs ? 'yes' : 'no' })}
        </button>
      </div>
      {capture.status === 'running' && (
        <CaptureProgress
          connection={capture.connection}
          progress={capture.progress}
          startedAt={capture.startedAt}
          cancelling={capture.cancelling}
          onCancel={() => void cancel()}
        />
      )}
      {capture.status === 'exists' && (
        <ConfirmStep
          title={t('demo.capture.replaceTitle')}
          confirmLabel={t('demo.capture.replace')}
          cancelLabel={t('demo.capture.keep')}
          onConfirm={() => void confirm()}
          onCancel={dismiss}
          returnFocusId={START_ID}
        >
          <p>
            <FormattedMessage
              id="demo.capture.exists"
              values={{ file: capture.file, connection: capture.connection, code }}
            />
          </p>
        </ConfirmStep>
      )}
      <CaptureOutcome capture={capture} />
    </section>
  );
}
