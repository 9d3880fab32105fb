import { defineNotices } from './define.js';
import { certificatePage } from './pages.js';

/** Certificates: one was issued (a course or camp completed). */
export const certificateNotices = defineNotices({
  certificateIssued: {
    category: 'certificate',
    /** `printedCode`: the certificate's code as printed on it (`ZX-…`), which its public page is found by. */
    text: (certificate: { certificateTitle: string; printedCode: string }) => ({
      title: '您获得了一张新证书',
      body: `恭喜您完成「${certificate.certificateTitle}」，证书已颁发，可在个人中心查看和下载。`,
      link: certificatePage(certificate.printedCode),
    }),
  },
});
