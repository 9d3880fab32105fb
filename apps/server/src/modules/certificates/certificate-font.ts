import { access, readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/http/index.js';

/** The face of the Noto CJK collection (a .ttc) certificates print with, by its PostScript name. */
export const CERTIFICATE_FACE = 'NotoSansCJKsc-Regular';

const MISSING_FONT_HINT =
  "certificate PDFs cannot be made: install Debian's fonts-noto-cjk (apt-get install fonts-noto-cjk) or point CERT_FONT_FILE at a Noto Sans CJK .ttc";

/**
 * The certificate font's bytes, read once and kept (about 20 MB, only from the first PDF on). Without
 * it there is no PDF at all rather than one whose Chinese is missing: the server says so in its log
 * when it starts, and every PDF request is refused with CERT_PDF_UNAVAILABLE until the file is there.
 */
export function certificateFont(file: string, log: FastifyBaseLogger) {
  let loading: Promise<Buffer> | null = null;
  const report = (error: unknown) => log.error({ err: error, file }, MISSING_FONT_HINT);
  return {
    /** At start-up: a missing file is logged at once, not found by the first learner who downloads. */
    async check(): Promise<void> {
      await access(file).catch(report);
    },
    async bytes(): Promise<Buffer> {
      loading ??= readFile(file);
      try {
        return await loading;
      } catch (error) {
        // Tried again next time: the file may be installed while the server runs.
        loading = null;
        report(error);
        throw new AppError('CERT_PDF_UNAVAILABLE');
      }
    },
  };
}

export type CertificateFont = ReturnType<typeof certificateFont>;
