// A fake Encryptor for tests: a reversible, obviously-not-secure cipher (XOR, reversed, prefixed) whose
// protection level can be changed at will and whose decrypt can be made to fail.
import type { Encryptor } from '../../electron/core/profiles/encryptor';
import type { ProtectionLevel } from '../../shared/profiles';

const PREFIX = Buffer.from('FAKE1:');
const KEY = 0x5a;

/** A fake cipher; `level` and `failDecrypt` may be changed between calls. */
export class FakeEncryptor implements Encryptor {
  failDecrypt = false;
  encryptCalls = 0;
  decryptCalls = 0;

  constructor(public currentLevel: ProtectionLevel = 'secure') {}

  level(): ProtectionLevel {
    return this.currentLevel;
  }

  encrypt(plain: string): Buffer {
    if (this.currentLevel === 'unavailable') throw new Error('encryption is not available');
    this.encryptCalls += 1;
    const body = Buffer.from(Buffer.from(plain, 'utf8').map((byte) => byte ^ KEY));
    body.reverse();
    return Buffer.concat([PREFIX, body]);
  }

  decrypt(data: Buffer): string {
    this.decryptCalls += 1;
    if (this.failDecrypt) throw new Error('the key for this data is not available');
    if (this.currentLevel === 'unavailable') throw new Error('encryption is not available');
    if (!data.subarray(0, PREFIX.length).equals(PREFIX)) throw new Error('not encrypted by FakeEncryptor');
    const body = Buffer.from(data.subarray(PREFIX.length).map((byte) => byte ^ KEY));
    body.reverse();
    return body.toString('utf8');
  }
}
