// Every read of the store goes through a selector. Derived arrays are memoized (the visible
// categories in category-search/visible-categories.ts: the same array for the same rows, sort and
// query), so a plain selector is stable and a keystroke filters, never sorts. (Not useShallow:
// zustand's shallow compares arrays by building a Map of each, 100,000 entries twice on every store
// change.)
import type { ProfileView } from '../../shared/profiles';
import type { AppState } from './state/app-state';
import { visibleCategories } from './category-search/visible-categories';
import { visibleFleet } from './fleet-rows';

export const selectProfiles = (s: AppState) => s.profiles;
export const selectActiveProfileId = (s: AppState) => s.activeProfileId;
export const selectProfilesStatus = (s: AppState) => s.profilesStatus;
export const selectProfilesFailure = (s: AppState) => s.profilesFailure;
export const selectInfo = (s: AppState) => s.info;
export const selectInfoStatus = (s: AppState) => s.infoStatus;
export const selectInfoLeniencies = (s: AppState) => s.infoLeniencies;
export const selectCategoriesLeniencies = (s: AppState) => s.categoriesLeniencies;
export const selectCategoryFaults = (s: AppState) => s.categoryFaults;
export const selectInfoFailure = (s: AppState) => s.infoFailure;
export const selectInfoFaults = (s: AppState) => s.infoFaults;
export const selectCategoriesStatus = (s: AppState) => s.categoriesStatus;
export const selectCategoriesFailure = (s: AppState) => s.categoriesFailure;
/** How many categories the installation has (all of them, also while the rest of a large list loads). */
export const selectCategoryCount = (s: AppState) => s.categoriesTotal;
/** How many have arrived so far: fewer than the count while the rest of a large list is on its way. */
export const selectCategoriesArrived = (s: AppState) => s.categories.length;
export const selectCategoriesRestLoading = (s: AppState) => s.categoriesRestLoading;
export const selectQuery = (s: AppState) => s.query;
export const selectCategorySort = (s: AppState) => s.categorySort;
export const selectCategoryView = (s: AppState) => s.categoryView;
export const selectActiveCategory = (s: AppState) => s.activeCategory;
export const selectOpenedCategory = (s: AppState) => s.openedCategory;
export const selectTheme = (s: AppState) => s.theme;
export const selectLanguageChoice = (s: AppState) => s.language;
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
export const selectInfoLoadedAt = (s: AppState) => s.infoLoadedAt;
export const selectInfoStartedAt = (s: AppState) => s.infoStartedAt;
export const selectCategoriesLoadedAt = (s: AppState) => s.categoriesLoadedAt;
export const selectCategoriesStartedAt = (s: AppState) => s.categoriesStartedAt;
export const selectMainView = (s: AppState) => s.mainView;
export const selectRequests = (s: AppState) => s.requests;
export const selectRequestCount = (s: AppState) => s.requests.length;
export const selectRequestsFailure = (s: AppState) => s.requestsFailure;
export const selectSelectedRequestId = (s: AppState) => s.selectedRequestId;
export const selectRequestBody = (s: AppState) => s.requestBody;
/** Whether saved connections can be changed this session (false when their file could not be read). */
export const selectCanSave = (s: AppState) => s.storage?.writable !== false;

/** The connection the form edits, or null for a new one (or one deleted meanwhile). */
export const selectEditedProfile = (s: AppState): ProfileView | null => {
  const screen = s.dialogScreen;
  if (screen.name !== 'form' || screen.profileId === null) return null;
  return s.profiles.find((p) => p.id === screen.profileId) ?? null;
};

/** The opened request log entry, or null. */
export const selectSelectedRequest = (s: AppState) =>
  s.selectedRequestId === null ? null : (s.requests.find((e) => e.id === s.selectedRequestId) ?? null);

/** Whether the settings shown are from an earlier load (the latest failed or was cancelled). */
export const selectInfoStale = (s: AppState) => s.infoStatus === 'failed' && s.info !== null;

/** Whether the categories shown are from an earlier load (the latest failed or was cancelled). */
export const selectCategoriesStale = (s: AppState) =>
  s.categoriesStatus === 'failed' && s.categoriesLoadedAt !== null;

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

/**
 * The categories the search lets through, in the chosen order (memoized: see
 * category-search/visible-categories.ts).
 */
export const selectVisibleCategories = (s: AppState) =>
  visibleCategories(s.categories, s.categorySort, s.query);

/** The diagnostics view: the last report, where the checks stand, and how the last export went. */
export const selectDiagnosticsReport = (s: AppState) => s.diagnosticsReport;
export const selectDiagnosticsStatus = (s: AppState) => s.diagnosticsStatus;
export const selectDiagnosticsFailure = (s: AppState) => s.diagnosticsFailure;
export const selectDiagnosticsStartedAt = (s: AppState) => s.diagnosticsStartedAt;
export const selectDiagnosticsExport = (s: AppState) => s.diagnosticsExport;
export const selectCategoryExport = (s: AppState) => s.categoryExport;

