import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { certificateFont } from './certificate-font.js';
import { renderCertificatePdf } from './certificate-pdf.js';

function recordingLog() {
  const errors: string[] = [];
  const log = {
    error: (_details: unknown, message: string) => errors.push(message),
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

const printed = {
  code: 'ZX-ABCD-2345-EFGH-6789',
  kind: 'course' as const,
  heading: '课程结业证书',
  learnerName: '李雷',
  title: '课程',
  termName: null,
  startDate: null,
  endDate: null,
  issuedOn: '2026-04-01',
  issuer: '知学在线教育',
};
const design = {
  heading: '课程结业证书',
  statement: '特发此证。',
  primaryColor: '#14532d',
  accentColor: '#b08d3c',
  issuer: '知学在线教育',
  sealText: '知学认证',
};

describe('the certificate font', () => {
  it('missing: said in the log at start-up, and every PDF refused with a reason instead of made without Chinese', async () => {
    const { log, errors } = recordingLog();
    const font = certificateFont('/nonexistent/NotoSansCJK-Regular.ttc', log);
    await font.check();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('fonts-noto-cjk');
    await expect(font.bytes()).rejects.toMatchObject({ reason: 'CERT_PDF_UNAVAILABLE' });
    await expect(font.bytes()).rejects.toMatchObject({ reason: 'CERT_PDF_UNAVAILABLE' });
    expect(errors).toHaveLength(3);
  });

  it('a file without the Noto CJK face is refused the same way', async () => {
    // A Noto collection without the Sans face, and bytes that are no font at all.
    const serif = readFileSync('/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc');
    for (const font of [serif, Buffer.from('not a font')]) {
      await expect(
        renderCertificatePdf({ printed, design, verifyUrl: 'http://localhost/cert/verify/x', font }),
      ).rejects.toMatchObject({ reason: 'CERT_PDF_UNAVAILABLE' });
    }
  });
});
