// Which connection a snapshot belongs to: a snapshot's id starts with its connection's folder name,
// the connection's id itself when that is a plain name (every id the app makes), else the first 32
// hex digits of the id's SHA-256 after "id-" (electron/core/snapshots/snapshot-names.ts).
import type { ProfileView } from '../../shared/profiles';

const PLAIN = /^[A-Za-z0-9_-]{1,64}$/;

async function keyOf(profileId: string): Promise<string> {
  if (PLAIN.test(profileId)) return profileId;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(profileId));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `id-${hex.slice(0, 32)}`;
}

/** The id of the connection `snapshotId` belongs to, among `profiles`; null when none. */
export async function snapshotOwner(
  snapshotId: string,
  profiles: readonly ProfileView[],
): Promise<string | null> {
  const key = snapshotId.slice(0, snapshotId.indexOf('.'));
  if (!key) return null;
  const direct = profiles.find((p) => p.id === key);
  if (direct) return direct.id;
  for (const profile of profiles) if ((await keyOf(profile.id)) === key) return profile.id;
  return null;
}
