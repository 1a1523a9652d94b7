/** What a call to an installation needs besides its path: the installation, the bound and a name. */
import type { Installation } from './v2-client';

/** An installation to call and the bound on each call. */
export interface Target {
  readonly installation: Installation;
  readonly timeoutMs: number;
  /** The connection's name, for reports and file names. */
  readonly name: string;
}
