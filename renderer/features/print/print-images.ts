// Waiting for the images of a page laid out for printing: the print-only lists were just rendered,
// and their images (and the pictures the Changes view asks main for) are on their way. A print that
// started now would show empty boxes; one that waited for ever would never start, so the wait is
// bounded and the print goes ahead with what arrived.

/** How long a print waits for its images. */
export const PRINT_IMAGES_WAIT_MS = 20_000;
const POLL_MS = 100;

/** Images in the page (shown or print-only; not in a hidden view) and how many have settled. */
export function imageCounts(root: ParentNode): { readonly images: number; readonly settled: number } {
  let images = 0;
  let settled = 0;
  // An <img> is settled once it loaded or failed; a placeholder (.image--loading that is no <img>)
  // stands for a picture not yet asked for, and is replaced when it comes.
  for (const element of root.querySelectorAll<HTMLElement>('main img, main .image--loading')) {
    if (element.closest('[hidden]')) continue;
    images++;
    if (element instanceof HTMLImageElement && element.complete) settled++;
  }
  return { images, settled };
}

/**
 * Resolves true once every image of `root` has settled, false when `timeoutMs` passed first;
 * `onProgress` hears each count on the way.
 */
export async function printImagesSettled(
  root: ParentNode,
  timeoutMs = PRINT_IMAGES_WAIT_MS,
  onProgress?: (settled: number, images: number) => void,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { images, settled } = imageCounts(root);
    onProgress?.(settled, images);
    if (settled === images) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
