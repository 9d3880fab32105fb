import type { AdminCourse, VideoEncryption } from '@zhixue/contract';
import { Cents, CourseCover, CourseName, CourseSummary, IdleCheckMinutes } from '@zhixue/contract';
import { Form, Input, InputNumber, Select, Space } from 'antd';
import { PictureField } from '@/lib/picture-field';
import { zodRule } from '@/lib/zod-rule';

/** Which sections play as encrypted HLS, whose key only a learner entitled to the section fetches. */
const VIDEO_ENCRYPTIONS: Array<{ value: VideoEncryption; label: string }> = [
  { value: 'paid', label: '付费小节加密（试看小节不加密）' },
  { value: 'all', label: '全部小节加密' },
  { value: 'none', label: '不加密' },
];

const CHARGES = [
  { value: 0, label: '免费' },
  { value: 1, label: '付费' },
  { value: 2, label: '仅会员' },
];
/** Prices are typed in yuan and travel in cents, checked by the contract's cents schema. */
const toCents = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : value);

/** A summary may be left empty: it travels as an empty text. */
export const emptySummary = (value: unknown) => value ?? '';

export type CourseFormValues = Pick<
  AdminCourse,
  'name' | 'summary' | 'picCover' | 'charge' | 'vip' | 'vipCharge'
> &
  Record<'price' | 'linePrice' | 'vipPrice', number> & {
    categoryId?: number | null;
    /** A single course's only: a series plays no video of its own. */
    videoEncryption?: VideoEncryption;
    idleCheckMinutes?: number;
  };

/** The form's values of a course: its prices in yuan. */
export const formValuesOf = (course: AdminCourse): CourseFormValues => ({
  ...course,
  price: course.price / 100,
  linePrice: course.linePrice / 100,
  vipPrice: course.vipPrice / 100,
});

/** What the contract takes from the form: prices back in cents. */
export const courseDetailsOf = (values: CourseFormValues) => ({
  name: values.name,
  summary: values.summary ?? '',
  // An empty cover is left out: a new course starts without one, an edited one keeps its own.
  ...(values.picCover ? { picCover: values.picCover } : {}),
  categoryId: values.categoryId ?? null,
  charge: values.charge,
  price: Math.round(values.price * 100),
  linePrice: Math.round(values.linePrice * 100),
  vip: values.vip,
  vipCharge: values.vipCharge,
  vipPrice: Math.round(values.vipPrice * 100),
  ...(values.videoEncryption ? { videoEncryption: values.videoEncryption } : {}),
  ...(values.idleCheckMinutes === undefined ? {} : { idleCheckMinutes: values.idleCheckMinutes }),
});

/** A new course starts free at ¥0: a paid one needs a price above 0, which the editor types. */
export const NEW_COURSE_VALUES: CourseFormValues = {
  name: '',
  summary: '',
  picCover: '',
  charge: 0,
  price: 0,
  linePrice: 0,
  vip: 0,
  vipCharge: 1,
  vipPrice: 0,
  videoEncryption: 'paid',
  idleCheckMinutes: 0,
};

/** A new series (bundle) is sold: paid, its price typed by the editor. */
export const NEW_BUNDLE_VALUES: CourseFormValues = { ...NEW_COURSE_VALUES, charge: 1 };

/**
 * A course's texts, cover and category: the main site's courses (the cover may wait) and an
 * enterprise's private courses (`coverRequired`: they are in the library at once).
 */
export function CourseBasicFields({
  categoryOptions,
  coverRequired = false,
}: {
  categoryOptions: Array<{ value: number; label: string }>;
  coverRequired?: boolean;
}) {
  return (
    <>
      <Form.Item label="课程名称" name="name" rules={[zodRule(CourseName)]}>
        <Input />
      </Form.Item>
      <Form.Item label="简介" name="summary" rules={[zodRule(CourseSummary, emptySummary)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item
        label="封面"
        name="picCover"
        rules={[zodRule(coverRequired ? CourseCover : CourseCover.optional())]}
        extra="16:9 的 PNG、JPEG 或 WebP，不超过 5MB"
      >
        <PictureField />
      </Form.Item>
      <Form.Item label="分类" name="categoryId">
        <Select allowClear options={categoryOptions} />
      </Form.Item>
    </>
  );
}

/**
 * A course's texts, category and prices (price, line price, VIP rule and VIP price), as created and
 * edited; a single course's (`withVideo`) also which of its sections play encrypted.
 */
export function CourseFields({
  categoryOptions,
  withVideo = false,
}: {
  categoryOptions: Array<{ value: number; label: string }>;
  withVideo?: boolean;
}) {
  return (
    <>
      <CourseBasicFields categoryOptions={categoryOptions} />
      <Form.Item label="收费方式" name="charge">
        <Select options={CHARGES} />
      </Form.Item>
      <Space>
        <Form.Item label="价格（元）" name="price" rules={[zodRule(Cents, toCents)]}>
          <InputNumber min={0} precision={2} />
        </Form.Item>
        <Form.Item label="划线价（元）" name="linePrice" rules={[zodRule(Cents, toCents)]}>
          <InputNumber min={0} precision={2} />
        </Form.Item>
        <Form.Item label="会员价（元）" name="vipPrice" rules={[zodRule(Cents, toCents)]}>
          <InputNumber min={0} precision={2} />
        </Form.Item>
      </Space>
      <Space>
        <Form.Item label="会员权益" name="vip">
          <Select
            style={{ width: 140 }}
            options={[
              { value: 0, label: '无' },
              { value: 1, label: '有' },
            ]}
          />
        </Form.Item>
        <Form.Item label="会员是否付费" name="vipCharge">
          <Select
            style={{ width: 160 }}
            options={[
              { value: 0, label: '会员免费' },
              { value: 1, label: '会员付会员价' },
            ]}
          />
        </Form.Item>
      </Space>
      {withVideo && (
        <Form.Item
          label="视频加密"
          name="videoEncryption"
          extra="加密的小节只有已购学员在本次播放中能取得密钥，下载的视频文件无法播放"
        >
          <Select options={VIDEO_ENCRYPTIONS} />
        </Form.Item>
      )}
      {withVideo && <IdleCheckField />}
    </>
  );
}

/** 防挂机 (decision 0054): a course's minutes without interaction before the player asks. */
export function IdleCheckField() {
  return (
    <Form.Item
      label="防挂机（分钟）"
      name="idleCheckMinutes"
      rules={[zodRule(IdleCheckMinutes)]}
      extra="学员连续这么多分钟没有任何操作时，播放器询问“你还在学习吗？”，未确认则暂停，之后的时间不计入学习时长；0 为关闭"
    >
      <InputNumber min={0} max={120} precision={0} addonAfter="分钟" />
    </Form.Item>
  );
}
