/**
 * The handler table: one async function per method of shared/ipc-contract.ts, plain functions of the
 * dependencies passed in. Electron's IPC and the web host both serve it through `dispatch`, which
 * validates arguments against the contract's schemas and turns every outcome into a Result.
 */
import { ARGUMENTS, type ArgsOf, type EnvironmentInfo, type Results } from '../../../shared/ipc-contract';
import type { MethodName } from '../../../shared/ipc-methods';
import { DEMO_PROFILE_ID, ProfileInputSchema } from '../../../shared/profiles';
import { formatJsonPath } from '../../../shared/issue-path';
import type { Result } from '../../../shared/result';
import { AppError, isAppError } from '../lib/app-error';
import type { FetchLike, Installation, V2Client } from '../client/v2-client';
import { createCallRegistry } from './call-registry';
import { categoriesPayload } from './categories-payload';
import { createCategoryRests } from './category-rests';
import type { DemoServer } from '../server/demo-server';
import type { EventHub } from '../host/event-hub';
import type { FileDialogs } from '../host/file-dialogs';
import { demoProfile, resolveInstallation } from './installation-for';
import { createDatasetHandlers } from './dataset-handlers';
import { createDiagnosticsHandlers } from './diagnostics-handlers';
import type { ToolContext } from './handler-types';
import type { ProfileStore } from '../profiles/profile-store';
import type { RequestLog } from '../client/request-log';
import { safeExternalUrl } from '../host/safe-external-url';

/** What the handlers need. */
export interface HandlerDeps {
  readonly profiles: ProfileStore;
  readonly client: V2Client;
  /** For images (logo and category checks, capture); never sent a token. */
  readonly fetch: FetchLike;
  readonly requestLog: RequestLog;
  readonly demo: DemoServer;
  /** Opens a vetted https URL outside the app; resolves false when this host cannot. */
  readonly openInBrowser: (url: string) => Promise<boolean>;
  /** The host's save/open dialogs; null where there are none (the web host). */
  readonly dialogs: FileDialogs | null;
  /** Where captures are written when the renderer names the file (no dialogs). */
  readonly capturesDir: string;
  readonly environment: EnvironmentInfo;
  /** Sends an event to the renderer (capture progress). */
  readonly emit: EventHub['emit'];
}

/** A table of handlers, one per method. */
export type Handlers = { [M in MethodName]: (args: ArgsOf<M>) => Promise<Results[M]> };

