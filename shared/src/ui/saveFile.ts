/**
 * Downloads what a URL answers, as a link with `download` would: a server URL sent as an
 * attachment (for menu items, which are not links the browser follows), or a file made in
 * the page.
 */
export function downloadFrom(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands a file made in the page to the browser's downloads, as a link to it would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  downloadFrom(url, fileName);
  // The download has taken its copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
