/**
 * The image a dataset's category without one is answered with (docs/embedded-server.md, routes): its
 * path, under the prefix datasets may not use, and its bytes. The server prepares the body to send
 * (server/placeholder.ts); capture, snapshots and the diff recognise it by path or by bytes.
 */
import { RESERVED_PREFIX } from './asset-reference';

/** URL path of the placeholder image, under the prefix datasets may not use. */
export const PLACEHOLDER_PATH = `/${RESERVED_PREFIX}placeholder.svg`;

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="#e6e8ec"/>
<g fill="none" stroke="#9aa1ad" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">
<rect x="58" y="70" width="140" height="116" rx="12"/>
<path d="M70 170l38-42 30 30 20-20 30 32"/>
</g>
<circle cx="160" cy="106" r="12" fill="#9aa1ad"/>
</svg>
`;

/** The placeholder's bytes and content type, as the server sends them. */
export const PLACEHOLDER_IMAGE = { body: Buffer.from(SVG), contentType: 'image/svg+xml' } as const;
