// Types of the stand-in's safeStorage helpers (safe-storage.mjs) for the TypeScript tests.

/** A token as Electron's synchronous safeStorage API encrypted it in the stand-in. */
export function syncCiphertext(plain: string): Buffer;
