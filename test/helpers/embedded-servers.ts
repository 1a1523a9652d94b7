// The app's embedded server for tests, started on 127.0.0.1 and tracked, so one
// `closeEmbeddedServers()` in afterEach stops every server a test started, even one whose test failed.
import {
  startEmbeddedServer,
  type EmbeddedServer,
  type EmbeddedServerOptions,
} from '../../electron/core/server/embedded-server';

const running = new Set<EmbeddedServer>();

/** Starts an embedded server on `options` (port 0 unless given), closed by `closeEmbeddedServers`. */
export async function startTrackedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const server = await startEmbeddedServer({ port: 0, ...options });
  running.add(server);
  return server;
}

/** Closes every server `startTrackedServer` started and that is still open. */
export async function closeEmbeddedServers(): Promise<void> {
  const servers = [...running];
  running.clear();
  await Promise.all(servers.map((server) => server.close()));
}
