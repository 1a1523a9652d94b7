// Runs electronegativity (Doyensec's Electron security linter) over electron/ and renderer/ and fails
// on any finding that is not recorded as reviewed in .electronegativity-reviewed.json. Only the
// network-only check (which downloads Electron's release list) is left out: these machines are offline.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const run = require('@doyensec/electronegativity');

// Scanned together, so global checks (CSP, navigation limits) see the HTML and the main process at once.
const input = mkdtempSync(join(tmpdir(), 'ri-electronegativity-'));
for (const part of ['electron', 'renderer', 'package.json'])
  cpSync(part, join(input, part), { recursive: true });

const reviewed = JSON.parse(readFileSync('.electronegativity-reviewed.json', 'utf8')).reviewed;
try {
  const { issues, errors } = await run({
    input,
    isRelative: true,
    excludeFromScan: ['AvailableSecurityFixesGlobalCheck'],
  });
  const isReviewed = (issue) =>
    reviewed.some((r) => r.id === issue.id && issue.file.endsWith(r.file) && issue.manualReview);
  const open = issues.filter((issue) => !isReviewed(issue));
  for (const error of errors)
    console.error(`electronegativity: could not parse ${error.file}: ${error.message ?? error.error}`);
  for (const issue of open) {
    console.error(
      `electronegativity: ${issue.id} in ${issue.file}:${issue.location.line} (${issue.severity?.name ?? ''} ${issue.confidence?.name ?? ''}) ${issue.shortenedURL ?? ''}`,
    );
  }
  const count = issues.length - open.length;
  if (open.length > 0 || errors.length > 0) {
    console.error(`electronegativity: ${open.length} unreviewed finding(s), ${errors.length} parse error(s)`);
    process.exitCode = 1;
  } else {
    console.log(
      `electronegativity: no findings (${count} reviewed manual-review prompt(s), see .electronegativity-reviewed.json)`,
    );
  }
} finally {
  rmSync(input, { recursive: true, force: true });
}
