/** An uploaded file's bytes as base64, as the console's imports send them. */
export const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Saves a spreadsheet the server answered as base64 (a template, an export) under its name. */
export function saveSheet({ fileName, fileBase64 }: { fileName: string; fileBase64: string }) {
  const bytes = Uint8Array.from(atob(fileBase64), (char) => char.charCodeAt(0));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
