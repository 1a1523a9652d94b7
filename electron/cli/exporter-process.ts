/**
 * The exporter's process sized for many small probes. Node sizes V8's young generation for the
 * machine's memory (up to 64 MB a semi-space on Node 24) and glibc gives each thread that mallocs
 * (zlib and undici's work on libuv's threads) an arena of its own; for a process answering a
 * thousand probes a minute with a live heap of ~25 MB that more than doubles the resident set. So
 * `exporter` starts the same command again in place (process.execve: same process id, standard
 * streams and signals) with EXPORTER_NODE_FLAGS and MALLOC_ARENA_MAX=2. Never done twice (a marker
 * variable), nor when the user chose for themselves (any of these flags in NODE_OPTIONS or node's own
 * flags, MALLOC_ARENA_MAX set), with RETAIL_INSPECTOR_EXPORTER_TUNING=off, under Electron, or where
 * process.execve is missing (Windows, Node < 22.15); then, and if execve fails, it returns and the
 * exporter runs as it was started.
 */

/** V8 flags the exporter runs under (docs/performance.md says what each saves and costs). */
export const EXPORTER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=30'] as const;

/** Set in the tuned process; also set it to `off` to run the exporter exactly as started. */
export const TUNING_VARIABLE = 'RETAIL_INSPECTOR_EXPORTER_TUNING';

/** What the tuning decides from; the defaults are this process's. */
export interface ProcessFacts {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly execArgv: readonly string[];
  readonly electron: boolean;
  readonly execve: ((file: string, args: string[], env: Record<string, string>) => never) | null;
}

function thisProcess(): ProcessFacts {
  const execve = (process as { execve?: ProcessFacts['execve'] }).execve;
  return {
    env: process.env,
    execArgv: process.execArgv,
    electron: process.versions.electron !== undefined,
    execve: typeof execve === 'function' ? execve.bind(process) : null,
  };
}

/** The arguments and environment of the tuned process, or null when it should run as started. */
export function tunedStart(
  facts: ProcessFacts,
  execPath: string,
  argv: readonly string[],
): { readonly args: string[]; readonly env: Record<string, string> } | null {
  const { env } = facts;
  if (!facts.execve || facts.electron || env[TUNING_VARIABLE] !== undefined) return null;
  const chosen = [env.NODE_OPTIONS ?? '', ...facts.execArgv].join(' ');
  const names = EXPORTER_NODE_FLAGS.map((flag) => flag.replace(/=.*$/, '').replace(/^--/, ''));
  // V8 reads --max-semi-space-size and --max_semi_space_size alike.
  const spelled = (name: string) => new RegExp(`--${name.replace(/-/g, '[-_]')}\\b`);
  if (names.some((name) => spelled(name).test(chosen)) || env.MALLOC_ARENA_MAX !== undefined) return null;
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined) kept[name] = value;
  return {
    args: [execPath, ...EXPORTER_NODE_FLAGS, ...facts.execArgv, ...argv.slice(1)],
    env: { ...kept, MALLOC_ARENA_MAX: '2', [TUNING_VARIABLE]: 'on' },
  };
}

/** Replaces this process with the tuned one when it should; returns when it runs as it is. */
export function tuneExporterProcess(facts: ProcessFacts = thisProcess()): void {
  const start = tunedStart(facts, process.execPath, process.argv);
  if (!start || !facts.execve) return;
  try {
    facts.execve(process.execPath, start.args, start.env);
  } catch {
    // Not replaced (a platform or sandbox refusing it): the exporter runs untuned, as started.
  }
}
