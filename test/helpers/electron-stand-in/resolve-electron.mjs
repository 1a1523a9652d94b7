// Module resolution hook (node:module register): 'electron' resolves to the recording stand-in, so the
// built main bundle, which keeps 'electron' external, runs unchanged in plain Node.
const STAND_IN = new URL('./electron.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'electron') return { url: STAND_IN, shortCircuit: true };
  return nextResolve(specifier, context);
}
