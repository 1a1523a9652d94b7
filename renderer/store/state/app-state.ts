// The combined state of the store (app-store.ts), composed from each slice's state module in this
// folder, and the type of each slice's creator. The slices import these types and this folder
// imports no slice, so the store's types point one way.
import type { StateCreator } from 'zustand';
import type { CategoriesSlice } from './categories-state';
import type { CategoryBrowseSlice } from './category-browse-state';
import type { CategoryExportSlice } from './category-export-state';
import type { ChangesSlice } from './changes-state';
import type { ConnectionDialogSlice } from './connection-dialog-state';
import type { ConnectionEditSlice } from './connection-edit-state';
import type { ConnectionTestSlice } from './connection-test-state';
import type { ConnectionsSlice } from './connections-state';
import type { ConnectivitySlice } from './connectivity-state';
import type { DemoToolsSlice } from './demo-tools-state';
import type { DiagnosticsSlice } from './diagnostics-state';
import type { InstallationSlice } from './installation-state';
import type { OpenRequestsSlice } from './open-requests-state';
import type { PrintSlice } from './print-state';
import type { RequestsSlice } from './requests-state';
import type { SnapshotListSlice } from './snapshot-list-state';
import type { UiSlice } from './ui-state';
import type { FleetSlice } from './fleet-state';
import type { TimelineSlice } from './timeline-state';
import type { WatchAlertsSlice } from './watch-alerts-state';
import type { WatchSettingsSlice } from './watch-settings-state';

/** Everything the renderer keeps. */
export type AppState = ConnectionsSlice &
  ConnectionDialogSlice &
  ConnectionEditSlice &
  ConnectionTestSlice &
  InstallationSlice &
  CategoriesSlice &
  CategoryBrowseSlice &
  CategoryExportSlice &
  RequestsSlice &
  DiagnosticsSlice &
  DemoToolsSlice &
  ChangesSlice &
  SnapshotListSlice &
  PrintSlice &
  UiSlice &
  FleetSlice &
  WatchSettingsSlice &
  TimelineSlice &
  WatchAlertsSlice &
  ConnectivitySlice &
  OpenRequestsSlice;

/** A slice creator over the combined state. */
export type SliceCreator<Slice> = StateCreator<AppState, [], [], Slice>;
