import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ErrorView } from '@/components/error-view';
import { isChunkLoadError, reloadOnceForChunkError } from '@/lib/chunk-reload';
import { markProgressFailed } from '@/lib/progress';

/**
 * What a route shows when it throws. Built without antd: it must work when chunks fail to load. A failed chunk load (a deploy replaced the files) reloads the
 * page once; a failed page marks the progress bar as failed and offers a reload (spec section 8).
 */
export function RouteError() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  const reloading = chunkError && reloadOnceForChunkError();

  useEffect(() => {
    if (!reloading) markProgressFailed();
    if (!chunkError && !isRouteErrorResponse(error)) console.error(error);
  }, [reloading, chunkError, error]);

  if (reloading) return null;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorView mark="404" title="页面似乎走丢了" subtitle="This page could not be found">
        <Link to="/" className="zx-btn zx-btn-primary zx-btn-large">
          返回首页
        </Link>
      </ErrorView>
    );
  }
  return (
    <ErrorView
      mark="出错了"
      title={chunkError ? '页面资源加载失败' : '页面加载失败'}
      subtitle={chunkError ? '网站可能刚刚更新，请刷新页面后重试' : '请刷新页面后重试，或稍后再来'}
    >
      <button
        type="button"
        className="zx-btn zx-btn-primary zx-btn-large"
        onClick={() => window.location.reload()}
      >
        刷新页面
      </button>
      <Link to="/" className="zx-btn zx-btn-large">
        返回首页
      </Link>
    </ErrorView>
  );
}