// The demo server view (demo-tools-slice.ts).
export const selectDemoHost = (s: AppState) => s.demoHost;
export const selectDemoAction = (s: AppState) => s.demoAction;
export const selectLastDemoFile = (s: AppState) => s.lastDemoFile;
export const selectFaultsBusy = (s: AppState) => s.faultsBusy;
export const selectFaultsError = (s: AppState) => s.faultsError;
export const selectCapture = (s: AppState) => s.capture;
export const selectCaptureFileName = (s: AppState) => s.captureFileName;
/** Whether the host shows native file dialogs (Electron); false in a browser tab or before it is known. */
export const selectFileDialogs = (s: AppState) => s.demoHost?.fileDialogs === true;
/** Whether the host saves the page as a PDF itself (Electron); false in a browser tab or before it is known. */
export const selectPagePdf = (s: AppState) => s.demoHost?.pagePdf === true;

// Printing (print-slice.ts).
/** Whether the page is laid out for printing: the print-only lists are in the page. */
export const selectPrinting = (s: AppState) => s.printHold !== null;
export const selectPrintJob = (s: AppState) => s.printJob;

// The Changes view (changes-slice.ts).
export const selectChangesMode = (s: AppState) => s.changesMode;
export const selectComparison = (s: AppState) => s.comparison;
export const selectComparisonStatus = (s: AppState) => s.comparisonStatus;
export const selectComparisonFailure = (s: AppState) => s.comparisonFailure;
export const selectChangesSnapshots = (s: AppState) => s.changesSnapshots;
export const selectChangesExport = (s: AppState) => s.changesExport;
export const selectChangedProfileId = (s: AppState) => s.changedProfileId;
export const selectSnapshotsShort = (s: AppState) => s.snapshotsShort;
export const selectComparisonNote = (s: AppState) => s.comparisonNote;
export const selectChangesPick = (s: AppState) => s.changesPick;

// The snapshots of the connection in use (snapshot-list-slice.ts).
export const selectSnapshotListing = (s: AppState) => s.snapshotListing;
export const selectSnapshotListFailure = (s: AppState) => s.snapshotListFailure;
export const selectSnapshotActionBusy = (s: AppState) => s.snapshotActionBusy;
export const selectSnapshotActionError = (s: AppState) => s.snapshotActionError;

// The fleet board (fleet-slice.ts), the watch settings, the timeline and the watch alerts.
export const selectFleetRows = (s: AppState) => s.fleetRows;
export const selectFleetStatus = (s: AppState) => s.fleetStatus;
export const selectFleetFailure = (s: AppState) => s.fleetFailure;
export const selectFleetQuery = (s: AppState) => s.fleetQuery;
export const selectFleetFilter = (s: AppState) => s.fleetFilter;
export const selectFleetSort = (s: AppState) => s.fleetSort;
/** The rows the board shows: searched, filtered, sorted (memoized: see fleet-rows.ts). */
export const selectVisibleFleet = (s: AppState) =>
  visibleFleet(s.fleetRows, s.fleetSort, s.fleetQuery, s.fleetFilter);
export const selectWatchSettings = (s: AppState) => s.watchSettings;
export const selectFleetFileBusy = (s: AppState) => s.fleetFileBusy;
/** How often `profileId` is watched ('off' until the settings have loaded). */
export const selectWatchEvery = (profileId: string) => (s: AppState) =>
  s.watchSettings?.every[profileId] ?? 'off';
export const selectTimelineProfileId = (s: AppState) => s.timelineProfileId;
export const selectTimelineRange = (s: AppState) => s.timelineRange;
export const selectHistory = (s: AppState) => s.history;
export const selectHistoryStatus = (s: AppState) => s.historyStatus;
export const selectHistoryFailure = (s: AppState) => s.historyFailure;
export const selectTimelineNote = (s: AppState) => s.timelineNote;
export const selectWatchRun = (s: AppState) => s.watchRun;
/** The fleet row of the connection whose timeline is open, or null. */
export const selectTimelineRow = (s: AppState) =>
  s.timelineProfileId === null
    ? null
    : (s.fleetRows.find((row) => row.profileId === s.timelineProfileId) ?? null);
export const selectWatchToasts = (s: AppState) => s.watchToasts;
export const selectWatchNote = (s: AppState) => s.watchNote;
export const selectPagePermission = (s: AppState) => s.pagePermission;
export const selectNativeNotifications = (s: AppState) => s.nativeNotifications;
export const selectFleetSelected = (s: AppState) => s.fleetSelected;
export const selectTimelineAvailability = (s: AppState) => s.timelineAvailability;
