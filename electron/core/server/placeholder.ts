/** The image the server answers for a category that has none (docs/embedded-server.md, routes). */
import { RESERVED_PREFIX } from '../dataset/asset-reference';
import { PreparedBody } from './prepared-body';

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

/** The placeholder body, prepared once per process. */
export const placeholderBody = new PreparedBody(Buffer.from(SVG), 'image/svg+xml');
