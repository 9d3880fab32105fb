import { defineReasons } from './define.js';

/** Certificates: the learner's own, their PDF, and the public verification page. */
export const certificateReasons = defineReasons({
  CERT_NOT_FOUND: { code: 'A0404', msg: '证书不存在' },
  CERT_TEMPLATE_NOT_FOUND: { code: 'A0404', msg: '证书模板不存在' },
  CERT_REVOKED: { code: 'A0400', msg: '该证书已撤销，无法下载' },
  /** A download link past its lifetime, or not signed by this server. */
  CERT_LINK_EXPIRED: { code: 'A0410', msg: '下载链接已失效，请回到证书列表重新下载' },
  CERT_DOWNLOAD_TOO_FREQUENT: { code: 'A0429', msg: '证书下载过于频繁，请稍后再试' },
  CERT_VERIFY_TOO_FREQUENT: { code: 'A0429', msg: '查询过于频繁，请稍后再试' },
  /** The certificate font (Noto CJK) is missing on the server: no PDF rather than a broken one. */
  CERT_PDF_UNAVAILABLE: { code: 'B0503', msg: '证书文件暂时无法生成，请稍后再试或联系客服' },
});
