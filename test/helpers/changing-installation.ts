// A real embedded server (electron/core/server/) whose dataset, tokens and faults a watch test changes
// between runs, always at the same address, as an installation changes under a watch: `serve` restarts
// it on its port with another dataset document; `server.setFaults` makes it slow or flaky. Stopped by
// closeEmbeddedServers(); its dataset folders by `cleanup`.
import { rm } from 'node:fs/promises';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import type { EmbeddedServer } from '../../electron/core/server/embedded-server';
import { startTrackedServer } from './embedded-servers';
import { SVG, validDatasetDocument, writeDatasetFolder } from './temp-dataset';

/** A dataset document as writeDatasetFolder takes it. */
export type DatasetDocument = ReturnType<typeof validDatasetDocument>;

/** A small conforming shop: images on disk or none, nothing on other hosts (no network needed). */
export function shopDocument(): DatasetDocument {
  const document = validDatasetDocument();
  document.categories = document.categories.filter((row) => !String(row.image).startsWith('https:'));
  return document;
}

/** An installation whose content changes between watch runs. */
export interface ChangingInstallation {
  /** Its base URL, the same across every change. */
  readonly url: string;
  /** The server now answering. */
  server(): EmbeddedServer;
  /** Serves `document` from now on (with `tokens` accepted, when given), at the same address. */
  serve(document: DatasetDocument, tokens?: readonly string[]): Promise<void>;
  cleanup(): Promise<void>;
}

/** Starts serving `document`, accepting `tokens`. */
export async function startChangingInstallation(
  document: DatasetDocument = shopDocument(),
  tokens: readonly string[] = [],
): Promise<ChangingInstallation> {
  const folders: string[] = [];
  const start = async (doc: DatasetDocument, accepted: readonly string[], port: number) => {
    const folder = await writeDatasetFolder(doc, { 'images/brot.svg': SVG, 'images/käse 1.svg': SVG });
    folders.push(folder.folder);
    return startTrackedServer({ dataset: await loadDataset(folder.file), tokens: accepted, port });
  };
  let current = await start(document, tokens, 0);
  let accepted = tokens;
  return {
    url: current.url,
    server: () => current,
    async serve(doc, nextTokens = accepted) {
      const port = current.port;
      await current.close();
      accepted = nextTokens;
      current = await start(doc, accepted, port);
    },
    async cleanup() {
      await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
    },
  };
}
