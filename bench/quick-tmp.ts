import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCase } from './http-load';
import { startServeCli } from './serve-cli';
import { startServerProcess } from './server-process';
import { writeSyntheticDataset } from './synthetic-dataset';
const Q = '/api/v2/products/getcategorys?et_auth_token=bench';
const folder = await mkdtemp(join(tmpdir(), 'qb-'));
const f = await writeSyntheticDataset(folder, 1000);
const a = await startServeCli(f);
const b = await startServeCli(f, ['--quiet']);
const child = await startServerProcess([b.url + Q, b.url + Q, b.url + '/api/v2/auth/info']);
const r = await runCase({ name: 'x', bodyBytes: child.servers.smallBytes, contenders: [
  { name: 'raw', url: child.servers.rawSmall + Q, cpuMs: child.cpuMs },
  { name: 'log', url: a.url + Q, cpuMs: a.cpuMs },
  { name: 'quiet', url: b.url + Q, cpuMs: b.cpuMs },
]}, () => {});
for (const c of r.contenders) console.log(c.name, Math.round(c.rps), c.serverUsPerRequest.toFixed(1), (c.rps / r.contenders[0]!.rps).toFixed(2));
child.stop(); await a.stop(); await b.stop();
