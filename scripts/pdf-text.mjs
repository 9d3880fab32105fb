// The text of a PDF as a reader would copy it, for the tests that check a certificate's PDF (the
// server's API test and the download journey): pdf.js, the reader browsers ship.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Every page's text, pages joined by line breaks.
 *
 * @param {Uint8Array} bytes
 * @returns {Promise<string>}
 */
export async function pdfText(bytes) {
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await document.destroy();
  return pages.join('\n');
}
