// webBodyStream, the web stream over a response body that replaced Readable.toWeb: the late chunk
// of nodejs/node#64529 (a 'data' event after the reader cancelled) is dropped instead of ending the
// process, the source is destroyed and let go on cancel, paused while the queue is full, and every
// way a body ends reaches the reader once.
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { webBodyStream } from '../../electron/core/client/web-body-stream';

const bytes = (text: string) => Buffer.from(text);
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('webBodyStream', () => {
  it("drops the late chunk that makes Node's own adapter throw, and lets go of the source", async () => {
    // The sequence of nodejs/node#64529: the web stream is cancelled, then the source emits data.
    const source = new PassThrough();
    const { stream } = webBodyStream(source);
    await stream.cancel('bye');
    expect(source.listenerCount('data')).toBe(0);
    expect(source.destroyed).toBe(true);
    expect(() => source.emit('data', bytes('late'))).not.toThrow();
    expect(() => source.emit('error', new Error('late error'))).not.toThrow();
  });

  it("is needed: Node's Readable.toWeb still throws on that sequence (when this fails, Node fixed it)", async () => {
    const source = new PassThrough();
    const stream = Readable.toWeb(source);
    await stream.cancel('bye');
    expect(() => source.emit('data', bytes('late'))).toThrow('Controller is already closed');
  });

  it('survives a cancel while a resume is already scheduled (the backpressure path)', async () => {
    const source = new PassThrough();
    const { stream } = webBodyStream(source, { strategy: new CountQueuingStrategy({ highWaterMark: 1 }) });
    const reader = stream.getReader();
    for (let i = 0; i < 50; i++) source.write(bytes(`chunk ${i};`));
    expect((await reader.read()).value).toBeDefined();
    // The read asked for more: a resume is scheduled; the reader cancels before it runs.
    await reader.cancel();
    source.write(bytes('after the cancel'));
    await tick();
    expect(source.destroyed).toBe(true);
  });

  it('pauses the source while the queue is full and resumes it when the reader asks', async () => {
    const source = new PassThrough();
    const { stream } = webBodyStream(source, {
      strategy: new ByteLengthQueuingStrategy({ highWaterMark: 10 }),
    });
    const reader = stream.getReader();
    const first = reader.read();
    source.write(bytes('0123456789abcdef'));
    expect(Buffer.from((await first).value!).toString()).toBe('0123456789abcdef');
    source.write(bytes('0123456789abcdef'));
    source.write(bytes('more than the queue holds'));
    await tick();
    expect(source.isPaused()).toBe(true);
    expect(Buffer.from((await reader.read()).value!).toString()).toBe('0123456789abcdef');
    source.end();
    const rest: string[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read())
      rest.push(Buffer.from(next.value).toString());
    expect(rest.join('')).toBe('more than the queue holds');
  });

  it('hands the reader the bytes and then the end', async () => {
    const { stream } = webBodyStream(Readable.from([bytes('he'), bytes('llo')], { objectMode: false }));
    expect(await new Response(stream).text()).toBe('hello');
  });

  it("fails the reader with the source's error, and ignores what the source says after", async () => {
    const source = new PassThrough();
    const { stream } = webBodyStream(source);
    const text = new Response(stream).text();
    source.write(bytes('part'));
    source.destroy(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    await expect(text).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(() => source.emit('error', new Error('a second error'))).not.toThrow();
  });

  it('fails the reader when the source closes without an end', async () => {
    const source = new PassThrough();
    const { stream } = webBodyStream(source);
    const text = new Response(stream).text();
    source.destroy();
    await expect(text).rejects.toMatchObject({ code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });

  it('is failed from outside once, and tells its owner it is over once', async () => {
    const source = new PassThrough();
    let settled = 0;
    const body = webBodyStream(source, { onSettled: () => settled++ });
    const text = new Response(body.stream).text();
    body.error(new DOMException('This operation was aborted', 'AbortError'));
    body.error(new Error('again'));
    source.end(bytes('too late'));
    await expect(text).rejects.toMatchObject({ name: 'AbortError' });
    expect(settled).toBe(1);
    expect(source.listenerCount('data')).toBe(0);
  });
});
