// The receiving end of Alertmanager's webhook for tests: a node:http server on 127.0.0.1 port 0 that
// keeps every notification posted to it (Alertmanager's JSON, with the path it came to, so a
// receiver's own path says which receiver sent it), answers 200, and reads at most 1 MB a body.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One alert of a notification. */
export interface NotifiedAlert {
  readonly status: 'firing' | 'resolved';
  readonly labels: Record<string, string>;
  readonly annotations: Record<string, string>;
}

/** One notification: what Alertmanager's webhook posts (version 4), and the path it posted to. */
export interface Notification {
  readonly path: string;
  readonly receiver: string;
  readonly status: 'firing' | 'resolved';
  readonly groupLabels: Record<string, string>;
  readonly commonLabels: Record<string, string>;
  readonly alerts: readonly NotifiedAlert[];
}

/** A running webhook receiver. */
export interface WebhookReceiver {
  /** http://127.0.0.1:PORT */
  readonly url: string;
  /** Every notification received so far, in order. */
  readonly notifications: readonly Notification[];
  close(): Promise<void>;
}

/** What a person paged reads of one notification: where it went, for what, about whom. */
export interface Told {
  readonly path: string;
  readonly status: 'firing' | 'resolved';
  readonly groupLabels: Record<string, string>;
  /** "<status> <alertname> <instance>", sorted. */
  readonly alerts: readonly string[];
}

/** `notifications` as a person reads them, in the order they came. */
export function told(notifications: readonly Notification[]): Told[] {
  return notifications.map((n) => ({
    path: n.path,
    status: n.status,
    groupLabels: n.groupLabels,
    alerts: n.alerts.map((a) => `${a.status} ${a.labels.alertname} ${a.labels.instance}`).sort(),
  }));
}

const MAX_BODY = 1024 * 1024;

/** Starts a receiver; every notification it gets is kept in `notifications`. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const notifications: Notification[] = [];
  const server = createServer((req, res) => {
    readBody(req)
      .then((body) => {
        notifications.push({ ...(JSON.parse(body) as Notification), path: req.url ?? '/' });
        res.writeHead(200).end();
      })
      .catch((error: Error) => res.writeHead(400).end(error.message));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    notifications,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > MAX_BODY) throw new Error(`a notification over ${MAX_BODY} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
