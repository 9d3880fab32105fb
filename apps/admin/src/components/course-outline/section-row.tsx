import { type AdminCourseOutline, type AdminOutlineSection, SectionName } from '@zhixue/contract';
import { Form, Input, Space, Switch, Tag, Typography } from 'antd';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { zodRule } from '@/lib/zod-rule';
import type { DragHandle } from '../sortable-list';
import { type MediaSource, ReadyMediaField } from './media-pick';

/** The order of an outline: each chapter with its sections, as the reorder call takes it. */
export type Order = Array<{ id: number; sectionIds: number[] }>;

/**
 * The calls an outline is edited through: the platform console's for any course, an enterprise
 * admin's for its own private courses. `catalogue` marks the main site's courses, whose sections
 * may be trial (试看); `media` is where a section's videos come from (the platform's media library,
 * or the enterprise's own videos), `attachVideo` plays one in a section.
 */
export interface OutlineCalls {
  key: string;
  catalogue: boolean;
  media: MediaSource;
  attachVideo(assetId: number, sectionId: number): Promise<unknown>;
  outline(courseId: number): Promise<AdminCourseOutline>;
  createChapter(courseId: number, name: string): Promise<AdminCourseOutline>;
  renameChapter(id: number, name: string): Promise<AdminCourseOutline>;
  deleteChapter(id: number): Promise<AdminCourseOutline>;
  createSection(chapterId: number, section: SectionValues): Promise<AdminCourseOutline>;
  updateSection(id: number, section: SectionValues): Promise<AdminCourseOutline>;
  deleteSection(id: number): Promise<AdminCourseOutline>;
  reorder(courseId: number, chapters: Order): Promise<AdminCourseOutline>;
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The catalogue's section plays a video (an HLS playlist once transcoded) or nothing yet. */
function MediaTag({ section }: { section: AdminOutlineSection }) {
  if (!section.mediaKey) return <Tag color="orange">未关联视频</Tag>;
  return <Tag color="blue">视频 {minutes(section.durationSeconds)}</Tag>;
}

export type SectionValues = { name: string; trial: 0 | 1 };

/** A section's name, and its trial flag where learners buy the course (`trial`). */
export function SectionFormFields({ trial }: { trial: boolean }) {
  return (
    <>
      <Form.Item label="小节名称" name="name" rules={[zodRule(SectionName)]}>
        <Input />
      </Form.Item>
      <Form.Item
        hidden={!trial}
        label="试看"
        name="trial"
        valuePropName="checked"
        getValueFromEvent={(checked: boolean) => (checked ? 1 : 0)}
        getValueProps={(value: number) => ({ checked: value === 1 })}
        extra="未购买的学员也可以播放试看小节。"
      >
        <Switch />
      </Form.Item>
    </>
  );
}

/** One section: drag to order, rename and trial flag, its video (from `calls.media`), delete. */
export function SectionRow({
  section,
  handle,
  canWrite,
  calls,
  show,
  changed,
}: {
  section: AdminOutlineSection;
  handle: DragHandle;
  canWrite: boolean;
  calls: OutlineCalls;
  show: (outline: AdminCourseOutline) => void;
  changed: () => Promise<unknown>;
}) {
  return (
    <div
      data-testid="section-row"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '8px 0',
        borderTop: '1px solid #f0f0f0',
      }}
    >
      {canWrite && handle}
      <Typography.Text style={{ flex: 1 }}>{section.name}</Typography.Text>
      {section.trial === 1 && <Tag color="green">试看</Tag>}
      <MediaTag section={section} />
      {section.learnersWithProgress > 0 && <Tag>{section.learnersWithProgress} 人学过</Tag>}
      {canWrite && (
        <Space size="small">
          <FormModal<SectionValues>
            title={`编辑小节「${section.name}」`}
            trigger={{ label: '编辑', size: 'small' }}
            initialValues={{ name: section.name, trial: section.trial }}
            submit={async (values) => show(await calls.updateSection(section.id, values))}
          >
            <SectionFormFields trial={calls.catalogue} />
          </FormModal>
          <FormModal<{ assetId: number }>
            title={`为「${section.name}」选择视频`}
            trigger={{ label: '选择视频', size: 'small' }}
            done="小节已换用该视频"
            submit={async ({ assetId }) => {
              await calls.attachVideo(assetId, section.id);
              await changed();
            }}
          >
            <ReadyMediaField kind="video" label="视频" source={calls.media} />
          </FormModal>
          <ConfirmButton
            size="small"
            danger
            disabled={section.learnersWithProgress > 0}
            title={section.learnersWithProgress > 0 ? '已有学员学习，不能删除' : undefined}
            question={`删除小节「${section.name}」？`}
            action={async () => show(await calls.deleteSection(section.id))}
          >
            删除
          </ConfirmButton>
        </Space>
      )}
    </div>
  );
}
