import { type MediaAsset, type MediaKind, MediaState } from '@zhixue/contract';
import { Progress, Select, Space, Tag, Typography } from 'antd';
import { ListTable } from '@/components/list-table';
import { UploadButton } from '@/components/upload-button';
import { ConfirmButton } from '@/lib/confirm-button';
import { formatDateTime } from '@/lib/date-format';
import { FormModal } from '@/lib/form-modal';
import { STATE_NAMES } from '@/lib/media-states';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { useAssetAttach, useAssetList, useAssetRetry, useRefreshAssets } from './api';
import { AttachFields } from './attach-form';

const FILTERS = { state: '' };
const KIND_NAMES: Record<MediaKind, string> = { video: '视频', slides: 'PDF 课件', image: '图片' };

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** The media library: uploads with their processing state and progress, retry, attaching a video to a section. */
export function MediaPage() {
  const assetRetry = useAssetRetry();
  const assetAttach = useAssetAttach();
  const refresh = useRefreshAssets();
  const canWrite = useCan('media.write');
  const list = useUrlList(FILTERS);
  const assets = useAssetList({
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(list.filters.state ? { state: list.filters.state as MediaState } : {}),
  });

  const actions = (asset: MediaAsset) => (
    <Space size={4}>
      {asset.state === 'failed' && (
        <ConfirmButton
          size="small"
          question={`确认重新处理「${asset.fileName}」？`}
          action={() => assetRetry.mutateAsync({ id: asset.id })}
          done="已重新排队处理"
        >
          重试
        </ConfirmButton>
      )}
      {asset.kind === 'video' && asset.state === 'ready' && (
        <FormModal<{ courseId: number; sectionId: number }>
          title={`将「${asset.fileName}」用于小节`}
          trigger={{ label: '用于小节', size: 'small' }}
          submit={({ sectionId }) => assetAttach.mutateAsync({ assetId: asset.id, sectionId })}
          done="小节已换用该视频"
        >
          <AttachFields />
        </FormModal>
      )}
    </Space>
  );

  return (
    <ScreenCard title="媒体库" extra={canWrite && <UploadButton onUploaded={refresh} />}>
      <Space style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="全部状态"
          value={list.filters.state || undefined}
          onChange={(state) => list.setFilters({ state: state ?? '' })}
          options={MediaState.options.map((state) => ({ value: state, label: STATE_NAMES[state].label }))}
          style={{ width: 140 }}
        />
      </Space>
      <ListTable<MediaAsset>
        rowKey="id"
        list={list}
        query={assets}
        unit="个文件"
        expandable={{
          rowExpandable: (row) => row.failure !== null,
          expandedRowRender: (row) => <Typography.Paragraph code>{row.failure}</Typography.Paragraph>,
        }}
        columns={[
          { title: '文件名', dataIndex: 'fileName', ellipsis: true },
          { title: '类型', dataIndex: 'kind', width: 90, render: (kind: MediaKind) => KIND_NAMES[kind] },
          {
            title: '状态',
            dataIndex: 'state',
            width: 100,
            render: (state: MediaState) => (
              <Tag color={STATE_NAMES[state].color}>{STATE_NAMES[state].label}</Tag>
            ),
          },
          {
            title: '进度',
            dataIndex: 'progress',
            width: 150,
            render: (progress: number, row) => (
              <Progress
                percent={progress}
                size="small"
                status={
                  row.state === 'failed' ? 'exception' : row.state === 'transcoding' ? 'active' : undefined
                }
              />
            ),
          },
          { title: '大小', dataIndex: 'sizeBytes', width: 90, render: formatSize },
          {
            title: '校验和（SHA-256）',
            dataIndex: 'sha256',
            width: 170,
            render: (sha256: string | null) =>
              sha256 ? (
                <Typography.Text code copyable={{ text: sha256 }} title={sha256}>
                  {sha256.slice(0, 12)}…
                </Typography.Text>
              ) : (
                '—'
              ),
          },
          { title: '上传时间', dataIndex: 'createdAt', width: 170, render: formatDateTime },
          ...(canWrite
            ? [{ title: '操作', width: 170, render: (_: unknown, row: MediaAsset) => actions(row) }]
            : []),
        ]}
      />
    </ScreenCard>
  );
}
