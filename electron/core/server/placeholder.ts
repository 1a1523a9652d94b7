/** The image the server answers for a category that has none (docs/embedded-server.md, routes). */
import { PLACEHOLDER_IMAGE } from '../dataset/placeholder-image';
import { PreparedBody } from './prepared-body';

/** The placeholder body, prepared once per process. */
export const placeholderBody = new PreparedBody(PLACEHOLDER_IMAGE.body, PLACEHOLDER_IMAGE.contentType);
