/**
 * A token as profiles.json keeps it (StoredToken) and back, through an Encryptor: encrypted under the
 * OS key store (os), encrypted with an unprotected key (weak), or only base64 (plain) where nothing
 * can encrypt.
 */
import type { ProtectionLevel } from '../../../shared/profiles';
import type { Encryptor } from './encryptor';
import type { StoredToken } from './profile-file';

/** `token` sealed at `level`; rejects when the encryptor does. */
export async function sealToken(
  encryptor: Encryptor,
  level: ProtectionLevel,
  token: string,
): Promise<StoredToken> {
  if (level === 'unavailable') return { protection: 'plain', data: Buffer.from(token).toString('base64') };
  const data = (await encryptor.encrypt(token)).toString('base64');
  return { protection: level === 'secure' ? 'os' : 'weak', data };
}

/** The token in `stored`, and whether it should be sealed again; rejects as Encryptor.decrypt does. */
export async function unsealToken(
  encryptor: Encryptor,
  stored: StoredToken,
): Promise<{ token: string; reEncrypt: boolean }> {
  if (stored.protection === 'plain')
    return { token: Buffer.from(stored.data, 'base64').toString('utf8'), reEncrypt: false };
  const { text, reEncrypt } = await encryptor.decrypt(Buffer.from(stored.data, 'base64'));
  return { token: text, reEncrypt };
}
