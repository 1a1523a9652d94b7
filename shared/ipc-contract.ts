/**
 * The one contract between renderer and main (and the web host): each method's argument schema and
 * result type, each event's payload. Handlers, preload and web host are all typed from here, so
 * renaming a method breaks the build, not the app. Arguments are validated against these schemas
 * on arrival in main; results are Result values (shared/result.ts).
 */
import { z } from 'zod';
import type { CallFailureKind, CallResult } from './call-result';
import type { EventName, MethodName } from './ipc-methods';
import { ProfileInputSchema, type ProfileView } from './profiles';
import type { Result } from './result';
import type { SystemInfo } from './v2';

const id = z.string().min(1).max(100);
const callId = z.string().min(1).max(100).optional();
const none = z.strictObject({}).optional();

/** Argument schemas, one per method. */
export const ARGUMENTS = {
  listProfiles: none,
  saveProfile: ProfileInputSchema,
  deleteProfile: z.strictObject({ id }),
  setActiveProfile: z.strictObject({ id }),
  setWeakStorageAllowed: z.strictObject({ allowed: z.boolean() }),
  /** A saved profile, or an unsaved draft (its token, when absent, is the saved profile's). */
  testConnection: z.strictObject({ profileId: id.optional(), draft: ProfileInputSchema.optional(), callId }),
  getInfo: z.strictObject({ profileId: id, callId }),
  getCategories: z.strictObject({ profileId: id, callId }),
  cancelCall: z.strictObject({ callId: z.string().min(1).max(100) }),
  listRequests: none,
  getRequestBody: z.strictObject({
    id: z.number().int().positive(),
    maxChars: z.number().int().min(1).max(10_000_000).optional(),
  }),
  clearRequests: none,
  demoStatus: none,
  startDemo: z.strictObject({ datasetFile: z.string().min(1).max(4_096).optional() }).optional(),
  stopDemo: none,
  setDemoFaults: z.strictObject({
    latencyMs: z.number().int().min(0).max(600_000),
    failRate: z.number().min(0).max(1),
  }),
  /** Opens an https link in the system browser, after main checks it. */
  openExternal: z.strictObject({ url: z.string().max(2_000) }),
} satisfies Record<MethodName, z.ZodType>;

/** How tokens are kept, as the connections view shows it. */
export interface StorageStatusView {
  readonly level: 'secure' | 'weak' | 'unavailable';
  readonly weakStorageAllowed: boolean;
  readonly notice: string | null;
  readonly writable: boolean;
}

/** The embedded demo server's state. */
export interface DemoStatus {
  readonly running: boolean;
  readonly url: string | null;
  readonly file: string | null;
  readonly companyName: string | null;
  readonly categories: number;
  readonly faults: { readonly latencyMs: number; readonly failRate: number } | null;
}

/** One line of the request log. */
export interface RequestLogEntry {
  readonly id: number;
  /** ISO time the request finished. */
  readonly at: string;
  /** Who made the call: the app itself (room for other sources, such as a capture, later). */
  readonly source: 'app';
  readonly method: string;
  /** Token masked. */
  readonly url: string;
  /** HTTP status; 0 when no answer came. */
  readonly status: number;
  readonly ok: boolean;
  readonly failureKind?: CallFailureKind;
  readonly durationMs: number;
  readonly bytes: number;
  readonly hasBody: boolean;
}

/** Categories as they cross the process boundary: one JSON text of the rows, parsed in the renderer. */
export interface CategoriesPayload {
  readonly rowsJson: string;
  readonly count: number;
}

/** The result type of each method. */
export interface Results {
  listProfiles: { profiles: ProfileView[]; activeProfileId: string | null; storage: StorageStatusView };
  saveProfile: { profile: ProfileView; notes: readonly string[] };
  deleteProfile: null;
  setActiveProfile: null;
  setWeakStorageAllowed: StorageStatusView;
  testConnection: CallResult<SystemInfo>;
  getInfo: CallResult<SystemInfo>;
  getCategories: CallResult<CategoriesPayload>;
  cancelCall: { cancelled: boolean };
  listRequests: RequestLogEntry[];
  getRequestBody: { text: string; totalChars: number; truncated: boolean } | null;
  clearRequests: null;
  demoStatus: DemoStatus;
  startDemo: DemoStatus;
  stopDemo: DemoStatus;
  setDemoFaults: DemoStatus;
  openExternal: { opened: boolean };
}

/** The payload of each event. */
export interface EventPayloads {
  requestLogged: RequestLogEntry;
  demoStatus: DemoStatus;
}

/** Arguments a method accepts (before defaults are applied). */
export type ArgsOf<M extends MethodName> = z.input<(typeof ARGUMENTS)[M]>;

/** window.inspector: one method per contract entry, plus event subscription. */
export type InspectorApi = {
  [M in MethodName]: (args: ArgsOf<M>) => Promise<Result<Results[M]>>;
} & {
  /** Calls `listener` on each `event`; returns a function that stops the calls. */
  on<E extends EventName>(event: E, listener: (payload: EventPayloads[E]) => void): () => void;
};
