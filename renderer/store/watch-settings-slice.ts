// How often each connection is watched (watch.json in main), and the fleet file in the Connections
// dialog: importing one adds or updates connections (main reads token_env from its own
// environment; the renderer never sees a token), exporting one writes the saved connections
// without tokens. What happened is said in the dialog's message.
import type { Bridge } from '../bridge';
import { countText } from '../../shared/count-text';
import type { ExportOutcome } from '../../shared/ipc-contract';
import type { FleetImport } from '../../shared/watch';
import { hostMessage } from './connection-dialog-slice';
import type { SliceCreator } from './state/app-state';
import type { DialogMessage } from './state/connection-dialog-state';
import type { WatchSettingsSlice } from './state/watch-settings-state';

/** Skipped and merged rows listed in the message; the rest are counted. */
const SKIPPED_LISTED = 20;

/** What an import did, as the dialog says it. */
export function importMessage(outcome: FleetImport): DialogMessage {
  const { added, updated, skipped, merged } = outcome;
  const done = added + updated;
  const mergedText = merged.length ? `; ${countText(merged.length, 'row')} merged` : '';
  const text =
    done === 0
      ? `Nothing was imported${skipped.length ? `: ${countText(skipped.length, 'row was', 'rows were')} skipped.` : '.'}`
      : `Imported ${countText(done, 'connection')}: ${added.toLocaleString('en-US')} added, ${updated.toLocaleString('en-US')} updated` +
        mergedText +
        (skipped.length ? `; ${countText(skipped.length, 'row')} skipped.` : '.');
  // Skipped and merged rows in line order, at most SKIPPED_LISTED of them.
  const listed = [
    ...skipped.map((row) => ({ line: row.line, text: `Line ${row.line}: ${row.reason}` })),
    ...merged.map((row) => ({
      line: row.line,
      text: `Line ${row.line}: merged into line ${row.into}, of the same name "${row.name}" (this row's address and settings are used)`,
    })),
  ].sort((a, b) => a.line - b.line);
  const notes = listed.slice(0, SKIPPED_LISTED).map((row) => row.text);
  if (listed.length > SKIPPED_LISTED)
    notes.push(`… and ${(listed.length - SKIPPED_LISTED).toLocaleString()} more.`);
  return { tone: done === 0 && skipped.length > 0 ? 'error' : 'success', text, notes };
}

/** What an export did, as the dialog says it (a download is the browser's to save). */
export function exportMessage(outcome: ExportOutcome): DialogMessage {
  const notes = [
    'Tokens are never exported: each row names the environment variable to read its token from.',
  ];
  switch (outcome.status) {
    case 'saved':
      return { tone: 'success', text: `Saved the connections as ${outcome.file}`, notes };
    case 'download':
      return {
        tone: 'success',
        text: `Your browser saves the connections as ${outcome.fileName}, in its downloads.`,
        notes,
      };
    case 'cancelled':
      return { tone: 'success', text: 'Export cancelled; nothing was saved.', notes: [] };
  }
}

export const createWatchSettingsSlice =
  (bridge: Bridge): SliceCreator<WatchSettingsSlice> =>
  (set, get) => ({
    watchSettings: null,
    fleetFileBusy: false,
    async loadWatchSettings() {
      const result = await bridge.getWatchSettings({});
      if (result.ok) set({ watchSettings: result.value });
    },
    async setWatch(profileId, every) {
      const result = await bridge.setWatch({ profileId, every });
      if (result.ok) {
        set({ watchSettings: result.value });
        // A board in view shows the new setting; one out of sight loads when shown.
        if (get().mainView === 'fleet') void get().loadFleet();
        return;
      }
      get().showDialogMessage({
        tone: 'error',
        text: `The watch setting was not saved: ${hostMessage(result.error)}`,
        notes: [],
      });
    },
    async setMaintenance(windows) {
      const result = await bridge.setMaintenance({ windows: [...windows] });
      if (!result.ok) return hostMessage(result.error);
      set({ watchSettings: result.value });
      if (get().mainView === 'fleet') void get().loadFleet();
      return null;
    },
    async setWatchOptions(options) {
      const result = await bridge.setWatchOptions(options);
      if (!result.ok) return hostMessage(result.error);
      set({ watchSettings: result.value });
      return null;
    },
    async importFleetFile(text, format) {
      set({ fleetFileBusy: true });
      get().showDialogMessage(null);
      const result = await bridge.importFleet({ text, format });
      set({ fleetFileBusy: false });
      if (!result.ok) {
        get().showDialogMessage({
          tone: 'error',
          text: `The fleet file was not imported: ${hostMessage(result.error)}`,
          notes: [],
        });
        return;
      }
      await Promise.all([get().syncProfiles(), get().loadWatchSettings()]);
      get().showDialogMessage(importMessage(result.value));
      if (get().mainView === 'fleet') void get().loadFleet();
    },
    async exportFleetFile(format) {
      set({ fleetFileBusy: true });
      get().showDialogMessage(null);
      const result = await bridge.exportFleet({ format });
      set({ fleetFileBusy: false });
      if (result.ok) {
        get().showDialogMessage(exportMessage(result.value));
        return result.value;
      }
      get().showDialogMessage({
        tone: 'error',
        text: `The fleet file was not exported: ${hostMessage(result.error)}`,
        notes: [],
      });
      return null;
    },
  });
