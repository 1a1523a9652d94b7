/**
 * Whether the desktop app looks for updates, where and on which channel, decided from (strongest
 * first) the machine-wide policy file an administrator writes, the environment, and the user's
 * setting. Off always wins: the policy file saying "off", RETAIL_INSPECTOR_DISABLE_UPDATES=1 or the
 * setting "off" each stop every update request. A policy file that names a channel or a mirror fixes
 * them: the setting cannot change them. A policy file that cannot be read as one (bad JSON, an unknown
 * key, a wrong value) leaves updates off with a note saying why: on a managed machine a typo such as
 * `"update": "off"` must not quietly let the app download and install what the administrator meant to
 * stop. adapters/app-updater.ts acts on the decision; docs/user-guide.md documents the file.
 */
import { join } from 'node:path';

/** What the user can choose in the menu (Help > Updates). */
export type UpdateSetting = 'off' | 'stable' | 'beta';
export const UPDATE_SETTINGS: readonly UpdateSetting[] = ['off', 'stable', 'beta'];

/** electron-updater's channel for each: stable reads latest-<os>.yml, beta beta-<os>.yml. */
export const UPDATER_CHANNEL = { stable: 'latest', beta: 'beta' } as const;

export type UpdateDecision =
  | {
      readonly enabled: true;
      readonly channel: 'stable' | 'beta';
      /** The mirror to ask instead of the build's own URL (app-update.yml), or null for that one. */
      readonly url: string | null;
      /** The policy file fixed the channel: the setting's menu items are disabled. */
      readonly locked: boolean;
    }
  | {
      readonly enabled: false;
      /** Why, in a line for the log and the menu; null when the user turned them off. */
      readonly note: string | null;
      readonly locked: boolean;
    };

export interface UpdatePolicyInput {
  readonly platform: NodeJS.Platform;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The policy file's text, or null when there is none; may throw (then updates stay off). */
  readonly readPolicyFile: (path: string) => string | null;
  /** The user's setting, as saved. */
  readonly setting: UpdateSetting;
}

/** Where administrators put the policy file, per OS. */
export function policyFilePath(platform: NodeJS.Platform, env: UpdatePolicyInput['env']): string {
  if (platform === 'win32')
    return join(env.ProgramData ?? 'C:\\ProgramData', 'Retail Inspector', 'policy.json');
  if (platform === 'darwin') return '/Library/Application Support/Retail Inspector/policy.json';
  return '/etc/retail-inspector/policy.json';
}

interface Policy {
  readonly updates?: UpdateSetting;
  readonly updateUrl?: string;
}

const POLICY_KEYS = new Set(['updates', 'updateUrl']);

/** The policy file's rules, or a sentence saying why it is not one. */
function readPolicy(text: string): Policy | string {
  let value: unknown;
  try {
    // Windows' Notepad saves UTF-8 with a byte order mark, which JSON.parse refuses.
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return 'it is not JSON';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'it is not a JSON object';
  const record = value as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !POLICY_KEYS.has(key));
  if (unknown.length > 0) return `it has the unknown key ${JSON.stringify(unknown[0])}`;
  const { updates, updateUrl } = record;
  if (updates !== undefined && !UPDATE_SETTINGS.includes(updates as UpdateSetting))
    return '"updates" must be "off", "stable" or "beta"';
  if (updateUrl !== undefined && (typeof updateUrl !== 'string' || feedProblem(updateUrl) !== null))
    return `"updateUrl" ${typeof updateUrl === 'string' ? feedProblem(updateUrl) : 'must be a string'}`;
  return record as Policy;
}

/**
 * Why `url` cannot serve updates (https, or http to this machine only), or null. A user name or
 * password in it is refused: electron-updater never sends them (it builds each request from the
 * host and path), and its error messages would carry them into the log.
 */
function feedProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not a URL';
  }
  if (parsed.username || parsed.password)
    return 'must not hold a user name or password (the updater would not send them)';
  if (parsed.protocol === 'https:') return null;
  const loopback = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(parsed.hostname);
  if (parsed.protocol === 'http:' && loopback) return null;
  return 'must be an https URL';
}

const off = (note: string | null, locked: boolean): UpdateDecision => ({ enabled: false, note, locked });

/** The decision for `input`. */
export function decideUpdates(input: UpdatePolicyInput): UpdateDecision {
  const path = policyFilePath(input.platform, input.env);
  let text: string | null;
  try {
    text = input.readPolicyFile(path);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    return off(`Updates are off: the policy file ${path} cannot be read (${reason}).`, true);
  }
  const policy = text === null ? {} : readPolicy(text);
  if (typeof policy === 'string')
    return off(`Updates are off: the policy file ${path} is not valid (${policy}).`, true);
  if (policy.updates === 'off') return off(`Updates are turned off by the policy file ${path}.`, true);
  // Any value but none, 0 or false turns them off: "yes" or "TRUE" must not leave them on.
  const disable = (input.env.RETAIL_INSPECTOR_DISABLE_UPDATES ?? '').trim().toLowerCase();
  if (!['', '0', 'false'].includes(disable))
    return off('Updates are turned off by RETAIL_INSPECTOR_DISABLE_UPDATES.', true);
  const envUrl = input.env.RETAIL_INSPECTOR_UPDATE_URL || undefined;
  if (policy.updateUrl === undefined && envUrl !== undefined && feedProblem(envUrl) !== null)
    return off(`Updates are off: RETAIL_INSPECTOR_UPDATE_URL ${feedProblem(envUrl)}.`, false);
  const url = policy.updateUrl ?? envUrl ?? null;
  if (policy.updates !== undefined) return { enabled: true, channel: policy.updates, url, locked: true };
  if (input.setting === 'off') return off(null, false);
  return { enabled: true, channel: input.setting, url, locked: false };
}
