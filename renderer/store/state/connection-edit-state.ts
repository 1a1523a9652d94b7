// The connection editing slice's state and actions (connection-edit-slice.ts).
import type { ProfileInput } from '../../../shared/profiles';

export interface ConnectionEditSlice {
  readonly saving: boolean;
  /** Why main refused the last save, in its words; null when it did not. */
  readonly saveError: string | null;
  /**
   * Saves `input`; on success shows the list with main's notes and, when `use`, switches to the
   * connection. A saved edit of the active connection reloads its data.
   */
  saveConnection(input: ProfileInput, use: boolean): Promise<void>;
  /** Forgets main's last refusal (the form is being fixed and will be sent again). */
  dismissSaveError(): void;
  /** Deletes connection `id`; deleting the active one falls back to the demo connection. */
  deleteConnection(id: string): Promise<void>;
}
