/**
 * Entry of the `retail-inspector` command: picks the command, wires the process (signals, output,
 * resource folders) and maps failures to exit codes with one clear line, never a stack trace.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAppError } from '../core/lib/app-error';
import { installLastResort, type Caught } from '../core/lib/last-resort';
import { APP_VERSION } from '../core/platform/app-version';
import { secretsMasker } from '../core/client/redact';
import { networkFrom, terminalLine, type CliContext } from './cli-context';
import { terminalText } from '../../shared/terminal-text';
import { tokensOnCommandLine } from './command-line-tokens';
import { maskedContext } from './masked-context';
import { EXIT } from './exit-codes';

const HELP = `Usage: retail-inspector <command> [options]

Commands:
  serve      serve the API v2 from a dataset file (offline demos, tests)
  check      check an installation against the API specification
  capture    save an installation as an offline dataset
  diff       compare two datasets, snapshots or installations
  export     export the category list as CSV or JSON
  openapi    write the OpenAPI 3.1 description of the API v2
  watch      check installations on a schedule, with events and history
  exporter   probe a fleet's installations for Prometheus (/probe?target=NAME)
  report     availability of each connection from a watch history
  web        open the inspector in a browser tab
  help       show this help, or "help <command>" for a command's options

Options:
  -v, --version  print the version
  -h, --help     show this help

Run "retail-inspector help <command>" (or "<command> --help") for a command's options.`;

const here = dirname(fileURLToPath(import.meta.url));

// Before anything runs: an error no part handled ends a short-lived command with one line and exit
// code 2, never a stack trace; a long-running one (exporter, watch, web) keeps serving instead.
const lastResort = installLastResort(process, failFast, Date.now, (text) =>
  secretsMasker(tokensOnCommandLine(process.argv.slice(2), process.env))(text),
);

// Each command's modules are loaded when it runs, not on every start (dist/cli-chunks/): a short
// command such as diff then does not evaluate the server's, the watch's or the exporter's.
const COMMANDS: Record<string, (args: readonly string[], ctx: CliContext) => Promise<number>> = {
  serve: async (args, ctx) => {
    // The request log's writer (pino) is loaded only by the command that logs requests.
    const [{ serveCommand }, { asyncDestination }] = await Promise.all([
      import('./serve-command'),
      import('./request-log'),
    ]);
    return serveCommand(args, { ...ctx, openLog: () => asyncDestination(process.stdout.fd) });
  },
  check: async (args, ctx) => (await import('./check-command')).checkCommand(args, ctx),
  capture: async (args, ctx) => (await import('./capture-command')).captureCommand(args, ctx),
  diff: async (args, ctx) => (await import('./diff-command')).diffCommand(args, ctx),
  export: async (args, ctx) => (await import('./export-command')).exportCommand(args, ctx),
  openapi: async (args, ctx) => (await import('./openapi-command')).openapiCommand(args, ctx),
  watch: async (args, ctx) => (await import('./watch-command')).watchCommand(args, ctx),
  exporter: async (args, ctx) => (await import('./exporter-command')).exporterCommand(args, ctx),
  report: async (args, ctx) => (await import('./report-command')).reportCommand(args, ctx),
  web: async (args, ctx) => {
    const { rendererDirBeside, webCommand, workerFileBeside } = await import('./web-command');
    return webCommand(args, ctx, rendererDirBeside(here), workerFileBeside(here));
  },
};

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...args] = helpAsFlag(argv);
  // The commands mask what they print; this also covers the error lines printed here.
  const ctx = maskedContext(processContext(), secretsMasker(tokensOnCommandLine(argv, process.env)));
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    ctx.outExact(HELP);
    return command === undefined ? EXIT.FAILURE : EXIT.OK;
  }
  if (command === '--version' || command === '-v') {
    ctx.out(APP_VERSION);
    return EXIT.OK;
  }
  const run = COMMANDS[command];
  if (!run) {
    ctx.err(
      `retail-inspector: unknown command "${command}" (commands: ${Object.keys(COMMANDS).join(', ')}, help)`,
    );
    return EXIT.FAILURE;
  }
  try {
    return await run(args, ctx);
  } catch (error) {
    if (!isAppError(error)) throw error;
    ctx.err(`retail-inspector ${command}: ${error.message}`);
    for (const line of error.details.slice(1)) ctx.err(`  ${line}`);
    return EXIT.FAILURE;
  }
}

// `help <command>` is `<command> --help`, so the two can never answer differently; `help` alone is
// `--help`. Anything after the command name is left for the command to judge.
function helpAsFlag(argv: readonly string[]): readonly string[] {
  const [first, second, ...rest] = argv;
  if (first !== 'help' || second === undefined) return argv;
  return [second, '--help', ...rest];
}

function processContext(): CliContext {
  const stopRequested = new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
    ignoreClosedReaders(resolve);
  });
  return {
    env: process.env,
    out: (line) => process.stdout.write(terminalLine(line) + '\n'),
    err: (line) => process.stderr.write(terminalLine(line) + '\n'),
    outExact: (text) => process.stdout.write(text + '\n'),
    stdoutIsTerminal: process.stdout.isTTY === true,
    // dist/cli.js sits one folder below the package root; sources two.
    resourceRoots: [join(here, '..', 'resources'), join(here, '..', '..', 'resources')],
    stopRequested,
    onReload: (listener) => {
      process.on('SIGHUP', listener);
      return () => process.off('SIGHUP', listener);
    },
    network: networkFrom(process.env),
    keepServing: (policy) => lastResort.keepServing(policy),
  };
}

// A reader that stops early (`check --json | head`) closes the pipe. What is left to print has
// nowhere to go, which is no fault of the command: no stack trace, and the exit code stays its own.
// A long-running command (`watch | head -2`) whose output nobody reads any more stops as on SIGTERM.
function ignoreClosedReaders(stop: () => void): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      if (stream === process.stdout) stop();
    });
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const mask = secretsMasker(tokensOnCommandLine(process.argv.slice(2), process.env));
    const detail = mask(
      (process.env.RETAIL_INSPECTOR_DEBUG ? (error as Error)?.stack : undefined) ??
        String((error as Error)?.message ?? error),
    );
    process.stderr.write(
      `retail-inspector: unexpected error: ${safeLines(detail ?? '')}\nPlease report this; set RETAIL_INSPECTOR_DEBUG=1 for details.\n`,
    );
    process.exitCode = EXIT.FAILURE;
  },
);

function failFast(caught: Caught): void {
  const argv = process.argv.slice(2);
  const mask = secretsMasker(tokensOnCommandLine(argv, process.env));
  const at = caught.at ? ` (at ${caught.at})` : '';
  process.stderr.write(
    `${mask(`retail-inspector ${argv[0] ?? ''}: unexpected error: ${caught.error}${at}`)}\nPlease report this; set RETAIL_INSPECTOR_DEBUG=1 for details.\n`,
  );
  process.exit(EXIT.FAILURE);
}

// A stack trace keeps its own lines; each is escaped, as any message may quote an installation.
function safeLines(text: string): string {
  return text
    .split('\n')
    .map((line) => terminalText(line))
    .join('\n');
}
