import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { pageTitle } from '../route-handle';

export const SITE_TITLE = '知学 - 企业培训在线学习平台';

/** `<page> - 知学`, or the site's full title on the home page. */
export function useDocumentTitle(): void {
  const title = pageTitle(useMatches());
  useEffect(() => {
    document.title = title && title !== '首页' ? `${title} - 知学` : SITE_TITLE;
  }, [title]);
}
