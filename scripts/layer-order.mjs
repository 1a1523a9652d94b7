// The order of the folders of electron/core/ and renderer/features/, lowest tier first: a folder
// imports only folders of lower tiers (types included), so each tier can be read, tested and replaced
// with only the tiers below it in view. Folders of one tier do not import each other. eslint.config.js
// refuses an upward or sideways import from this list, and test/unit/architecture.test.ts proves the
// whole tree keeps it; docs/architecture.md draws it and says what each folder owns.

/** electron/core/'s folders, lowest tier first. host/ composes everything and is imported by none. */
export const CORE_TIERS = [
  ['lib'],
  ['platform', 'client'],
  ['dataset'],
  ['checks', 'profiles', 'workers', 'maintenance', 'snapshots', 'openapi'],
  ['server', 'capture', 'diff', 'fleet'],
  ['watch'],
  ['exporter', 'diagnostics', 'export'],
  ['handlers'],
  ['host'],
];

/** renderer/features/'s folders, lowest tier first. The views compose them (renderer/App.tsx). */
export const FEATURE_TIERS = [
  ['appearance', 'demo-server', 'print', 'requests', 'views', 'watch-notices', 'watch-words'],
  ['alerts', 'categories', 'changes', 'connections', 'diagnostics', 'installation'],
  ['timeline'],
  ['fleet'],
];

/** The folders a folder of `tiers` must not import: those of its own tier and every tier above. */
export function foldersNotBelow(tiers, folder) {
  const tier = tiers.findIndex((names) => names.includes(folder));
  if (tier < 0) throw new Error(`${folder} is in no tier of the layer order (scripts/layer-order.mjs)`);
  return tiers
    .slice(tier)
    .flat()
    .filter((name) => name !== folder);
}

/** The folders of tiers below `folder`'s, which it may import. */
export function foldersBelow(tiers, folder) {
  const tier = tiers.findIndex((names) => names.includes(folder));
  return tiers.slice(0, Math.max(tier, 0)).flat();
}
