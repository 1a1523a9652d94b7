// "Save active connection as offline dataset": the connection captured, where the file goes (a name
// in the captures folder in a browser tab; the save dialog under Electron), then the progress, the
// question before an existing file is replaced, and the outcome.
import { useState } from 'react';
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

const START_ID = 'capture-start';

function FileName({ suggested, problem }: { suggested: string; problem: string | undefined }) {
  const host = useAppStore(selectDemoHost);
  const typed = useAppStore(selectCaptureFileName);
  const setName = useAppStore((s) => s.setCaptureFileName);
  return (
    <TextField
      id="capture-file"
      label="File name"
      value={typed ?? suggested}
      onChange={(value) => setName(value)}
      spellCheck={false}
      autoComplete="off"
      error={problem}
      hint={
        <>
          Saved in <code>{host?.capturesDir ?? 'the app’s captures folder'}</code>
        </>
      }
    />
  );
}

export function CapturePanel() {
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
        Save as offline dataset
      </h2>
      <p className="muted">
        Saves the active connection — its settings, every category and every image — as one dataset file that
        the demo server can serve with no network.
      </p>
      <p className="demo-capture__connection">
        <span className="field__label">Connection</span>
        <strong>{profile?.name ?? 'None chosen yet'}</strong>
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
          Save active connection as offline dataset{dialogs ? '…' : ''}
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
          title="Replace the existing file?"
          confirmLabel="Replace it"
          cancelLabel="Keep it"
          onConfirm={() => void confirm()}
          onCancel={dismiss}
          returnFocusId={START_ID}
        >
          <p>
            <code>{capture.file}</code> already exists. Replacing it captures {capture.connection} again and
            overwrites the file.
          </p>
        </ConfirmStep>
      )}
      <CaptureOutcome capture={capture} />
    </section>
  );
}
