/**
 * What `retail-inspector watch` is pointed at, read from its flags before anything is checked: the
 * installations (of --fleet FILE, or the one of --base-url), each address normalized as `check`'s is
 * and refused (a usage error naming the row) when it has no scheme, carries a user name or password,
 * or is plain http to another host without `insecure`; and the --webhook address, refused with
 * credentials in it (they would be sent nowhere, and printed back).
 */
import { normalizeBaseUrl } from '../core/client/base-url';
import { readFleetRows } from '../core/fleet/fleet-file';
import { rowToken, tokenOf } from '../core/fleet/fleet-token';
import { AppError } from '../core/lib/app-error';
import { addressNotes } from './address-notes';
import { TOKEN_ENV, type CliContext } from './cli-context';

/** One installation watched. */
export interface Watched {
  readonly id: string;
  readonly name: string;
  readonly baseUrl: string;
  readonly token: string | undefined;
  readonly insecure: boolean;
  /** The environment variable its token comes from (a fleet row's). */
  readonly tokenEnv: string | null;
  /**
   * Why its token is not here (its row names a variable that is not set): not called, the cause
   * no-token (ours, no event). Null when it can be called (a row without token_env goes without one).
   */
  readonly tokenMissing: string | null;
}

/** The flags the installations come from. */
export interface TargetFlags {
  readonly fleet?: string;
  readonly 'base-url'?: string;
  readonly token?: string;
  readonly insecure?: boolean;
}

/** The installations of --fleet FILE, or the one of --base-url. Names must differ: each has its history. */
export async function installations(flags: TargetFlags, ctx: CliContext): Promise<Watched[]> {
  if (flags.fleet === undefined) return [single(flags, ctx)];
  if (flags['base-url'] || flags.token || flags.insecure)
    throw new AppError(
      'USAGE',
      '--fleet takes its addresses and tokens from the file; drop --base-url, --token and --insecure',
    );
  const file = flags.fleet;
  const rows = await readFleetRows(file);
  const seen = new Map<string, number>();
  return rows.map(({ line, entry }) => {
    const before = seen.get(entry.name);
    if (before !== undefined)
      throw new AppError(
        'USAGE',
        `${file}: rows ${before} and ${line} are both named "${entry.name}"; each needs a name of its own (its history is kept under it)`,
      );
    seen.set(entry.name, line);
    const base = normalizeBaseUrl(entry.baseUrl, entry.insecure);
    // The address as written is not echoed: it may hold a password.
    if (!base.ok)
      throw new AppError(
        'USAGE',
        `${file}: row ${line} ("${entry.name}"): its address cannot be used: ${base.message}`,
      );
    const found = rowToken(entry, ctx.env);
    return {
      id: entry.name,
      name: entry.name,
      baseUrl: base.baseUrl,
      token: tokenOf(found),
      insecure: entry.insecure,
      tokenEnv: entry.tokenEnv ?? null,
      tokenMissing: found.kind === 'unavailable' ? found.message : null,
    };
  });
}

function single(flags: TargetFlags, ctx: CliContext): Watched {
  const given = flags['base-url'];
  if (!given)
    throw new AppError('USAGE', '--base-url (or --fleet) is required (see: retail-inspector watch --help)');
  const insecure = flags.insecure ?? false;
  const base = normalizeBaseUrl(given, insecure);
  if (!base.ok) throw new AppError('USAGE', base.message);
  for (const note of addressNotes(given, insecure)) ctx.err(note);
  const token = flags.token ?? ctx.env[TOKEN_ENV] ?? undefined;
  return {
    id: base.baseUrl,
    name: base.baseUrl,
    baseUrl: base.baseUrl,
    token: token || undefined,
    insecure,
    tokenEnv: null,
    tokenMissing: null,
  };
}

/** The --webhook address: http or https, without a user name or password. */
export function webhookUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppError('USAGE', '--webhook must be an http:// or https:// address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new AppError('USAGE', '--webhook must be an http:// or https:// address');
  if (url.username || url.password)
    throw new AppError(
      'USAGE',
      '--webhook must not hold a user name or password (user:password@); the receiver can take a secret in its path or query instead',
    );
  return url.href;
}
