/**
 * The profile store's state, as this process knows it: the file last read or written, the tokens
 * decrypted from it (token-memory.ts), the notice for the user, and whether saving is allowed. It
 * loads and refreshes the file, runs changes one after another (`serialized`), commits each through
 * profile-commit.ts and makes the file written current, and encrypts again the tokens the key store
 * asks for (reseal.ts). Only profile-store.ts uses it; `load` and `refresh` report, never throw.
 */
import { basename, dirname } from 'node:path';
import type { ProtectionLevel } from '../../../shared/profiles';
import { AppError } from '../lib/app-error';
import { removeStaleTempFiles } from '../lib/atomic-write';
import type { Encryptor } from './encryptor';
import { commitChange, type Change, type CommitTarget } from './profile-commit';
import {
  EMPTY_PROFILE_FILE,
  peekProfileFile,
  profileFileStamp,
  readProfileFile,
  type ProfileFile,
} from './profile-file';
import { createProfileMasking } from './profile-masking';
import { sealAgain, withResealed } from './reseal';
import { createTokenMemory } from './token-memory';
import { sealToken } from './token-seal';

/** Dependencies of the store. */
export interface ProfileStoreDeps {
  /** Path of profiles.json in the app's data folder. */
  readonly file: string;
  readonly encryptor: Encryptor;
  readonly now?: () => Date;
  readonly newId?: () => string;
  /** How long a save waits for another process's save to finish; default 5 s. */
  readonly lockTimeoutMs?: number;
}

/** An empty state over `deps`; call `load()` once before using it. */
export function createProfileState(deps: ProfileStoreDeps) {
  const now = deps.now ?? (() => new Date());
  let data: ProfileFile = structuredClone(EMPTY_PROFILE_FILE);
  const tokens = createTokenMemory(deps.encryptor);
  const masking = createProfileMasking(tokens);
  let notice: string | null = null;
  let writable = true;
  // The file as this process last wrote or read it, to skip re-reading an unchanged file.
  let stamp: string | null = null;
  // What the encryptor said last: read at load and refresh, so status() and saves need not wait.
  let currentLevel: ProtectionLevel = 'unavailable';
  const level = () => currentLevel;

  // Changes run one after another, each on the data the previous one left, so none is lost.
  let queue: Promise<unknown> = Promise.resolve();
  function serialized<T>(change: () => Promise<T>): Promise<T> {
    const run = queue.catch(() => undefined).then(change);
    queue = run;
    return run;
  }

  function addNotice(sentence: string): void {
    notice = [notice, sentence].filter(Boolean).join(' ');
  }

  // The file-and-lock work is profile-commit.ts's; the state makes the file written current.
  const target: CommitTarget = { file: deps.file, now, lockTimeoutMs: deps.lockTimeoutMs, addNotice };
  async function commit<T>(change: (fresh: ProfileFile) => Change<T>): Promise<T> {
    if (!writable) {
      throw new AppError('PROFILE_STORE', 'Saved connections are read-only this session: ' + (notice ?? ''));
    }
    const { result, next } = await commitChange(target, change, (written, writtenStamp) => {
      stamp = writtenStamp;
      adopt(written);
    });
    // Tokens another process saved meanwhile are decrypted after the lock is let go.
    await readTokens(next);
    return result;
  }

  /** Makes `file` current; the tokens in memory follow it (readTokens decrypts the new ones). */
  function adopt(file: ProfileFile): void {
    data = file;
    tokens.align(file);
    masking.forget();
  }

  // Decrypts the tokens of `file` this process does not know yet, keeping only those the current
  // file still holds in that form.
  async function readTokens(file: ProfileFile) {
    const reading = await tokens.read(
      file,
      (id, sealed) => data.profiles.find((p) => p.id === id)?.token?.data === sealed,
    );
    masking.forget();
    return reading;
  }

  /** Encrypts again the tokens the key store asked for (reseal.ts). Call it inside `serialized`. */
  async function reseal(ids: readonly string[]): Promise<void> {
    if (!writable || ids.length === 0 || level() === 'unavailable') return;
    const resealed = await sealAgain(tokens, ids, deps.encryptor, level());
    if (resealed.size === 0) return;
    // A failure leaves the old form, which still decrypts.
    await commit((fresh) => {
      const { next, written } = withResealed(fresh, resealed, level());
      const apply = () => written.forEach((p) => tokens.remember(p.id, tokens.get(p.id)!, p.token));
      return { next, result: undefined, apply };
    }).catch(() => undefined);
  }

  return {
    tokens,
    masking,
    /** The file as this process knows it now. */
    data: (): ProfileFile => data,
    level,
    writable: (): boolean => writable,
    serialized,
    commit,

    // Sealed before the save lock is taken: a key store that takes its time must not hold the lock.
    // null when the key store failed: the token is then kept for this session.
    sealOrNull: (token: string) => sealToken(deps.encryptor, level(), token).catch(() => null),

    /** The notice for the user, with the tokens that wait for the key store named. */
    notice(): string | null {
      const waiting = tokens.pendingNames();
      if (waiting.length === 0) return notice;
      const names = waiting.map((n) => `"${n}"`).join(', ');
      const sentence = `The system key store did not answer, so the token of ${names} could not be read yet; it is read again when the connections are listed.`;
      return [notice, sentence].filter(Boolean).join(' ');
    },

    /** profile-store.ts `load`. */
    async load(): Promise<void> {
      await removeStaleTempFiles(dirname(deps.file), { target: basename(deps.file) });
      currentLevel = await deps.encryptor.level();
      const read = await readProfileFile(deps.file, now);
      if (read.state === 'moved-aside') {
        notice = `Saved connections could not be read (${read.reason}); the file was kept as ${read.movedTo} and the list starts empty.`;
      }
      if (read.state === 'unreadable') {
        writable = false;
        notice = `Saved connections could not be read (${read.reason}); nothing will be saved this session so the file is not lost.`;
      }
      stamp = read.state === 'ok' ? await profileFileStamp(deps.file) : null;
      adopt(read.state === 'ok' ? read.file : data);
      const { undecryptable, reEncrypt } = await readTokens(data);
      if (undecryptable.length > 0) {
        const names = undecryptable.map((n) => `"${n}"`).join(', ');
        addNotice(
          `The token of ${names} could not be decrypted here: it was saved on another computer or user account, or by a pre-release version of the app under its old name, whose key this one cannot use. Edit the connection and enter the token again; the rest of the connection is kept.`,
        );
      }
      await serialized(() => reseal(reEncrypt));
    },

    /** profile-store.ts `refresh`. */
    refresh(): Promise<void> {
      // In line with the changes: a read overtaken by this process's own save must not undo it.
      return serialized(async () => {
        currentLevel = await deps.encryptor.level();
        if (!writable) return;
        if ((await profileFileStamp(deps.file)) !== stamp) {
          const seen = await peekProfileFile(deps.file);
          if (seen) {
            stamp = seen.stamp;
            adopt(seen.file);
          }
        } else if (tokens.pendingNames().length === 0) return;
        await reseal((await readTokens(data)).reEncrypt);
      });
    },

    /** profile-store.ts `settled`. */
    settled(): Promise<void> {
      return queue.then(
        () => undefined,
        () => undefined,
      );
    },
  };
}

/** The state's type. */
export type ProfileState = ReturnType<typeof createProfileState>;
