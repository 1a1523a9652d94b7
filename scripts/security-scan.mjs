// Runs electronegativity (Doyensec's Electron security linter) over electron/ and renderer/ and fails
// on any finding that is not recorded as reviewed in .electronegativity-reviewed.json. Only the
// network-only check (which downloads Electron's release list) is left out: these machines are offline.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
offlineTranslations();
const run = require('@doyensec/electronegativity');

// At start electronegativity asks the network for translations of its messages (English ships in
// the package). Offline, its HTTP client (got 11) rejects, then a retry timer throws "The `onCancel`
// handler was attached after the promise settled" as an uncaught exception on Node 24, which ends
// the scan. The client it loads is replaced by one that answers "offline" at once, the outcome it
// already handles ("Could not retrieve updated translations"), so no request is made.
function offlineTranslations() {
  const scanner = require.resolve('@doyensec/electronegativity');
  const got = createRequire(scanner).resolve('got');
  const offline = () => Promise.reject(new Error('offline: translations are not fetched'));
  require.cache[got] = { id: got, filename: got, loaded: true, exports: offline };
}

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
