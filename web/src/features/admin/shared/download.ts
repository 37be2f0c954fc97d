/** Saves text as a file through a Blob and a temporary object URL (the CSV builders already add the BOM). */
export function downloadTextFile(fileName: string, content: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: the browser reads the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
