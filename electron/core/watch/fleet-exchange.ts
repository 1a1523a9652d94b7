/**
 * The saved connections to and from the fleet file `check --fleet` reads (fleet/fleet-file.ts): CSV
 * `name,base_url,token_env,insecure[,token]` or JSON `[{name, baseUrl, tokenEnv?, insecure?, token?}]`,
 * a row's token by fleet-token.ts's rule (a `token_env` is read from this process's environment and
 * must begin with RETAIL_INSPECTOR_TOKEN). Connections are matched by name: a known one is updated
 * (its token kept unless the row gives one), a new one added; rows of one name (after trimming) are
 * merged into the first, with a note; a row that cannot be used is skipped with its line and why.
 * Exporting never writes a token (a connection with one gets a variable name to set,
 * RETAIL_INSPECTOR_TOKEN_<NAME>) nor two rows of one name (a later one is renamed "<name> (2)").
 */
import { startsLikeFormula, csvCell, CSV_BOM } from '../../../shared/export/category-csv';
import type { ProfileInput, ProfileView } from '../../../shared/profiles';
import {
  WATCH_NAME_MAX_CHARS,
  type FleetExport,
  type FleetFormat,
  type FleetImport,
} from '../../../shared/watch';
import { checkFleetRecord, fleetRecords } from '../fleet/fleet-file';
import { rowToken } from '../fleet/fleet-token';
import type { ProfileStore } from '../profiles/profile-store';

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
      merged: [],
    };
  const records = fleetRecords(name, text);
  const byName = new Map(deps.profiles.list().map((p) => [p.name, p.id]));
  const skipped: { line: number; reason: string }[] = [];
  const merged: { line: number; into: number; name: string }[] = [];
  // One input per name: a later row of a name already read is merged into the first one's.
  const inputs = new Map<string, { line: number; input: ProfileInput; known: boolean }>();
  for (const record of records) {
    const { line } = record;
    const checked = checkFleetRecord(record);
    if (!checked.ok) {
      const issue = checked.problems[0]!;
      skipped.push({ line, reason: `${issue.path ? `${issue.path}: ` : ''}${issue.message}` });
      continue;
    }
    const entry = checked.entry;
    const found = rowToken(entry, deps.env);
    if (found.kind === 'unavailable') {
      skipped.push({ line, reason: `${found.message} where the app runs` });
      continue;
    }
    const token = found.kind === 'token' ? found.token : undefined;
    const connectionName = unguarded(entry.name);
    const earlier = inputs.get(connectionName);
    if (earlier) {
      merged.push({ line, into: earlier.line, name: connectionName });
      earlier.input = {
        ...earlier.input,
        baseUrl: entry.baseUrl,
        insecure: entry.insecure,
        ...(token ? { token } : {}),
      };
      continue;
    }
    const id = byName.get(connectionName);
    inputs.set(connectionName, {
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
  const rows = [...inputs.values()];
  const outcomes = rows.length > 0 ? await deps.profiles.saveMany(rows.map((i) => i.input)) : [];
  let added = 0;
  let updated = 0;
  outcomes.forEach((outcome, index) => {
    const { line, known } = rows[index]!;
    if (!outcome.ok) skipped.push({ line, reason: outcome.message });
    else if (known) updated++;
    else added++;
  });
  return { added, updated, skipped: skipped.sort((a, b) => a.line - b.line), merged };
}

/** The saved connections (`profiles`, the demo left out) as a fleet file; never a token. */
export function exportFleet(profiles: readonly ProfileView[], format: FleetFormat): FleetExport {
  const saved = profiles.filter((p) => !p.demo);
  const used = new Set<string>();
  const names = new Set<string>();
  const rows = saved.map((p) => ({
    name: uniqueName(p.name.trim(), names),
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

// `name`, or "<name> (2)", "(3)" … when a connection exported before has it: `watch --fleet` and the
// exporter refuse a file with two rows of one name (each is a history, a target). Names are
// compared as the CSV writes them ("=x" as "'=x", which a connection may be named too).
function uniqueName(name: string, used: Set<string>): string {
  const written = (text: string) => (startsLikeFormula(text) ? `'${text}` : text);
  let unique = name;
  for (let n = 2; used.has(written(unique)); n++) {
    const tail = ` (${n})`;
    unique = `${name.slice(0, WATCH_NAME_MAX_CHARS - tail.length).trimEnd()}${tail}`;
  }
  used.add(written(unique));
  return unique;
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
