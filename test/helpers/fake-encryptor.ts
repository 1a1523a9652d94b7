// A fake Encryptor for tests: a reversible, obviously-not-secure cipher (XOR, reversed, prefixed with
// its key version) whose protection level can be changed at will, whose key can be rotated (data
// sealed under an older version decrypts and asks to be encrypted again), and whose key store can
// fail for good (`failDecrypt`) or for now (`busy`, as a locked or slow key store).
import { KeyStoreBusyError, type Decrypted, type Encryptor } from '../../electron/core/profiles/encryptor';
import type { ProtectionLevel } from '../../shared/profiles';

const KEY = 0x5a;

/** A fake cipher; `currentLevel`, `keyVersion`, `failDecrypt` and `busy` may be changed between calls. */
export class FakeEncryptor implements Encryptor {
  failDecrypt = false;
  /** The key store does not answer now: encrypt and decrypt reject with KeyStoreBusyError. */
  busy = false;
  /** Data sealed under an older version decrypts with reEncrypt: true. */
  keyVersion = 1;
  encryptCalls = 0;
  decryptCalls = 0;

  constructor(public currentLevel: ProtectionLevel = 'secure') {}

  async level(): Promise<ProtectionLevel> {
    return this.currentLevel;
  }

  async encrypt(plain: string): Promise<Buffer> {
    if (this.currentLevel === 'unavailable') throw new Error('encryption is not available');
    if (this.busy) throw new KeyStoreBusyError('the fake key store is busy');
    this.encryptCalls += 1;
    const body = Buffer.from(Buffer.from(plain, 'utf8').map((byte) => byte ^ KEY));
    body.reverse();
    return Buffer.concat([Buffer.from(`FAKE${this.keyVersion}:`), body]);
  }

  async decrypt(data: Buffer): Promise<Decrypted> {
    this.decryptCalls += 1;
    if (this.busy) throw new KeyStoreBusyError('the fake key store is busy');
    if (this.failDecrypt) throw new Error('the key for this data is not available');
    if (this.currentLevel === 'unavailable') throw new Error('encryption is not available');
    const prefix = /^FAKE(\d+):/.exec(data.subarray(0, 12).toString('latin1'));
    if (!prefix) throw new Error('not encrypted by FakeEncryptor');
    const body = Buffer.from(data.subarray(prefix[0].length).map((byte) => byte ^ KEY));
    body.reverse();
    return { text: body.toString('utf8'), reEncrypt: Number(prefix[1]) < this.keyVersion };
  }
}
