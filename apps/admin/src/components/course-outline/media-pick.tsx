import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type MediaAsset, type MediaState, mediaAssetList, type Page } from '@zhixue/contract';
import { Form, Progress, Select, Space, Tag, Typography } from 'antd';
import { UploadButton } from '@/components/upload-button';
import { callApi } from '@/lib/api';
import { MOVING, STATE_NAMES } from '@/lib/media-states';

/**
 * Where a picker's files come from: the platform's media library, or an enterprise's own videos
 * (decision 0035), which its admin uploads from the picker itself, having no library screen.
 */
export interface MediaSource {
  key: readonly unknown[];
  list(query: { pageSize: number; state?: MediaState }): Promise<Page<MediaAsset>>;
  uploads: boolean;
}

export const PLATFORM_MEDIA: MediaSource = {
  key: ['media', 'ready'],
  list: (query) => callApi(mediaAssetList, query),
  uploads: false,
};

/** A ready file of one kind: videos for a section, PDFs for a course's slides. */
export function ReadyMediaField({
  kind,
  label,
  source = PLATFORM_MEDIA,
}: {
  kind: MediaAsset['kind'];
  label: string;
  source?: MediaSource;
}) {
  const queryClient = useQueryClient();
  const assets = useQuery({
    queryKey: source.key,
    // A picker that uploads also shows its uploads being processed, refreshed until they are done.
    queryFn: () => source.list(source.uploads ? { pageSize: 100 } : { state: 'ready', pageSize: 100 }),
    refetchInterval: (current) =>
      current.state.data?.list.some((asset) => MOVING.has(asset.state)) ? 2000 : false,
  });
  const ofKind = (assets.data?.list ?? []).filter((asset) => asset.kind === kind);
  const options = ofKind
    .filter((asset) => asset.state === 'ready')
    .map((asset) => ({
      value: asset.id,
      label:
        kind === 'video'
          ? `${asset.fileName}（${asset.durationSeconds ?? 0} 秒）`
          : `${asset.fileName}（${asset.pageCount ?? 0} 页）`,
    }));
  const pending = source.uploads ? ofKind.filter((asset) => asset.state !== 'ready') : [];
  return (
    <>
      <Form.Item
        name="assetId"
        label={label}
        rules={[{ required: true, message: `请选择${label}` }]}
        extra={
          source.uploads
            ? '只列出本企业已处理完成的视频；新上传的视频处理完成后即可选择。'
            : '只列出媒体库中已处理完成的文件；新文件请先在媒体库上传。'
        }
      >
        <Select showSearch={{ optionFilterProp: 'label' }} loading={assets.isFetching} options={options} />
      </Form.Item>
      {source.uploads && (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="ent-video-uploads">
          <UploadButton
            videosOnly
            onUploaded={() => queryClient.invalidateQueries({ queryKey: source.key })}
          />
          {pending.map((asset) => (
            <Space key={asset.id} size={8}>
              <Typography.Text ellipsis style={{ maxWidth: 220 }}>
                {asset.fileName}
              </Typography.Text>
              <Tag color={STATE_NAMES[asset.state].color}>{STATE_NAMES[asset.state].label}</Tag>
              {asset.state === 'transcoding' && (
                <Progress percent={asset.progress} size="small" style={{ width: 120, margin: 0 }} />
              )}
              {asset.failure && <Typography.Text type="danger">{asset.failure}</Typography.Text>}
            </Space>
          ))}
        </Space>
      )}
    </>
  );
}
