/**
 * Saves a text file on the visitor's device: a Blob, an object URL and a click on a temporary anchor with the
 * `download` attribute. `mimeType` defaults to plain text (receipts); calendar files pass `text/calendar`. Call it from an event handler (browsers allow downloads from user gestures).
 */
export function downloadTextFile(fileName: string, text: string, mimeType = 'text/plain;charset=utf-8'): void {
  if (typeof document === 'undefined') return;
  const blob = new Blob([text], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Let the download start before the URL is revoked.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
