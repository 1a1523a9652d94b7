/**
 * https in front of a local `serve` for the exporter's rows of `npm run bench`: a child Node process
 * that ends TLS with a certificate of a private authority (test/helpers/test-certificates.ts) and
 * pipes each connection's bytes to the plain-http `serve` behind it, as a shop's reverse proxy does.
 * In its own process, so its CPU is counted for neither contender; both contenders probe through
 * the same front, verifying its certificate against that authority.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

// The front itself: key and certificate from the environment, the target's port as the argument.
const FRONT =
  "const tls=require('node:tls'),net=require('node:net');" +
  'const port=Number(process.argv[1]);' +
  'const server=tls.createServer({key:process.env.RI_FRONT_KEY,cert:process.env.RI_FRONT_CERT},(client)=>{' +
  "const back=net.connect(port,'127.0.0.1');client.pipe(back).pipe(client);" +
  "const end=()=>{client.destroy();back.destroy()};client.on('error',end);back.on('error',end);client.on('close',end);back.on('close',end)});" +
  "server.listen(0,'127.0.0.1',()=>console.log('Listening on https://127.0.0.1:'+server.address().port));" +
  "process.on('SIGTERM',()=>process.exit(0));";

/** A running front: its https address, and how to stop it. */
export interface TlsFront {
  readonly url: string;
  stop(): Promise<void>;
}

/** Starts a front for the http server at `target` with `key` and `cert` (PEM); resolves once it listens. */
export function startTlsFront(target: string, key: Buffer, cert: Buffer): Promise<TlsFront> {
  const port = new URL(target).port;
  const child = spawn(process.execPath, ['-e', FRONT, port], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, RI_FRONT_KEY: key.toString('utf8'), RI_FRONT_CERT: cert.toString('utf8') },
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let head = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail('not listening in time'), START_TIMEOUT_MS);
    function fail(reason: string) {
      clearTimeout(timer);
      kill(child);
      reject(new Error(`the https front did not start: ${reason}\n${head.slice(0, 2_000)}`));
    }
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code) => fail(`it ended with ${code}`));
    const read = (chunk: Buffer) => {
      if (head.length > 20_000) return;
      head += chunk.toString('utf8');
      const match = /Listening on (https:\/\/[\d.]+:\d+)/.exec(head);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        url: match[1]!,
        async stop() {
          child.kill('SIGTERM');
          const timeout = setTimeout(() => kill(child), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(timeout);
        },
      });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
  });
}

function kill(child: ChildProcess): void {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
