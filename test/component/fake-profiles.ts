// How main answers a saved connection, for the fake inspector: the view says only whether a token is
// set, with a masked hint, and how it is kept on this machine; the token itself never comes back.
import type { StorageStatusView } from '../../shared/ipc-contract';
import { tokenHint, type ProfileInput, type ProfileView, type TokenStorage } from '../../shared/profiles';

function kept(storage: StorageStatusView): TokenStorage {
  if (storage.level === 'secure') return 'secure';
  return storage.weakStorageAllowed ? 'weak' : 'session';
}

/** The view of connection `id` after saving `input` over `before` (undefined: a new one). */
export function savedView(
  id: string,
  input: ProfileInput,
  before: ProfileView | undefined,
  storage: StorageStatusView,
): ProfileView {
  // A string replaces the token, null removes it, absent keeps the one before.
  const tokenSet = input.token === undefined ? (before?.tokenSet ?? false) : input.token !== null;
  const hint = input.token ? tokenHint(input.token) : tokenSet ? (before?.tokenHint ?? null) : null;
  return {
    id,
    name: input.name.trim(),
    baseUrl: input.baseUrl.trim(),
    timeoutMs: input.timeoutMs ?? 10_000,
    insecure: input.insecure ?? false,
    tokenSet,
    tokenHint: hint,
    tokenStorage: tokenSet ? kept(storage) : 'none',
    demo: false,
  };
}
