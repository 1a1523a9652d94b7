/** The app's version, from package.json (bundled into dist by esbuild; Electron's app.getVersion agrees). */
import manifest from '../../../package.json' with { type: 'json' };

export const APP_VERSION: string = manifest.version;

/** The project's home page (package.json `homepage`), where its documentation is; null without one. */
export const APP_HOMEPAGE: string | null = (manifest as { homepage?: string }).homepage ?? null;
