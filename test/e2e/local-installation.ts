// The installation the end-to-end tests connect the app to: the test dataset (test/helpers/
// temp-dataset.ts) without its one image from the internet (this machine may have no network, and
// the page would log the failure), served by a real embedded server on 127.0.0.1 that requires `token`.
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { startEmbeddedServer, type EmbeddedServer } from '../../electron/core/server/embedded-server';
import { validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';

/** The offline test dataset with `change` applied, written to a temporary folder. */
export async function writeOfflineDataset(
  change: (document: ReturnType<typeof validDatasetDocument>) => void = () => {},
) {
  const document = validDatasetDocument();
  document.categories = document.categories.filter((c) => !String(c.image).startsWith('https:'));
  change(document);
  return writeDatasetFolder(document);
}

/** A running token-protected installation; `stop` closes it and removes its files. */
export async function startLocalInstallation(
  token: string,
): Promise<{ server: EmbeddedServer; stop(): Promise<void> }> {
  const dataset = await writeOfflineDataset();
  try {
    const server = await startEmbeddedServer({
      dataset: await loadDataset(dataset.file),
      host: '127.0.0.1',
      port: 0,
      tokens: [token],
    });
    return { server, stop: () => server.close().then(dataset.cleanup) };
  } catch (error) {
    await dataset.cleanup();
    throw error;
  }
}
