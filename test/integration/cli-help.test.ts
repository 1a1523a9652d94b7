// The built command's help as a user reads it: `help <command>` prints exactly what `<command>
// --help` prints, `help` alone the command list, and docs/cli.md cannot drift from either: each
// command's section lists exactly the flags its --help lists, and the command table lists exactly
// the commands the top-level help lists.
import { readFile } from 'node:fs/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli } from '../helpers/cli-process';
import { repoPath } from '../helpers/repo-paths';

const COMMANDS = [
  'serve',
  'check',
  'capture',
  'diff',
  'export',
  'openapi',
  'watch',
  'exporter',
  'report',
  'web',
] as const;

afterEach(killAllClis);

let cliDoc: string;
beforeAll(async () => {
  cliDoc = await readFile(repoPath('docs', 'cli.md'), 'utf8');
});

async function helpOf(args: string[]): Promise<string> {
  const run = await runCli(args);
  expect(run.code, describeRun(run)).toBe(0);
  return run.stdout;
}

// An option line of a help text: two spaces, an optional short form, the flag. Continuation lines
// are indented further, so a flag named in a description is not taken for an option.
function helpFlags(help: string): string[] {
  const flags = [...help.matchAll(/^ {2}(?:-[a-z], )?(--[a-z][a-z0-9-]*)/gm)].map((m) => m[1]!);
  return flags.filter((flag) => flag !== '--help').sort();
}

/** The text of docs/cli.md from `## title` up to the next `## `. */
function docSection(title: string): string {
  const start = cliDoc.indexOf(`\n## ${title}\n`);
  expect(start, `docs/cli.md has a section "## ${title}"`).toBeGreaterThan(-1);
  const end = cliDoc.indexOf('\n## ', start + 1);
  return cliDoc.slice(start, end < 0 ? undefined : end);
}

// The first cell of each row of the section's flag table.
function docFlags(section: string): string[] {
  return [...section.matchAll(/^\| `(--[a-z][a-z0-9-]*)/gm)].map((m) => m[1]!).sort();
}

describe('retail-inspector help', () => {
  it.each(COMMANDS)('help %s prints exactly what %s --help prints', async (command) => {
    const viaHelp = await helpOf(['help', command]);
    expect(viaHelp).toBe(await helpOf([command, '--help']));
    expect(viaHelp).toMatch(new RegExp(`^Usage: retail-inspector ${command}\\b`));
  });

  it('help alone prints the command list, as --help does, naming every command and help', async () => {
    const list = await helpOf(['help']);
    expect(list).toBe(await helpOf(['--help']));
    for (const command of [...COMMANDS, 'help']) expect(list).toMatch(new RegExp(`^ {2}${command} `, 'm'));
  });

  it('help with an unknown command name says so and exits 2', async () => {
    const run = await runCli(['help', 'bogus']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown command "bogus"');
    expect(run.stderr).toContain('openapi');
  });
});

describe('docs/cli.md matches the program', () => {
  it.each(COMMANDS)('the %s section lists exactly the flags of its --help', async (command) => {
    const help = await helpOf([command, '--help']);
    expect(help).toMatch(/^ {2}-h, --help /m);
    const flags = helpFlags(help);
    expect(flags.length).toBeGreaterThan(0);
    expect(docFlags(docSection(`\`${command}\``))).toEqual(flags);
  });

  it('the command table lists exactly the commands of the top-level help', async () => {
    const help = await helpOf(['--help']);
    const commandsSection = help.slice(help.indexOf('Commands:'), help.indexOf('Options:'));
    const listed = [...commandsSection.matchAll(/^ {2}([a-z]+) /gm)].map((m) => m[1]);
    const intro = cliDoc.slice(0, cliDoc.indexOf('\n## '));
    const documented = [...intro.matchAll(/^\| `([a-z]+)` +\|/gm)].map((m) => m[1]);
    expect(documented).toEqual(listed);
  });

  it('quotes the unknown-command line exactly as the program prints it, naming every command', async () => {
    const run = await runCli(['x']);
    expect(run.code, describeRun(run)).toBe(2);
    const line = run.stderr.trim();
    for (const command of [...COMMANDS, 'help']) expect(line).toMatch(new RegExp(`[ (]${command}[,)]`));
    expect(cliDoc.replace(/\s+/g, ' ')).toContain(`An unknown command prints \`${line}\``);
  });

  it("README's command list names every command of the top-level help exactly once", async () => {
    const readme = await readFile(repoPath('README.md'), 'utf8');
    const block = readme.slice(readme.indexOf('## Commands'));
    const listing = block.slice(block.indexOf('```'), block.indexOf('```', block.indexOf('```') + 3));
    const named = [...listing.matchAll(/^retail-inspector ([a-z]+) /gm)].map((m) => m[1]);
    expect([...named].sort()).toEqual([...COMMANDS, 'help'].sort());
  });

  it('the synopsis names the top-level options of --help', async () => {
    const help = await helpOf(['--help']);
    const synopsis = cliDoc.slice(0, cliDoc.indexOf('\n## '));
    for (const [, short, long] of help.matchAll(/^ {2}(-[a-z]), (--[a-z]+)/gm)) {
      expect(synopsis).toContain(`${long} | ${short}`);
    }
  });
});

describe('exit codes in --help', () => {
  it.each(['check', 'capture', 'export'])(
    'the %s help puts a refused call (status:false) under exit code 2, never under 1',
    async (command) => {
      const help = (await helpOf([command, '--help'])).replace(/\s+/g, ' ');
      const codes = help.slice(help.indexOf('Exit codes:'));
      const one = codes.slice(codes.indexOf('; 1 '), codes.indexOf('; 2 '));
      const two = codes.slice(codes.indexOf('; 2 '));
      expect(one).toMatch(/violates/);
      expect(one).not.toMatch(/status:false/);
      expect(two).toMatch(/refused \(status:false/);
    },
  );
});
