// Types of the stand-in's safeStorage helpers (safe-storage.mjs) for the TypeScript tests.

/** Where the stand-in's safeStorage finds its keys (safe-storage.mjs). */
export interface KeyPlace {
  readonly platform: NodeJS.Platform;
  /** Electron's app name: package.json's productName, else its name. */
  readonly appName: string;
  /** Windows: the folder whose Local State holds the key. */
  readonly sessionData?: string;
  /** The file standing for the user's Keychain or keyring. */
  readonly keyStore?: string;
  /** Linux: whether a secret service answers. */
  readonly secretService?: boolean;
}

/** `plain` encrypted as Electron would at `place` (its key made where Electron keeps it if missing). */
export function encryptedAt(place: KeyPlace, plain: string): Buffer;
