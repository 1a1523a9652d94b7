// The one bound store of the renderer, built from per-domain slices. Components read it through
// selectors (selectors.ts) and change it only through its actions; actions call the bridge.
import { create } from 'zustand';
import { bridge as hostBridge, type Bridge } from '../bridge';
import { createCategoriesSlice } from './categories-slice';
import { createCategoryBrowseSlice } from './category-browse-slice';
import { createConnectionDialogSlice } from './connection-dialog-slice';
import { createConnectionEditSlice } from './connection-edit-slice';
import { createConnectionTestSlice } from './connection-test-slice';
import { createConnectionsSlice } from './connections-slice';
import { createDemoToolsSlice } from './demo-tools-slice';
import { createDiagnosticsSlice } from './diagnostics-slice';
import { createInstallationSlice } from './installation-slice';
import { createRequestsSlice } from './requests-slice';
import type { AppState } from './types';
import { createUiSlice } from './ui-slice';

export type { AppState } from './types';

/** A store over `bridge`; tests make their own with a fake bridge. */
export function createAppStore(bridge: Bridge) {
  return create<AppState>()((...a) => ({
    ...createConnectionsSlice(bridge)(...a),
    ...createConnectionDialogSlice(bridge)(...a),
    ...createConnectionEditSlice(bridge)(...a),
    ...createConnectionTestSlice(bridge)(...a),
    ...createInstallationSlice(bridge)(...a),
    ...createCategoriesSlice(bridge)(...a),
    ...createCategoryBrowseSlice(...a),
    ...createRequestsSlice(bridge)(...a),
    ...createDiagnosticsSlice(bridge)(...a),
    ...createDemoToolsSlice(bridge)(...a),
    ...createUiSlice(...a),
  }));
}

/** The app's store, over window.inspector. */
export const useAppStore = createAppStore(hostBridge);
