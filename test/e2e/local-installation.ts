// The installation the end-to-end tests connect the app to: the test dataset (test/helpers/
// temp-dataset.ts) without its one image from the internet (this machine may have no network, and
// the page would log the failure), served by a real embedded server on 127.0.0.1 that requires `token`.
import { afterAll, beforeAll } from 'vitest';
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
async function startLocalInstallation(
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

/**
 * A token-protected installation for the tests of the calling `describe`: started in a `beforeAll`
 * and stopped in an `afterAll`, registered where it is called (before useAppInBrowser, it starts
 * first and stops last). Read `server` inside hooks and tests.
 */
export function useLocalInstallation(token: string): { readonly server: EmbeddedServer } {
  let installation: Awaited<ReturnType<typeof startLocalInstallation>> | undefined;
  beforeAll(async () => {
    installation = await startLocalInstallation(token);
  });
  afterAll(async () => {
    await installation?.stop();
  });
  return {
    get server() {
      if (!installation)
        throw new Error('useLocalInstallation: the server is there once its beforeAll has run');
      return installation.server;
    },
  };
}
