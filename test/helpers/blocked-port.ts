// A fake installation on a port fetch refuses (the Fetch standard's "bad ports"), for the tests of
// reaching such installations. Tests otherwise listen on port 0; these need one of these very ports,
// so each is tried in turn, and when every one is taken the test fails saying so (never skips).
import { startFakeInstallation, type FakeInstallationRoutes } from './fake-installation';
import type { LocalServer } from './local-servers';

/** Bad ports above 1023 (no privileges needed), as the Fetch standard lists them. */
export const BLOCKED_PORTS = [4190, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080, 5060, 5061];

/** A fake installation (conforming unless `routes` say otherwise) listening on a blocked port. */
export async function startOnBlockedPort(routes: FakeInstallationRoutes = {}): Promise<LocalServer> {
  const taken: string[] = [];
  for (const port of BLOCKED_PORTS) {
    try {
      return await startFakeInstallation(routes, undefined, port);
    } catch (error) {
      taken.push(`${port} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
  }
  throw new Error(`Every port of the Fetch standard's bad-port list tried is taken: ${taken.join(', ')}`);
}
