import {
  BANNER_JUMP_NAMES,
  BANNER_POSITION_NAMES,
  BANNER_POSITIONS,
  BannerJump,
  BannerPicture,
  BannerTitle,
  ExternalUrl,
  Id,
  JUMPS_WITH_PRODUCT,
} from '@zhixue/contract';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { PictureField } from '@/lib/picture-field';
import { zodRule } from '@/lib/zod-rule';

export interface BannerValues {
  position: (typeof BANNER_POSITIONS)[number];
  title: string;
  picPc: string;
  jump: number;
  shareUrl?: string | null;
  productId?: number | null;
  enabled: boolean;
}

const TARGET_HINTS: Record<number, string> = {
  [BannerJump.COURSE_DETAIL]: '已上架单课的编号',
  [BannerJump.BUNDLE_PAGE]: '已上架套餐的编号',
  [BannerJump.ONLINE_CAMP]: '线上训练营的编号',
  [BannerJump.OFFLINE_CAMP]: '线下训练营的编号',
};

/** The fields of a banner; the target field follows the jump code (the server checks the target exists). */
export function BannerFormItems() {
  const jump = Form.useWatch<number | undefined>('jump');
  return (
    <>
      <Form.Item label="位置" name="position">
        <Select options={BANNER_POSITIONS.map((value) => ({ value, label: BANNER_POSITION_NAMES[value] }))} />
      </Form.Item>
      <Form.Item label="标题" name="title" rules={[zodRule(BannerTitle)]}>
        <Input placeholder="如：新春特惠" />
      </Form.Item>
      <Form.Item
        label="图片"
        name="picPc"
        rules={[zodRule(BannerPicture)]}
        extra="1240×320 的 PNG、JPEG 或 WebP，不超过 5MB；也可填写 https 地址"
      >
        <PictureField previewWidth={248} previewHeight={64} />
      </Form.Item>
      <Form.Item label="跳转类型" name="jump">
        <Select
          options={Object.entries(BANNER_JUMP_NAMES).map(([value, label]) => ({
            value: Number(value),
            label: `${value} ${label}`,
          }))}
        />
      </Form.Item>
      {jump === BannerJump.EXTERNAL_URL && (
        <Form.Item label="跳转地址" name="shareUrl" rules={[zodRule(ExternalUrl)]}>
          <Input placeholder="https://" />
        </Form.Item>
      )}
      {jump !== undefined && JUMPS_WITH_PRODUCT.includes(jump) && (
        <Form.Item label="跳转目标编号" name="productId" rules={[zodRule(Id)]} extra={TARGET_HINTS[jump]}>
          <InputNumber min={1} style={{ width: 200 }} />
        </Form.Item>
      )}
      <Form.Item label="展示" name="enabled" valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
