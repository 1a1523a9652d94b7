// The only code that reads window.inspector. Store actions call the inspector through `bridge`; when
// the page was opened without a host (a plain file, a dev server) every call resolves to a plain
// failure instead of throwing, so the app can say what to do.
import type { InspectorApi } from '../shared/ipc-contract';
import { METHODS } from '../shared/ipc-methods';
import type { Result } from '../shared/result';

/** The inspector's API as the store uses it; tests give the store their own. */
export type Bridge = InspectorApi;

// Said as words by its code (ui/failure-text.ts); the message is for whatever shows a host's message.
const MISSING_HOST =
  'The inspector is not connected to its host. Start it with "npm start", or open the address that "retail-inspector web" printed.';

const missing = (): Promise<Result<never>> =>
  Promise.resolve({ ok: false, error: { code: 'NO_HOST', message: MISSING_HOST } });

// Read on every call, so a host that attaches late is still picked up.
const host = (): InspectorApi | undefined => window.inspector;

function delegate(method: (typeof METHODS)[number]) {
  return (args: unknown) => {
    const api = host();
    if (!api) return missing();
    return (api[method] as (args: unknown) => Promise<unknown>)(args);
  };
}

const on: Bridge['on'] = (event, listener) => host()?.on(event, listener) ?? (() => undefined);

// Only the desktop app knows where a dropped file is; elsewhere the file is read as text.
const chooseDroppedFile = (file: File): Promise<Result<string> | null> =>
  host()?.chooseDroppedFile?.(file) ?? Promise.resolve(null);

/** window.inspector, or a stand-in whose calls all resolve to a plain failure. */
export const bridge = {
  ...Object.fromEntries(METHODS.map((method) => [method, delegate(method)])),
  on,
  chooseDroppedFile,
} as Bridge;
