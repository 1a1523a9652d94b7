/**
 * A front proxy whose backend died, in a child process of its own (so its answers cost the measured
 * process's event loop nothing): every request gets nginx's 502 page. Resolves with its address once
 * it listens on 127.0.0.1; `stop` ends it.
 */
import { spawn } from 'node:child_process';

const SERVER = `
const page = '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';
const server = require('node:http').createServer((req, res) => {
  res.writeHead(502, { 'content-type': 'text/html' });
  res.end(page);
});
server.listen(0, '127.0.0.1', () => console.log('listening ' + server.address().port));
`;

/** The proxy's address (http://127.0.0.1:PORT) and how to stop it. */
export interface ErrorProxy {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startErrorProxy(timeoutMs = 10_000): Promise<ErrorProxy> {
  const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the error proxy did not start in time')), timeoutMs);
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /listening (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the error proxy exited (${code}) before listening`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url: `http://127.0.0.1:${port}`, stop };
}
