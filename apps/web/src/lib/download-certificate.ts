import { useMutation } from '@tanstack/react-query';
import { userCertDownload } from '@zhixue/contract';
import { call } from '@/lib/api';

/**
 * `user/cert/download`, then the PDF itself: the answer is a signed address valid for ten minutes,
 * which the browser downloads like any file (the server names it and sends it as an attachment).
 */
export async function downloadCertificate(code: string): Promise<void> {
  const { url } = await call(userCertDownload, { code });
  const link = document.createElement('a');
  link.href = url;
  // Empty: the file keeps the name the server gives it (课程结业证书-ZX-….pdf).
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

export function useDownloadCertificate() {
  return useMutation({ mutationFn: downloadCertificate });
}
