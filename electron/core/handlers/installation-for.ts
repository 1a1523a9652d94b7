/**
 * What a profile id stands for: the built-in demo connection (its server started on first use) or a
 * saved connection with its token. Shared by the data, diagnostics and capture handlers.
 */
import type { DemoStatus } from '../../../shared/ipc-contract';
import { DEMO_PROFILE_ID, type ProfileView } from '../../../shared/profiles';
import type { Installation } from '../client/v2-client';
import type { DemoServer } from '../server/demo-server';
import type { ProfileStore } from '../profiles/profile-store';

/** An installation to call and the bound on each call. */
export interface Target {
  readonly installation: Installation;
  readonly timeoutMs: number;
  /** The connection's name, for reports and file names. */
  readonly name: string;
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

/** The installation behind `profileId`; the demo connection starts its server on first use. */
export async function resolveInstallation(
  deps: { readonly demo: DemoServer; readonly profiles: ProfileStore },
  profileId: string,
): Promise<Target> {
  if (profileId === DEMO_PROFILE_ID) {
    const status = await deps.demo.ensureRunning();
    return { installation: { baseUrl: status.url! }, timeoutMs: 10_000, name: 'Demo (offline)' };
  }
  const profile = deps.profiles.get(profileId);
  const token = deps.profiles.tokenFor(profileId);
  return {
    installation: { baseUrl: profile.baseUrl, token, insecure: profile.insecure },
    timeoutMs: profile.timeoutMs,
    name: profile.name,
  };
}
