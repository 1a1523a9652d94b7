// A private certificate authority for TLS tests, made with the openssl command in a temp folder: a
// CA certificate, and a server certificate it signs for the given names (DNS names and IP
// addresses), valid now for `days` (2 unless told) or, with `expired`, for one day in 2020. Every openssl run is bounded;
// `cleanup` removes the folder.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A CA and a server certificate it signed. */
export interface TestCertificates {
  /** Path of the CA certificate (PEM), for NODE_EXTRA_CA_CERTS. */
  readonly caFile: string;
  /** The server's key and certificate (PEM). */
  readonly key: Buffer;
  readonly cert: Buffer;
  cleanup(): Promise<void>;
}

async function openssl(cwd: string, args: string[]): Promise<void> {
  await run('openssl', args, { cwd, timeout: 15_000 });
}

const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/** Makes a CA named `caName` and a server certificate for `names` ("shop.test", "127.0.0.1"). */
export async function makeTestCertificates(
  caName: string,
  names: readonly string[],
  options: { expired?: boolean; days?: number } = {},
): Promise<TestCertificates> {
  const folder = await mkdtemp(join(tmpdir(), 'ri-tls-'));
  const subject = (cn: string) => ['-subj', `/CN=${cn}`];
  await openssl(folder, [
    'req',
    '-x509',
    ...EC_KEY,
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    ...subject(caName),
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  await openssl(folder, [
    'req',
    ...EC_KEY,
    '-keyout',
    'server.key',
    '-out',
    'server.csr',
    ...subject(names[0]!),
  ]);
  const altNames = names.map((name) => (/^[\d.]+$|:/.test(name) ? `IP:${name}` : `DNS:${name}`));
  await writeFile(
    join(folder, 'server.ext'),
    [
      `subjectAltName=${altNames.join(',')}`,
      'basicConstraints=CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
    ].join('\n'),
  );
  if (options.expired) await signExpired(folder);
  else
    await openssl(folder, [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'server.pem',
      '-days',
      String(options.days ?? 2),
      '-extfile',
      'server.ext',
    ]);
  return {
    caFile: join(folder, 'ca.pem'),
    key: await readFile(join(folder, 'server.key')),
    cert: await readFile(join(folder, 'server.pem')),
    cleanup: () => rm(folder, { recursive: true, force: true }),
  };
}

// `openssl x509` signs from now on only; `openssl ca` takes explicit dates (a minimal CA database).
async function signExpired(folder: string): Promise<void> {
  const config = ['[ca]', 'default_ca = test', '[test]', 'database = index.txt', 'new_certs_dir = .'];
  config.push('serial = serial', 'default_md = sha256', 'policy = any', '[any]', 'commonName = supplied');
  await writeFile(join(folder, 'ca.cnf'), `${config.join('\n')}\n`);
  await writeFile(join(folder, 'index.txt'), '');
  await writeFile(join(folder, 'serial'), '01\n');
  await openssl(folder, [
    'ca',
    '-batch',
    '-config',
    'ca.cnf',
    '-cert',
    'ca.pem',
    '-keyfile',
    'ca.key',
    '-in',
    'server.csr',
    '-out',
    'server.pem',
    '-startdate',
    '20200101000000Z',
    '-enddate',
    '20200102000000Z',
    '-extfile',
    'server.ext',
    '-notext',
  ]);
}
