// A client that sends its request headers too slowly (one header line every `everyMs`), for the
// tests that hold our servers to their header timeout: how long the server kept the connection
// open, and what it sent before closing. Bounded at 40 s; the socket is always destroyed.
import { connect } from 'node:net';

/** Opens a connection to 127.0.0.1:`port`, drips header lines, and resolves when the server closes it. */
export function slowHeaders(
  port: number,
  everyMs: number,
  path = '/',
): Promise<{ closedAfterMs: number; received: string }> {
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    const socket = connect({ host: '127.0.0.1', port });
    let received = '';
    let n = 0;
    const drip = setInterval(() => {
      if (socket.writable) socket.write(`X-Slow-${n++}: ${'a'.repeat(8)}\r\n`);
    }, everyMs);
    const limit = setTimeout(() => {
      clearInterval(drip);
      socket.destroy();
      reject(new Error('the server kept a slow-header connection open for 40 s'));
    }, 40_000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(limit);
      resolve({ closedAfterMs: performance.now() - opened, received });
    });
    socket.on('connect', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`));
  });
}
