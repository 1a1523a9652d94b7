/**
 * The saved connections to and from the fleet file `check --fleet` reads (fleet/fleet-file.ts): CSV
 * `name,base_url,token_env,insecure` or JSON `[{name, baseUrl, tokenEnv?, insecure?}]`. Importing
 * also takes a `token` column or field; a `token_env` is read from this process's environment.
 * Connections are matched by name: a known one is updated (its token kept unless the row gives one),
 * a new one added; a row that cannot be used is skipped with its line and why. Exporting never
 * writes a token: a connection with one gets a variable name to set (RETAIL_INSPECTOR_TOKEN_<NAME>).
 */
import { z } from 'zod';
import { startsLikeFormula, csvCell, CSV_BOM } from '../../../shared/export/category-csv';
import { formatJsonPath } from '../../../shared/issue-path';
import type { ProfileInput, ProfileView } from '../../../shared/profiles';
import type { FleetExport, FleetFormat, FleetImport } from '../../../shared/watch';
import { FleetEntrySchema, fleetRecords } from '../fleet/fleet-file';
import type { ProfileStore } from '../profiles/profile-store';

const ImportRowSchema = FleetEntrySchema.extend({ token: z.string().min(1).max(4_096).optional() });

/** Adds or updates the connections of a fleet file's `text`. Throws AppError('USAGE') for a text that is no fleet file. */
export async function importFleet(
  deps: {
    readonly profiles: Pick<ProfileStore, 'list' | 'saveMany'>;
    readonly env: Readonly<Record<string, string | undefined>>;
  },
  text: string,
  format: FleetFormat,
): Promise<FleetImport> {
  const name = format === 'csv' ? 'the CSV file' : 'the JSON file';
  const json = /^\uFEFF?\s*[[{]/.test(text);
  if (json !== (format === 'json'))
    return {
      added: 0,
      updated: 0,
      skipped: [{ line: 1, reason: `${name} is not ${format === 'json' ? 'JSON' : 'CSV'}` }],
    };
  const records = fleetRecords(name, text, true);
  const byName = new Map(deps.profiles.list().map((p) => [p.name, p.id]));
  const skipped: { line: number; reason: string }[] = [];
  const inputs: { line: number; input: ProfileInput; known: boolean }[] = [];
  for (const { line, row } of records) {
    const checked = ImportRowSchema.safeParse(row);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const where = issue.path.length > 0 ? `${formatJsonPath(issue.path)}: ` : '';
      skipped.push({ line, reason: `${where}${issue.message}` });
      continue;
    }
    const entry = checked.data;
    let token = entry.token;
    if (token === undefined && entry.tokenEnv) {
      token = deps.env[entry.tokenEnv] || undefined;
      if (token === undefined) {
        skipped.push({
          line,
          reason: `the environment variable ${entry.tokenEnv} is not set where the app runs`,
        });
        continue;
      }
    }
    const connectionName = unguarded(entry.name);
    const id = byName.get(connectionName);
    inputs.push({
      line,
      known: id !== undefined,
      input: {
        ...(id ? { id } : {}),
        name: connectionName,
        baseUrl: entry.baseUrl,
        insecure: entry.insecure,
        ...(token ? { token } : {}),
      },
    });
  }
  const outcomes = inputs.length > 0 ? await deps.profiles.saveMany(inputs.map((i) => i.input)) : [];
  let added = 0;
  let updated = 0;
  outcomes.forEach((outcome, index) => {
    const { line, known } = inputs[index]!;
    if (!outcome.ok) skipped.push({ line, reason: outcome.message });
    else if (known) updated++;
    else added++;
  });
  return { added, updated, skipped: skipped.sort((a, b) => a.line - b.line) };
}

/** The saved connections (`profiles`, the demo left out) as a fleet file; never a token. */
export function exportFleet(profiles: readonly ProfileView[], format: FleetFormat): FleetExport {
  const saved = profiles.filter((p) => !p.demo);
  const used = new Set<string>();
  const rows = saved.map((p) => ({
    name: p.name,
    baseUrl: p.baseUrl,
    tokenEnv: p.tokenSet ? tokenVariable(p.name, used) : null,
    insecure: p.insecure,
  }));
  if (format === 'json') {
    const list = rows.map((r) => ({
      name: r.name,
      baseUrl: r.baseUrl,
      ...(r.tokenEnv ? { tokenEnv: r.tokenEnv } : {}),
      ...(r.insecure ? { insecure: true } : {}),
    }));
    return { text: JSON.stringify(list, null, 2) + '\n', fileName: 'connections.json' };
  }
  const lines = ['name,base_url,token_env,insecure'];
  for (const r of rows)
    lines.push([r.name, r.baseUrl, r.tokenEnv ?? '', r.insecure ? 'true' : 'false'].map(csvCell).join(','));
  return { text: `${CSV_BOM}${lines.join('\r\n')}\r\n`, fileName: 'connections.csv' };
}

/** RETAIL_INSPECTOR_TOKEN_<NAME>: the name in capitals, other characters as "_", unique in `used`. */
export function tokenVariable(name: string, used: Set<string>): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  const base = `RETAIL_INSPECTOR_TOKEN${stem ? `_${stem}` : ''}`;
  let variable = base;
  for (let n = 2; used.has(variable); n++) variable = `${base}_${n}`;
  used.add(variable);
  return variable;
}

// An exported name that would start a formula was written with a leading quote: read it back as it was.
function unguarded(name: string): string {
  return name.startsWith("'") && startsLikeFormula(name.slice(1)) ? name.slice(1) : name;
}
