import { useMutation } from '@tanstack/react-query';
import { userDataExport } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `user/data/export`, saved as 知学个人数据-<day>.json through a download link of the page's own. */
async function downloadOwnData(): Promise<void> {
  const data = await call(userDataExport, undefined);
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = `知学个人数据-${data.exportedAt.slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function useDownloadOwnData() {
  return useMutation({ mutationFn: downloadOwnData });
}
