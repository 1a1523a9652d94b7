/**
 * Masks a secret wherever it appears in text the client passes on: bodies, messages, URLs. The
 * token is replaced in its plain, percent-encoded and JSON-escaped forms.
 */

/** The mask that stands for a secret. */
export const MASK = '***';

/** Returns a function that replaces every occurrence of `secret` in a text by ***. */
export function secretMasker(secret: string | undefined): (text: string) => string {
  if (!secret) return (text) => text;
  const jsonEscaped = JSON.stringify(secret).slice(1, -1);
  const forms = [
    ...new Set([
      secret,
      encodeURIComponent(secret),
      new URLSearchParams({ t: secret }).toString().slice(2),
      jsonEscaped,
      // PHP's json_encode writes "/" as "\/" by default.
      jsonEscaped.replaceAll('/', '\\/'),
    ]),
  ];
  return (text) => {
    let out = text;
    for (const form of forms) if (form && out.includes(form)) out = out.split(form).join(MASK);
    return out;
  };
}
