// Debian's `prometheus`, `promtool`, `prometheus-alertmanager` and `amtool` for tests: found in PATH
// (or the override variable), and when missing a test fails with how to install them, never skips.
// `promtool` and `amtool` run bounded.
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The binaries of Debian's `prometheus` and `prometheus-alertmanager` packages. */
export type PrometheusBinary = 'prometheus' | 'promtool' | 'prometheus-alertmanager' | 'amtool';

const OVERRIDE: Record<PrometheusBinary, string> = {
  prometheus: 'PROMETHEUS_PATH',
  promtool: 'PROMTOOL_PATH',
  'prometheus-alertmanager': 'ALERTMANAGER_PATH',
  amtool: 'AMTOOL_PATH',
};

// The Debian package that brings each binary, and what else it brings.
const PACKAGE: Record<PrometheusBinary, { name: string; brings: string }> = {
  prometheus: { name: 'prometheus', brings: 'prometheus and promtool' },
  promtool: { name: 'prometheus', brings: 'prometheus and promtool' },
  'prometheus-alertmanager': {
    name: 'prometheus-alertmanager',
    brings: 'prometheus-alertmanager and amtool',
  },
  amtool: { name: 'prometheus-alertmanager', brings: 'prometheus-alertmanager and amtool' },
};

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The path of `name` (the override variable, else `PATH`, else `fallbacks`); throws saying how to
 * install it when it is not there.
 */
export function prometheusBinary(
  name: PrometheusBinary,
  env: NodeJS.ProcessEnv = process.env,
  fallbacks: readonly string[] = ['/usr/bin', '/usr/local/bin'],
): string {
  const override = env[OVERRIDE[name]];
  if (override) {
    if (executable(override)) return override;
    throw new Error(`${OVERRIDE[name]}=${override} is not an executable file.`);
  }
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const dir of [...dirs, ...fallbacks]) {
    const candidate = join(dir, name);
    if (executable(candidate)) return candidate;
  }
  const pkg = PACKAGE[name];
  throw new Error(
    `${name} is not installed. These tests run a real Prometheus and Alertmanager: install Debian's ` +
      `package with \`sudo apt-get install -y ${pkg.name}\` (it brings ${pkg.brings}; .ci/run does ` +
      `this), or set ${OVERRIDE[name]} to the binary.`,
  );
}

/** What a finished `promtool` run wrote. */
export interface ToolRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `promtool <args>` in `cwd`, killed after `timeoutMs`. */
export function runPromtool(args: readonly string[], cwd: string, timeoutMs = 30_000): Promise<ToolRun> {
  return runTool('promtool', args, cwd, timeoutMs);
}

/** Runs `amtool <args>` in `cwd`, killed after `timeoutMs`. */
export function runAmtool(args: readonly string[], cwd: string, timeoutMs = 30_000): Promise<ToolRun> {
  return runTool('amtool', args, cwd, timeoutMs);
}

function runTool(
  name: 'promtool' | 'amtool',
  args: readonly string[],
  cwd: string,
  timeoutMs: number,
): Promise<ToolRun> {
  const binary = prometheusBinary(name);
  return new Promise((resolve) => {
    execFile(
      binary,
      [...args],
      { cwd, timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({
          code,
          stdout,
          stderr: error?.killed ? `${stderr}\n(killed after ${timeoutMs} ms)` : stderr,
        });
      },
    );
  });
}

/** Both streams of a promtool or amtool run, for failure messages. */
export function describeToolRun(run: ToolRun): string {
  return `\n--- exit ${run.code}; stdout ---\n${run.stdout}\n--- stderr ---\n${run.stderr}`;
}
