// Every read of the store goes through a selector. Derived arrays are memoized here (one entry per
// input) and read with useShallow, so typing in the search box filters the rows once per keystroke.
import type { ProfileView } from '../../shared/profiles';
import type { Category } from '../../shared/v2';
import { foldText } from './search-text';
import type { AppState } from './types';

export const selectProfiles = (s: AppState) => s.profiles;
export const selectActiveProfileId = (s: AppState) => s.activeProfileId;
export const selectProfilesStatus = (s: AppState) => s.profilesStatus;
export const selectProfilesFailure = (s: AppState) => s.profilesFailure;
export const selectInfo = (s: AppState) => s.info;
export const selectInfoStatus = (s: AppState) => s.infoStatus;
export const selectInfoFailure = (s: AppState) => s.infoFailure;
export const selectCategoriesStatus = (s: AppState) => s.categoriesStatus;
export const selectCategoriesFailure = (s: AppState) => s.categoriesFailure;
export const selectCategoryCount = (s: AppState) => s.categories.length;
export const selectQuery = (s: AppState) => s.query;
export const selectTheme = (s: AppState) => s.theme;
export const selectNotice = (s: AppState) => s.notice;
export const selectStorage = (s: AppState) => s.storage;
export const selectDemo = (s: AppState) => s.demo;
export const selectConnectionsOpen = (s: AppState) => s.connectionsOpen;
export const selectDialogScreen = (s: AppState) => s.dialogScreen;
export const selectDialogMessage = (s: AppState) => s.dialogMessage;
export const selectDemoBusy = (s: AppState) => s.demoBusy;
export const selectStorageBusy = (s: AppState) => s.storageBusy;
export const selectSaving = (s: AppState) => s.saving;
export const selectSaveError = (s: AppState) => s.saveError;
export const selectConnectionTest = (s: AppState) => s.connectionTest;
/** Whether saved connections can be changed this session (false when their file could not be read). */
export const selectCanSave = (s: AppState) => s.storage?.writable !== false;

/** The connection the form edits, or null for a new one (or one deleted meanwhile). */
export const selectEditedProfile = (s: AppState): ProfileView | null => {
  const screen = s.dialogScreen;
  if (screen.name !== 'form' || screen.profileId === null) return null;
  return s.profiles.find((p) => p.id === screen.profileId) ?? null;
};

/** The active connection, or null before the connections have loaded. */
export const selectActiveProfile = (s: AppState): ProfileView | null =>
  s.profiles.find((p) => p.id === s.activeProfileId) ?? null;

/** The address the active connection calls: the demo server's live URL for the demo connection. */
export function selectActiveAddress(s: AppState): string | null {
  const profile = selectActiveProfile(s);
  if (!profile) return null;
  if (!profile.demo) return profile.baseUrl;
  if (s.demo) return s.demo.running ? s.demo.url : null;
  // Before the demo server's status arrives, the profile's address is the one listProfiles saw.
  return /^https?:\/\//.test(profile.baseUrl) ? profile.baseUrl : null;
}

/** Whether either of the active connection's loads is under way. */
export const selectBusy = (s: AppState) =>
  s.infoStatus === 'loading' || s.categoriesStatus === 'loading' || s.profilesStatus === 'loading';

let memo: { rows: readonly Category[]; query: string; result: readonly Category[] } | null = null;

/** The categories whose name, code or slug contain `query` (case and accents ignored). */
export function filterCategories(
  rows: readonly Category[],
  keys: readonly string[],
  query: string,
): readonly Category[] {
  const needle = foldText(query.trim());
  if (!needle) return rows;
  if (memo && memo.rows === rows && memo.query === needle) return memo.result;
  const result = rows.filter((_, i) => keys[i]!.includes(needle));
  memo = { rows, query: needle, result };
  return result;
}

/** The categories the search lets through. */
export const selectVisibleCategories = (s: AppState) =>
  filterCategories(s.categories, s.categoryKeys, s.query);
