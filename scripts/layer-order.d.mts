// Types of layer-order.mjs, for the tests that read the order.

/** Folders, lowest tier first. */
export type Tiers = readonly (readonly string[])[];

export const CORE_TIERS: Tiers;
export const FEATURE_TIERS: Tiers;
export function foldersNotBelow(tiers: Tiers, folder: string): string[];
export function foldersBelow(tiers: Tiers, folder: string): string[];
