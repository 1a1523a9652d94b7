/**
 * What a profile id stands for: the built-in demo connection (its server started on first use) or a
 * saved connection with its token. Shared by the handlers and the watch.
 */
import type { DemoStatus } from '../../../shared/ipc-contract';
import { DEMO_PROFILE_ID, type ProfileView } from '../../../shared/profiles';
import type { Target } from '../client/target';
import type { ProfileStore } from './profile-store';
import { AppError } from '../lib/app-error';

/** The demo server as a connection needs it: started on first use (server/demo-server.ts). */
export interface DemoStarter {
  ensureRunning(): Promise<DemoStatus>;
}

/** The demo connection as the connections list shows it. */
export function demoProfile(status: DemoStatus): ProfileView {
  return {
    id: DEMO_PROFILE_ID,
    name: 'Demo (offline)',
    baseUrl: status.url ?? 'embedded demo server (stopped)',
    timeoutMs: 10_000,
    insecure: false,
    tokenSet: false,
    tokenHint: null,
    tokenStorage: 'none',
    demo: true,
  };
}

/**
 * The installation behind `profileId`; the demo connection starts its server on first use. With
 * `tokenMissing: 'refuse'` a connection whose configured token is not here (ProfileStore
 * tokenMissing) throws AppError('NO_TOKEN') rather than be called without it; the watch asks with
 * 'allow' and records the cause no-token itself. Throws PROFILE_NOT_FOUND for an unknown id.
 */
export async function resolveInstallation(
  deps: { readonly demo: DemoStarter; readonly profiles: ProfileStore },
  profileId: string,
  options: { readonly tokenMissing: 'refuse' | 'allow' } = { tokenMissing: 'allow' },
): Promise<Target> {
  if (profileId === DEMO_PROFILE_ID) {
    const status = await deps.demo.ensureRunning();
    return { installation: { baseUrl: status.url! }, timeoutMs: 10_000, name: 'Demo (offline)' };
  }
  const profile = deps.profiles.get(profileId);
  const token = deps.profiles.tokenFor(profileId);
  if (options.tokenMissing === 'refuse' && deps.profiles.tokenMissing(profileId))
    throw new AppError(
      'NO_TOKEN',
      `The token of "${profile.name}" is not available on this computer (it was kept only for a session that has ended, or the key store cannot read it now), so the installation was not called. Enter the token again in Connections.`,
    );
  return {
    installation: { baseUrl: profile.baseUrl, token, insecure: profile.insecure },
    timeoutMs: profile.timeoutMs,
    name: profile.name,
  };
}
