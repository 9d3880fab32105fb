import { useQuery } from '@tanstack/react-query';
import { type MediaAsset, mediaAssetList } from '@zhixue/contract';
import { Form, Select } from 'antd';
import { callApi } from '@/lib/api';

/** A ready file of the media library of one kind: videos for a section, PDFs for a course's slides. */
export function ReadyMediaField({ kind, label }: { kind: MediaAsset['kind']; label: string }) {
  const assets = useQuery({
    queryKey: ['media', 'ready'],
    queryFn: () => callApi(mediaAssetList, { state: 'ready', pageSize: 100 }),
  });
  const options = (assets.data?.list ?? [])
    .filter((asset) => asset.kind === kind)
    .map((asset) => ({
      value: asset.id,
      label:
        kind === 'video'
          ? `${asset.fileName}（${asset.durationSeconds ?? 0} 秒）`
          : `${asset.fileName}（${asset.pageCount ?? 0} 页）`,
    }));
  return (
    <Form.Item
      name="assetId"
      label={label}
      rules={[{ required: true, message: `请选择${label}` }]}
      extra="只列出媒体库中已处理完成的文件；新文件请先在媒体库上传。"
    >
      <Select showSearch={{ optionFilterProp: 'label' }} loading={assets.isFetching} options={options} />
    </Form.Item>
  );
}
