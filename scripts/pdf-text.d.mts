export function pdfText(bytes: Uint8Array): Promise<string>;
