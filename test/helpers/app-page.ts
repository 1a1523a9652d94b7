// Reads what the renderer's index.html asks the browser for, for tests that load it through app://:
// the Content-Security-Policy of its meta tag, and every script and stylesheet it references.

/** The directives of a CSP, by name. */
export function cspDirectives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** The policy of the page's <meta http-equiv="Content-Security-Policy">, or null. */
export function metaCsp(html: string): string | null {
  return /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(html)?.[1] ?? null;
}

/** Every <script> tag of the page, with its src (null for an inline script). */
export function scriptTags(html: string): { src: string | null }[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => ({
    src: /\bsrc="([^"]+)"/i.exec(m[1]!)?.[1] ?? null,
  }));
}

/** The src of every script and the href of every stylesheet and icon, relative to the page. */
export function subresources(html: string): string[] {
  const scripts = scriptTags(html).flatMap((s) => (s.src ? [s.src] : []));
  const links = [...html.matchAll(/<link\b[^>]*\bhref="([^"]+)"/gi)].map((m) => m[1]!);
  return [...scripts, ...links];
}
