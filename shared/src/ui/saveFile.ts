/** Hands a file made in the page to the browser's downloads, as a link to it would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads what a server URL answers (sent as an attachment), as a link with `download`
 * would; for menu items, which are not links the browser follows.
 */
export function downloadFrom(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
