// The way to enter a missing token again: the Connections dialog, on the connection's form when it
// is one connection, else on the list (each row has its Edit button).
import type { AppState } from '../../store/state/app-state';

/** Opens the Connections dialog where the token of `profileIds` is entered again. */
export function enterTokenAgain(
  s: Pick<AppState, 'openConnections' | 'showForm'>,
  profileIds: readonly string[],
) {
  s.openConnections();
  if (profileIds.length === 1) s.showForm(profileIds[0]!);
}
