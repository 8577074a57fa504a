/** Saves `blob` as the file `name` through a temporary Blob URL (the exports of the tables). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the URL is only needed for the click.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
