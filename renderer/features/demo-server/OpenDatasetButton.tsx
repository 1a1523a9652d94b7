// "Open dataset file…": the host's open dialog where there is one (Electron); otherwise a file input
// whose file is read in the page and sent as text (a browser tab gives no path).
import { useRef } from 'react';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectDemoAction, selectFileDialogs } from '../../store/selectors';
import { useOpenDatasetFile } from './useOpenDatasetFile';

export function OpenDatasetButton() {
  const dialogs = useAppStore(selectFileDialogs);
  const busy = useAppStore(selectDemoAction).status === 'busy';
  const openDialog = useAppStore((s) => s.openDatasetFile);
  const openFile = useOpenDatasetFile();
  const input = useRef<HTMLInputElement>(null);
  const t = useText();

  return (
    <>
      <button
        type="button"
        className="button button--primary"
        // Not disabled while busy: a disabled button would drop the keyboard focus.
        aria-disabled={busy}
        onClick={() => {
          if (busy) return;
          if (dialogs) void openDialog();
          else input.current?.click();
        }}
      >
        {t('demo.server.open')}
      </button>
      {!dialogs && (
        <input
          ref={input}
          type="file"
          accept=".ridataset,.json,application/json"
          aria-label={t('demo.server.openInput')}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again (after fixing it) opens it again.
            event.target.value = '';
            if (file) void openFile(file);
          }}
        />
      )}
    </>
  );
}
