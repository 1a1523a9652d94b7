// The renderer's store, built from per-domain slices over a bridge. It is a vanilla zustand store
// (no hook of its own): the app entry makes one over window.inspector and hands it to the
// components through <StoreProvider> (store-context.tsx); a component test makes its own over a
// fake bridge the same way.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Bridge } from '../bridge';
import { createCategoriesSlice } from './categories-slice';
import { createCategoryBrowseSlice } from './category-browse-slice';
import { createCategoryExportSlice } from './category-export-slice';
import { createChangesSlice } from './changes-slice';
import { createConnectionDialogSlice } from './connection-dialog-slice';
import { createConnectionEditSlice } from './connection-edit-slice';
import { createConnectionTestSlice } from './connection-test-slice';
import { createConnectivitySlice } from './connectivity-slice';
import { createConnectionsSlice } from './connections-slice';
import { createDemoToolsSlice } from './demo-tools-slice';
import { createDiagnosticsSlice } from './diagnostics-slice';
import { createFleetSlice } from './fleet-slice';
import { createInstallationSlice } from './installation-slice';
import { createOpenRequestsSlice } from './open-requests-slice';
import { createPrintSlice } from './print-slice';
import { createRequestsSlice } from './requests-slice';
import { createSnapshotListSlice } from './snapshot-list-slice';
import type { AppState } from './state/app-state';
import { createTimelineSlice } from './timeline-slice';
import { createUiSlice } from './ui-slice';
import { createWatchAlertsSlice } from './watch-alerts-slice';
import { createWatchSettingsSlice } from './watch-settings-slice';

/** One store of the whole renderer state; its actions call the bridge it was made over. */
export type AppStore = StoreApi<AppState>;

/** A new store over `bridge`, in its initial state (nothing loaded until `start()`). */
export function createAppStore(bridge: Bridge): AppStore {
  return createStore<AppState>()((...a) => ({
    ...createConnectionsSlice(bridge)(...a),
    ...createConnectionDialogSlice(bridge)(...a),
    ...createConnectionEditSlice(bridge)(...a),
    ...createConnectionTestSlice(bridge)(...a),
    ...createInstallationSlice(bridge)(...a),
    ...createCategoriesSlice(bridge)(...a),
    ...createCategoryBrowseSlice(...a),
    ...createCategoryExportSlice(bridge)(...a),
    ...createRequestsSlice(bridge)(...a),
    ...createDiagnosticsSlice(bridge)(...a),
    ...createDemoToolsSlice(bridge)(...a),
    ...createChangesSlice(bridge)(...a),
    ...createSnapshotListSlice(bridge)(...a),
    ...createPrintSlice(bridge)(...a),
    ...createUiSlice(bridge)(...a),
    ...createFleetSlice(bridge)(...a),
    ...createWatchSettingsSlice(bridge)(...a),
    ...createTimelineSlice(bridge)(...a),
    ...createWatchAlertsSlice(bridge)(...a),
    ...createConnectivitySlice(bridge)(...a),
    ...createOpenRequestsSlice(bridge)(...a),
  }));
}