/** Builds the handler table over `deps`. */
export function createHandlers(deps: HandlerDeps): Handlers {
  const calls = createCallRegistry();
  const rests = createCategoryRests();
  const installationFor = (profileId: string) => resolveInstallation(deps, profileId);
  const cancellable = calls.run;
  const shared: ToolContext = { installationFor, cancellable };

  return {
    async listProfiles() {
      // Another process on the same data folder may have saved since (profile-store.ts).
      await deps.profiles.refresh();
      const active = deps.profiles.activeProfileId();
      const profiles = [demoProfile(deps.demo.status()), ...deps.profiles.list()];
      // First start (or the active profile was deleted): the demo connection is selected.
      const activeProfileId = active && profiles.some((p) => p.id === active) ? active : DEMO_PROFILE_ID;
      return { profiles, activeProfileId, storage: deps.profiles.status() };
    },
    saveProfile: (args) => deps.profiles.save(args),
    async deleteProfile({ id }) {
      if (id === DEMO_PROFILE_ID)
        throw new AppError('INVALID_ARGUMENT', 'The demo connection is built in and cannot be deleted.');
      await deps.profiles.remove(id);
      return null;
    },
    async setActiveProfile({ id }) {
      if (id !== DEMO_PROFILE_ID) deps.profiles.get(id);
      await deps.profiles.setActive(id);
      return null;
    },
    async setWeakStorageAllowed({ allowed }) {
      await deps.profiles.setWeakStorageAllowed(allowed);
      return deps.profiles.status();
    },
    async testConnection({ profileId, draft, callId }) {
      let target: { installation: Installation; timeoutMs: number };
      if (draft) {
        const input = ProfileInputSchema.parse(draft);
        const savedToken = input.id ? deps.profiles.tokenFor(input.id) : undefined;
        const token = input.token === undefined ? savedToken : (input.token ?? undefined);
        target = {
          installation: { baseUrl: input.baseUrl, token, insecure: input.insecure },
          timeoutMs: input.timeoutMs,
        };
      } else if (profileId) {
        target = await installationFor(profileId);
      } else {
        throw new AppError('INVALID_ARGUMENT', 'Name a saved connection or give a draft to test.');
      }
      // Info tells whether the installation answers; categories whether the token is accepted.
      return cancellable(callId, async (signal) => {
        const options = { timeoutMs: target.timeoutMs, signal };
        const info = await deps.client.getInfo(target.installation, options);
        if (!info.ok) return info;
        const categories = await deps.client.getCategories(target.installation, {
          ...options,
          maxBytes: 64_000_000,
        });
        return categories.ok
          ? info
          : { ok: false as const, failure: categories.failure, meta: categories.meta };
      });
    },
    async getInfo({ profileId, callId }) {
      const target = await installationFor(profileId);
      return cancellable(callId, (signal) =>
        deps.client.getInfo(target.installation, { timeoutMs: target.timeoutMs, signal }),
      );
    },
    async getCategories({ profileId, callId, sortLocale }) {
      const target = await installationFor(profileId);
      const result = await cancellable(callId, (signal) =>
        deps.client.getCategories(target.installation, { timeoutMs: target.timeoutMs, signal }),
      );
      if (!result.ok) return result;
      const { first, restJson } = categoriesPayload(result.data.rows, sortLocale);
      return { ok: true, meta: result.meta, data: { ...first, rest: restJson && rests.put(restJson) } };
    },
    async getCategoriesRest({ rest }) {
      const rowsJson = rests.take(rest);
      return rowsJson === null
        ? { ok: false, message: 'The rest of the categories is no longer kept. Refresh to load them again.' }
        : { ok: true, data: { rowsJson } };
    },
    cancelCall: async ({ callId }) => ({ cancelled: calls.cancel(callId) }),
    listRequests: async () => deps.requestLog.list(),
    getRequestBody: async ({ id, maxChars }) => deps.requestLog.body(id, maxChars ?? 1_000_000),
    async clearRequests() {
      deps.requestLog.clear();
      return null;
    },
    demoStatus: async () => deps.demo.status(),
    setDemoFaults: async (faults) => deps.demo.setFaults(faults),
    async openExternal({ url }) {
      const safe = safeExternalUrl(url);
      if (!safe) throw new AppError('INVALID_ARGUMENT', 'Only https links can be opened outside the app.');
      return { opened: await deps.openInBrowser(safe) };
    },
    hostInfo: async () => ({
      fileDialogs: deps.dialogs !== null,
      capturesDir: deps.capturesDir,
      environment: deps.environment,
    }),
    ...createDiagnosticsHandlers(deps, shared),
    ...createDatasetHandlers(deps, shared),
  };
}

/** Whether `name` is a method of the contract (callers receive arbitrary strings). */
export function isMethodName(name: string): name is MethodName {
  return Object.prototype.hasOwnProperty.call(ARGUMENTS, name);
}

/**
 * Validates `rawArgs` for `method` and runs its handler. Never throws: bad arguments, expected
 * failures and bugs all become Result errors. `mask` removes secrets from unexpected messages.
 */
export async function dispatch(
  handlers: Handlers,
  method: MethodName,
  rawArgs: unknown,
  mask: (text: string) => string = (t) => t,
): Promise<Result<unknown>> {
  const parsed = ARGUMENTS[method].safeParse(rawArgs);
  if (!parsed.success) {
    // Paths and expectations only: argument values (a token, say) are never echoed.
    const problems = parsed.error.issues.map((i) => `${formatJsonPath(i.path)}: ${i.message}`).slice(0, 5);
    return { ok: false, error: { code: 'INVALID_ARGUMENT', message: `${method}: ${problems.join('; ')}` } };
  }
  try {
    const run = handlers[method] as (args: unknown) => Promise<unknown>;
    return { ok: true, value: await run(parsed.data) };
  } catch (error) {
    if (isAppError(error)) return { ok: false, error: { code: error.code, message: mask(error.message) } };
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error: { code: 'INTERNAL', message: mask(`Unexpected error in ${method}: ${message}`) },
    };
  }
}
