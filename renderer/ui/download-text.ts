// How the browser saves a file the host handed back as text (the web host has no save dialog): a
// Blob behind a temporary <a download>, clicked, then removed and its URL released.

/** Lets the browser save `text` as `fileName`. */
export function downloadText({
  fileName,
  mimeType,
  text,
}: {
  fileName: string;
  mimeType: string;
  text: string;
}) {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the Blob by the time the click returns in Chromium; release it a little
  // later all the same, for browsers that read it asynchronously.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
