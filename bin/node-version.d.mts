// Types of node-version.mjs (plain JavaScript, so that an older Node.js runs it).

/** The `engines.node` range of this package's package.json (e.g. ">=24.11"), or null if unreadable. */
export function enginesRange(packageJsonUrl?: URL): string | null;

/** The line to print when Node.js `version` is older than `range`; null when new enough or unknown. */
export function nodeVersionProblem(version: string, range: string | null): string | null;
