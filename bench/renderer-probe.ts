/**
 * The script bench/renderer-chromium.ts installs in the page with Playwright's addInitScript, so it
 * runs in every document before the page's own scripts (DevTools' "evaluate on new document", which
 * the page's Content-Security-Policy does not govern). It measures the renderer from outside, by
 * observation only: nothing in renderer/ knows about it.
 *
 * - It wraps window.fetch (the web host's /bridge.js calls the global fetch on every call) to
 *   timestamp each /rpc/getCategories call: request sent, headers received, and the bridge's
 *   `response.json()` resolved. The body's last byte comes from the Resource Timing entry
 *   (responseEnd), on the same performance.now() clock.
 * - A MutationObserver notes the first option of the categories listbox in the DOM; then "painted"
 *   is the first requestAnimationFrame after it, plus a MessageChannel message posted from that
 *   callback, which runs once the frame's style, layout, paint and commit have finished (the "after
 *   frame" technique). Not also a double requestAnimationFrame: a frame requested from inside the
 *   frame being measured made that frame finish about 6 ms later (measured on the keystrokes: median
 *   17 ms with it, 11 ms without), so the probe disturbed what it measured.
 * - For keystrokes, `armKey()` adds a capture-phase keydown listener on window (the first listener to
 *   run), and the result is ready when the count text (.panel__count, the only node observed) has
 *   changed and the frame showing it was painted, timed as above.
 * - `countIs(text, timeoutMs)` waits (by observing, not polling) until the count reads `text`, and
 *   resolves with the time that frame was painted (a large list first shows its first rows, and the
 *   count says how many of all have arrived; reading the total means every row is in).
 *
 * It is a plain-JavaScript string because it runs in the page, not under Node's types.
 */
export const PROBE_SCRIPT = String.raw`(() => {
  'use strict';
  const now = () => performance.now();
  const afterFrame = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(now());
      channel.port2.postMessage(null);
    });
  // Resolves with the time the frame showing the current DOM has finished.
  const painted = () => new Promise((resolve) => afterFrame(resolve));

  const calls = [];
  const originalFetch = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof Request ? input.url : String(input);
    const promise = originalFetch.call(this, input, init);
    if (!url.includes('/rpc/getCategories')) return promise;
    const call = { url: new URL(url, location.href).href, sent: now(), headers: null, parsed: null };
    calls.push(call);
    return promise.then((response) => {
      call.headers = now();
      const json = response.json.bind(response);
      response.json = () =>
        json().then((value) => {
          call.parsed = now();
          return value;
        });
      return response;
    });
  };

  const OPTION = '#category-browser [role="option"]';
  let resolveLoad;
  let rejectLoad;
  const load = new Promise((resolve, reject) => ((resolveLoad = resolve), (rejectLoad = reject)));
  // An empty state before the first row ("No category matches"), and whether a frame showed it.
  let emptyState = null;
  const loadObserver = new MutationObserver(() => {
    const empty = document.querySelector('.state--empty');
    if (!emptyState && empty) {
      const title = empty.querySelector('.state__title') ?? empty;
      const seen = { at: now(), text: title.textContent, painted: false };
      emptyState = seen;
      // What the DOM holds when a frame's rAF callbacks run is what that frame paints.
      requestAnimationFrame(() => {
        seen.painted = !!document.querySelector('.state--empty') && !document.querySelector(OPTION);
      });
    }
    if (!document.querySelector(OPTION)) return;
    loadObserver.disconnect();
    const option = now();
    painted().then((frame) => {
      const call = calls.filter((c) => c.parsed !== null && c.parsed <= option).at(-1);
      const entry = call && performance.getEntriesByName(call.url).filter((e) => e.responseEnd <= option).at(-1);
      if (!call || !entry) {
        rejectLoad(new Error('no completed getCategories call before the first row (' + calls.length + ' calls)'));
        return;
      }
      resolveLoad({
        calls: calls.length,
        sent: call.sent,
        headers: call.headers,
        responseEnd: entry.responseEnd,
        transferSize: entry.transferSize,
        encodedBodySize: entry.encodedBodySize,
        parsed: call.parsed,
        option,
        frame,
        options: document.querySelectorAll(OPTION).length,
        count: document.querySelector('.panel__count')?.textContent ?? null,
        emptyState,
      });
    });
  });
  loadObserver.observe(document, { childList: true, subtree: true });
  setTimeout(() => rejectLoad(new Error('no category row within 60 s of the page starting')), 60000);
  load.catch(() => undefined);

  let pendingKey = null;
  const armKey = (timeoutMs) => {
    pendingKey = new Promise((resolve, reject) => {
      const panel = document.querySelector('.panel__count');
      const countText = () => document.querySelector('.panel__count')?.textContent ?? null;
      if (!panel) return reject(new Error('no category count'));
      let down = null;
      let before = null;
      const timer = setTimeout(() => {
        window.removeEventListener('keydown', onKeyDown, true);
        observer.disconnect();
        reject(new Error('the count text did not change within ' + timeoutMs + ' ms (still ' + countText() + ')'));
      }, timeoutMs);
      const observer = new MutationObserver(() => {
        const text = countText();
        if (down === null || text === before) return;
        observer.disconnect();
        const dom = now();
        painted().then((frame) => {
          clearTimeout(timer);
          resolve({ dom: dom - down, frame: frame - down, text });
        });
      });
      const onKeyDown = () => {
        window.removeEventListener('keydown', onKeyDown, true);
        down = now();
        before = countText();
        observer.observe(panel, { childList: true, subtree: true, characterData: true });
      };
      window.addEventListener('keydown', onKeyDown, true);
    });
    // Keep an unobserved rejection from being reported before the bench asks for the result.
    pendingKey.catch(() => undefined);
    return true;
  };

  // Resolves, with the time of the frame showing it, once the count reads the text; rejects with
  // what it reads after timeoutMs.
  const countIs = (text, timeoutMs) =>
    new Promise((resolve, reject) => {
      const read = () => document.querySelector('.panel__count')?.textContent ?? null;
      if (read() === text) return afterFrame(resolve);
      const observer = new MutationObserver(() => {
        if (read() !== text) return;
        observer.disconnect();
        clearTimeout(timer);
        afterFrame(resolve);
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error('the count reads ' + JSON.stringify(read()) + ', not ' + JSON.stringify(text)));
      }, timeoutMs);
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    });

  Object.defineProperty(window, '__retailInspectorBench', {
    value: Object.freeze({ load, armKey, key: () => pendingKey, countIs }),
  });
})();`;

/** What `__retailInspectorBench.load` resolves with; times are performance.now() in the page, in ms. */
export interface LoadProbe {
  /** getCategories calls the page made before its first row. */
  readonly calls: number;
  readonly sent: number;
  readonly headers: number;
  /** The last byte of the response (Resource Timing): the data has arrived. */
  readonly responseEnd: number;
  readonly transferSize: number;
  readonly encodedBodySize: number;
  /** The bridge's response.json() resolved. */
  readonly parsed: number;
  /** The first listbox option is in the DOM. */
  readonly option: number;
  /** After the first frame that includes it (rAF + message). */
  readonly frame: number;
  readonly options: number;
  readonly count: string | null;
  /** An empty state ("No category matches …") in the DOM before the first row: when it came, its
   * text, and whether a frame was produced while it was there (it was on screen). */
  readonly emptyState: { readonly at: number; readonly text: string; readonly painted: boolean } | null;
}

/** What `__retailInspectorBench.key()` resolves with: ms after the keydown. */
export interface KeyProbe {
  readonly dom: number;
  readonly frame: number;
  readonly text: string | null;
}
