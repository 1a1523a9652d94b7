// The watch settings slice (watch-settings-slice.ts): how often each connection is watched, as
// main keeps it in watch.json, and the fleet file's import and export in the Connections dialog.
import type { IncidentSettings } from '../../../shared/incidents';
import type { ExportOutcome } from '../../../shared/ipc-contract';
import type { MaintenanceWindow } from '../../../shared/maintenance';
import type { FleetFormat, WatchEvery, WatchSettings } from '../../../shared/watch';

export interface WatchSettingsSlice {
  /** As main last said; null before the first load (every connection is off until then). */
  readonly watchSettings: WatchSettings | null;
  /** Whether an import or export of the fleet file is under way. */
  readonly fleetFileBusy: boolean;
  loadWatchSettings(): Promise<void>;
  /** Watches `profileId` every `every` minutes, or stops; a refusal is said in the dialog. */
  setWatch(profileId: string, every: WatchEvery): Promise<void>;
  /**
   * Replaces the maintenance windows (targets by connection id); resolves with null once saved (the
   * board loads again), or with what main said when it refused them.
   */
  setMaintenance(windows: readonly MaintenanceWindow[]): Promise<string | null>;
  /**
   * Saves the confirmation runs and the incident settings (grouping, reminders); resolves with null
   * once saved, or with what main said when it refused them.
   */
  setWatchOptions(options: { confirmRuns: number; incidents: IncidentSettings }): Promise<string | null>;
  /**
   * Imports a fleet file's text (added and updated connections, the rows skipped and why, said in
   * the dialog's message); the list is read again after.
   */
  importFleetFile(text: string, format: FleetFormat): Promise<void>;
  /**
   * Exports the saved connections as a fleet file, through the host's save dialog; resolves with the
   * outcome (a 'download' is for the caller to hand to the browser), or null when it failed. What
   * happened is said in the dialog's message.
   */
  exportFleetFile(format: FleetFormat): Promise<ExportOutcome | null>;
}
