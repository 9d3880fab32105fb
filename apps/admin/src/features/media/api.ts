import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type MediaAsset,
  mediaAssetAttach,
  mediaAssetList,
  mediaAssetRetry,
  type RequestOf,
} from '@zhixue/contract';
import { apiPageQuery, useApiMutation } from '@/lib/api-query';
import { MOVING } from '@/lib/media-states';

const MEDIA = ['media'] as const;

/** A page of the library, asked again every 2 s while one of its files is still being processed. */
export const useAssetList = (query: RequestOf<typeof mediaAssetList>) =>
  useQuery({
    ...apiPageQuery(MEDIA, mediaAssetList, query),
    refetchInterval: (current) =>
      (current.state.data as { list: MediaAsset[] } | undefined)?.list.some((asset) =>
        MOVING.has(asset.state),
      )
        ? 2000
        : false,
  });

/** A finished upload shows in the library at once. */
export function useRefreshAssets() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MEDIA });
}

export const useAssetRetry = () => useApiMutation(mediaAssetRetry, [MEDIA]);
/** The course outline shows which video a section plays; it reads under its own key. */
export const useAssetAttach = () => useApiMutation(mediaAssetAttach, [['course-outline']]);
