/**
 * The command line's fetch, made when a command first calls an installation: proxyAwareFetch's, but
 * undici (a fifth of a short command's start) is loaded only by that first call, so a command that
 * never calls one (diff of two files, openapi, help) does not pay for it. The proxy variables are
 * read and checked at once, so a bad one is still a usage error before anything runs.
 */
import type { ProxyAwareFetch } from './proxy-settings';
import { proxyPlan } from './proxy-settings';

/** proxyAwareFetch(env) loaded on its first call; throws AppError('USAGE') as that does, at once. */
export function lazyProxyAwareFetch(env: Readonly<Record<string, string | undefined>>): ProxyAwareFetch {
  const plan = proxyPlan(env);
  let loading: Promise<ProxyAwareFetch> | undefined;
  const made = () =>
    (loading ??= import('./proxy-aware-fetch').then(({ proxyAwareFetch }) => proxyAwareFetch(env)));
  return {
    fetch: async (url, init) => (await made()).fetch(url, init),
    notice: plan.notice,
    proxyFor: plan.proxyFor,
    close: async () => {
      if (loading) await (await loading).close();
    },
  };
}
