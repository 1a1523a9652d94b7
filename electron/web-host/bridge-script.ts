/**
 * The script the web host serves as /bridge.js: it gives the page the same window.inspector API that
 * Electron's preload gives, over HTTP RPC. The per-launch key arrives in the URL fragment (never sent
 * to a server or kept in history), moves to sessionStorage, and goes with every call as a header.
 */
import { EVENTS, METHODS } from '../../shared/ipc-methods';

/** The text of /bridge.js. */
export function bridgeScript(): string {
  return `'use strict';
(() => {
  const fromHash = new URLSearchParams(location.hash.slice(1)).get('key');
  if (fromHash) {
    sessionStorage.setItem('inspector-key', fromHash);
    history.replaceState(null, '', location.pathname + location.search);
  }
  const key = sessionStorage.getItem('inspector-key') || '';
  const methods = ${JSON.stringify(METHODS)};
  const events = ${JSON.stringify(EVENTS)};
  const failure = (message) => ({ ok: false, error: { code: 'INTERNAL', message } });
  const call = async (method, args) => {
    try {
      const response = await fetch('/rpc/' + method, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-inspector-key': key },
        body: JSON.stringify(args === undefined ? {} : args),
      });
      if (response.status === 403) return failure('This page is not authorized: open the address that "retail-inspector web" printed.');
      return await response.json();
    } catch {
      return failure('The inspector\\'s web host is not running any more: start "retail-inspector web" again.');
    }
  };
  const api = {};
  for (const method of methods) api[method] = (args) => call(method, args);
  const listeners = new Map(events.map((e) => [e, new Set()]));
  let source = null;
  api.on = (event, listener) => {
    const set = listeners.get(event);
    if (!set) throw new Error('unknown event ' + event);
    if (!source) {
      source = new EventSource('/events?key=' + encodeURIComponent(key));
      for (const name of events) {
        source.addEventListener(name, (e) => listeners.get(name).forEach((l) => l(JSON.parse(e.data))));
      }
    }
    set.add(listener);
    return () => set.delete(listener);
  };
  Object.defineProperty(window, 'inspector', { value: Object.freeze(api), writable: false, configurable: false });
})();
`;
}
