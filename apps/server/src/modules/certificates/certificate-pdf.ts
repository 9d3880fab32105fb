import { formatCertificateDate, type PrintedCertificate } from '@zhixue/contract';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { AppError } from '../../platform/http/index.js';
import type { CertificateDesign } from './certificate-designs.js';
import { CERTIFICATE_FACE } from './certificate-font.js';

export interface CertificatePdfInput {
  printed: PrintedCertificate;
  design: CertificateDesign;
  /** The absolute address of its verification page, which the QR code carries. */
  verifyUrl: string;
  /** The Noto CJK collection; pdfkit embeds only the glyphs the page uses. */
  font: Buffer;
}

/** A4 landscape, in points. */
const WIDTH = 841.89;
const HEIGHT = 595.28;
const INK = '#262626';
const MUTED = '#595959';
const QR_SIZE = 96;

function body({ printed, design }: CertificatePdfInput): string {
  const term = printed.termName ? `（${printed.termName}）` : '';
  const dates =
    printed.startDate && printed.endDate
      ? `于${formatCertificateDate(printed.startDate)}至${formatCertificateDate(printed.endDate)}`
      : '';
  return `${dates}参加「${printed.title}」${term}的学习，${design.statement}`;
}

/** The QR code as filled squares: sharp at any zoom, and no image decoder in the way. */
function drawQrCode(doc: PDFKit.PDFDocument, url: string, x: number, y: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = QR_SIZE / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      // A hair wider than a cell, so that no viewer draws seams between neighbours.
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell + 0.2, cell + 0.2);
    }
  }
  doc.fill(INK);
}

function drawFrame(doc: PDFKit.PDFDocument, { primaryColor, accentColor }: CertificateDesign): void {
  doc.rect(0, 0, WIDTH, HEIGHT).fill('#fffdf7');
  doc
    .lineWidth(8)
    .rect(22, 22, WIDTH - 44, HEIGHT - 44)
    .stroke(primaryColor);
  doc
    .lineWidth(1.2)
    .rect(36, 36, WIDTH - 72, HEIGHT - 72)
    .stroke(accentColor);
}

function drawSeal(
  doc: PDFKit.PDFDocument,
  { accentColor, sealText }: CertificateDesign,
  centreX: number,
  centreY: number,
): void {
  doc.save().opacity(0.85);
  doc.lineWidth(2).circle(centreX, centreY, 40).stroke(accentColor);
  doc.lineWidth(0.8).circle(centreX, centreY, 34).stroke(accentColor);
  doc
    // Up to six characters fit the ring: four at 13 points, more a little smaller.
    .fontSize(sealText.length > 4 ? 10 : 13)
    .fillColor(accentColor)
    .text(sealText, centreX - 34, centreY - 8, {
      width: 68,
      align: 'center',
    });
  doc.restore();
}

function drawPage(doc: PDFKit.PDFDocument, input: CertificatePdfInput): void {
  const { printed, design, verifyUrl } = input;
  drawFrame(doc, design);
  const centred = { width: WIDTH - 160, align: 'center' as const };

  doc.fillColor(design.primaryColor).fontSize(40).text(design.heading, 80, 74, centred);
  doc
    .fillColor(design.accentColor)
    .fontSize(11)
    .text('CERTIFICATE OF COMPLETION', 80, 136, {
      ...centred,
      characterSpacing: 4,
    });

  doc.fillColor(INK).fontSize(30).text(printed.learnerName, 80, 178, centred);
  doc
    .lineWidth(1)
    .moveTo(WIDTH / 2 - 150, 222)
    .lineTo(WIDTH / 2 + 150, 222)
    .stroke(design.accentColor);
  doc
    .fillColor(INK)
    .fontSize(15)
    .text(body(input), 130, 248, {
      width: WIDTH - 260,
      align: 'center',
      lineGap: 10,
    });

  const bottom = HEIGHT - 80;
  const qrTop = bottom - QR_SIZE - 14;
  drawQrCode(doc, verifyUrl, 78, qrTop);
  doc.link(78, qrTop, QR_SIZE, QR_SIZE, verifyUrl);
  doc
    .fillColor(MUTED)
    .fontSize(9)
    .text('扫码验证证书真伪', 78, bottom - 8, { width: QR_SIZE, align: 'center' });
  doc.fillColor(INK).fontSize(11);
  doc.text(`证书编号：${printed.code}`, 196, bottom - 62);
  doc.text(`发证日期：${formatCertificateDate(printed.issuedOn)}`, 196, bottom - 40);
  // Also in words, for a reader without a camera: the same address the QR code carries.
  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text(`验证网址：${verifyUrl}`, 196, bottom - 16, { width: 300, link: verifyUrl });

  const signatureLeft = WIDTH - 330;
  doc.fontSize(14).text(design.issuer, signatureLeft, bottom - 58, { width: 220, align: 'center' });
  doc
    .lineWidth(0.8)
    .moveTo(signatureLeft, bottom - 34)
    .lineTo(signatureLeft + 220, bottom - 34)
    .stroke(MUTED);
  doc
    .fillColor(MUTED)
    .fontSize(10)
    .text('颁发单位', signatureLeft, bottom - 26, { width: 220, align: 'center' });
  drawSeal(doc, design, signatureLeft + 200, bottom - 56);
}

/**
 * The certificate as a PDF: the Noto CJK face embedded as a subset, the printed fields, the number and
 * a QR code to the verification page. Made whole in memory before any byte is sent, so a failure
 * answers an error instead of a cut-off file; a certificate is one page of some 60 kB.
 */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: 0,
    info: { Title: `${input.design.heading} ${input.printed.code}`, Author: input.design.issuer },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    doc.registerFont('certificate', input.font, CERTIFICATE_FACE);
    doc.font('certificate');
  } catch {
    // The file is there but holds no such face: not a font we can print Chinese with.
    throw new AppError('CERT_PDF_UNAVAILABLE');
  }
  drawPage(doc, input);
  doc.end();
  return finished;
}
