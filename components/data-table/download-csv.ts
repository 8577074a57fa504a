/** Saves `csv` as a file named `fileName` through a temporary Blob URL (no server round trip). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the URL is only needed for the click.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
