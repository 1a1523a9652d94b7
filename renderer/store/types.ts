// The combined state of the store (app-store.ts), and the type of each slice's creator.
import type { StateCreator } from 'zustand';
import type { CategoriesSlice } from './categories-slice';
import type { CategoryBrowseSlice } from './category-browse-slice';
import type { ConnectionDialogSlice } from './connection-dialog-slice';
import type { ConnectionEditSlice } from './connection-edit-slice';
import type { ConnectionTestSlice } from './connection-test-slice';
import type { ConnectionsSlice } from './connections-slice';
import type { DemoToolsSlice } from './demo-tools-slice';
import type { DiagnosticsSlice } from './diagnostics-slice';
import type { InstallationSlice } from './installation-slice';
import type { RequestsSlice } from './requests-slice';
import type { UiSlice } from './ui-slice';

/** Everything the renderer keeps. */
export type AppState = ConnectionsSlice &
  ConnectionDialogSlice &
  ConnectionEditSlice &
  ConnectionTestSlice &
  InstallationSlice &
  CategoriesSlice &
  CategoryBrowseSlice &
  RequestsSlice &
  DiagnosticsSlice &
  DemoToolsSlice &
  UiSlice;

/** A slice creator over the combined state. */
export type SliceCreator<Slice> = StateCreator<AppState, [], [], Slice>;
