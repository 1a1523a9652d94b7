// How often each connection is watched (watch.json in main), and the fleet file in the Connections
// dialog: importing one adds or updates connections (main reads token_env from its own
// environment; the renderer never sees a token), exporting one writes the saved connections
// without tokens. What happened is said in the dialog's message, as words in the language shown.
import type { Bridge } from '../bridge';
import type { ExportOutcome } from '../../shared/ipc-contract';
import type { ErrorValue } from '../../shared/result';
import type { FleetImport } from '../../shared/watch';
import type { MessageId } from '../i18n/messages/en';
import { words } from '../i18n/words';
import { hostMessage } from './connection-dialog-slice';
import type { SliceCreator } from './state/app-state';
import type { DialogMessage } from './state/connection-dialog-state';
import type { WatchSettingsSlice } from './state/watch-settings-state';

/** Skipped and merged rows listed in the message; the rest are counted. */
const SKIPPED_LISTED = 20;

/** What an import did, as the dialog says it; a skipped row's reason is main's, as received. */
export function importMessage(outcome: FleetImport): DialogMessage {
  const { added, updated, skipped, merged } = outcome;
  const done = added + updated;
  const text =
    done === 0
      ? words('connections.fleet.nothingImported', { skipped: skipped.length })
      : words('connections.fleet.imported', {
          done,
          added,
          updated,
          merged: merged.length,
          skipped: skipped.length,
        });
  // Skipped and merged rows in line order, at most SKIPPED_LISTED of them.
  const listed = [
    ...skipped.map((row) => ({
      line: row.line,
      text: words('connections.fleet.lineSkipped', { line: row.line, reason: row.reason }),
    })),
    ...merged.map((row) => ({
      line: row.line,
      text: words('connections.fleet.lineMerged', { line: row.line, into: row.into, name: row.name }),
    })),
  ].sort((a, b) => a.line - b.line);
  const notes = listed.slice(0, SKIPPED_LISTED).map((row) => row.text);
  if (listed.length > SKIPPED_LISTED)
    notes.push(words('connections.fleet.moreLines', { count: listed.length - SKIPPED_LISTED }));
  return { tone: done === 0 && skipped.length > 0 ? 'error' : 'success', text, notes };
}

/** What an export did, as the dialog says it (a download is the browser's to save). */
export function exportMessage(outcome: ExportOutcome): DialogMessage {
  const notes = [words('connections.fleet.noTokens')];
  switch (outcome.status) {
    case 'saved':
      return { tone: 'success', text: words('connections.fleet.saved', { file: outcome.file }), notes };
    case 'download':
      return {
        tone: 'success',
        text: words('connections.fleet.downloaded', { file: outcome.fileName }),
        notes,
      };
    case 'cancelled':
      return { tone: 'success', text: words('ui.export.cancelled'), notes: [] };
  }
}

/** A failure of main's as the dialog says it: our words, with main's reason as received. */
const failed = (id: MessageId, error: ErrorValue): DialogMessage => ({
  tone: 'error',
  text: words(id, { reason: hostMessage(error) }),
  notes: [],
});

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
      get().showDialogMessage(failed('connections.msg.watchNotSaved', result.error));
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
        get().showDialogMessage(failed('connections.fleet.notImported', result.error));
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
      get().showDialogMessage(failed('connections.fleet.notExported', result.error));
      return null;
    },
  });
