/**
 * Opening what the system hands the desktop app (a dataset file double-clicked, a link clicked),
 * from the first command line, a second instance's, or macOS's open-file and open-url events. A
 * file goes through the same check as a file dropped on the window (dropped-file.ts: an existing
 * regular .ridataset or .json file within the size cap, then trusted for reading only), so the page
 * opens it by path as any dataset it was given; a file it refuses reaches the page with the reason,
 * as a refused drop does (the page's openDataset, once it serves, puts it in the system's recent
 * documents). A link is read by
 * shared/connect-link.ts. Each outcome waits in the queue for the page (platform/open-requests.ts).
 */
import { basename } from 'node:path';
import { readConnectLink } from '../../../shared/connect-link';
import type { Result } from '../../../shared/result';
import type { OpenRequestQueue } from '../platform/open-requests';

export interface LaunchOpenerDeps {
  readonly queue: OpenRequestQueue;
  /** Accepts a file for reading (its path), or says why not; never rejects. */
  readonly chooseFile: (file: string) => Promise<Result<string>>;
}

export interface LaunchOpener {
  openFile(file: string): Promise<void>;
  openLink(link: string): void;
}

export function createLaunchOpener(deps: LaunchOpenerDeps): LaunchOpener {
  return {
    async openFile(file) {
      const accepted = await deps.chooseFile(file);
      if (!accepted.ok) {
        deps.queue.push({ kind: 'fileRefused', name: basename(file), reason: accepted.error.message });
        return;
      }
      deps.queue.push({ kind: 'file', file: accepted.value });
    },
    openLink(link) {
      const reading = readConnectLink(link);
      deps.queue.push(
        reading.ok
          ? { kind: 'connect', ...reading.connect }
          : { kind: 'linkRefused', reason: reading.reason },
      );
    },
  };
}
