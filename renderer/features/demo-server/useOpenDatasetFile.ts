// Opens a file the user gave the page (dropped on the window, or picked in a file input). In the
// desktop app the preload knows the file's path: it is opened where it is, so images beside it are
// found (or main says why it will not open it: not a regular .ridataset or .json file, too large). Elsewhere (the web host) it is checked here, read as text, and sent to the host, which writes
// it to its data folder and serves it; images beside the original cannot be found then (it says so).
import { useCallback } from 'react';
import { isDatasetFileName } from '../../../shared/dataset-file-name';
import { DATASET_TEXT_MAX_CHARS } from '../../../shared/ipc-contract';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';

const looksLikeDataset = (file: File) => isDatasetFileName(file.name) || file.type === 'application/json';

/** A function that opens `file` on the demo server; the outcome lands in the store's demoAction. */
export function useOpenDatasetFile(): (file: File) => Promise<void> {
  const openText = useAppStore((s) => s.openDatasetText);
  const openPath = useAppStore((s) => s.openDatasetFile);
  const pathOf = useAppStore((s) => s.droppedFilePath);
  const refuse = useAppStore((s) => s.refuseDataset);
  const t = useText();
  return useCallback(
    async (file: File) => {
      if (!looksLikeDataset(file)) {
        return refuse(file.name, t('demo.server.notDataset'));
      }
      const path = await pathOf(file);
      if (path !== null) return path.ok ? openPath(path.value) : refuse(file.name, path.error.message);
      // Characters never outnumber bytes, so a file within the bound is text within the contract's.
      if (file.size > DATASET_TEXT_MAX_CHARS) {
        const mb = Math.ceil(file.size / 1_000_000);
        return refuse(
          file.name,
          // The size for the command line stays plain digits, as the CLI reads them.
          t('demo.server.tooLarge', { mb, max: DATASET_TEXT_MAX_CHARS / 1_000_000, next: String(mb + 1) }),
        );
      }
      let text: string;
      try {
        text = await file.text();
      } catch {
        return refuse(file.name, t('demo.server.unreadable'));
      }
      await openText(file.name, text);
    },
    [openText, openPath, pathOf, refuse, t],
  );
}
