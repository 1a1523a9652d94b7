// A raw HTTP/1.1 client for tests: sends the request target byte for byte (fetch would normalize
// "/../" away), bounds the wait, and returns status, headers and body.
import { request, type Agent } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
  json: () => unknown;
}

export function rawRequest(
  baseUrl: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; timeoutMs?: number; agent?: Agent } = {},
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: target,
        headers: options.headers,
        agent: options.agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text,
            json: () => JSON.parse(text),
          });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 5000, () =>
      req.destroy(new Error(`no answer to ${target} within the timeout`)),
    );
    req.on('error', reject);
    req.end();
  });
}
