import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminCourse,
  type AdminCourseOutline,
  type AdminOutlineChapter,
  ChapterName,
} from '@zhixue/contract';
import { App, Button, Card, Empty, Form, Input, Result, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { zodRule } from '@/lib/zod-rule';
import { type DragHandle, SortableList } from '../sortable-list';
import {
  type Order,
  type OutlineCalls,
  SectionFormFields,
  SectionRow,
  type SectionValues,
} from './section-row';

const orderOf = (chapters: AdminOutlineChapter[]): Order =>
  chapters.map((chapter) => ({ id: chapter.id, sectionIds: chapter.sections.map((section) => section.id) }));

const byIds = <T extends { id: number }>(items: T[], ids: number[]) =>
  ids.flatMap((id) => items.filter((item) => item.id === id));

function ChapterNameField() {
  return (
    <Form.Item label="章名称" name="name" rules={[zodRule(ChapterName)]}>
      <Input />
    </Form.Item>
  );
}

/** A course's chapters and sections: add, rename, delete, drag to order, and what `calls` allows more. */
export function OutlineEditor({
  courseId,
  calls,
  canWrite,
  back,
  extra,
}: {
  courseId: number;
  calls: OutlineCalls;
  canWrite: boolean;
  back: { to: string; label: string };
  extra?: (course: AdminCourse, changed: () => Promise<unknown>) => ReactNode;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const key = [calls.key, courseId];
  const outline = useQuery({ queryKey: key, queryFn: () => calls.outline(courseId) });
  const show = (next: AdminCourseOutline) => queryClient.setQueryData(key, next);
  const changed = () => queryClient.invalidateQueries({ queryKey: key });

  if (outline.isPending) return <Spin />;
  if (outline.isError) return <Result status="warning" title={outline.error.message} />;
  const { course, chapters } = outline.data;

  /** The new order shows at once and is saved in one call; a refusal puts the saved order back. */
  const saveOrder = async (next: AdminOutlineChapter[]) => {
    show({ course, chapters: next });
    try {
      show(await calls.reorder(courseId, orderOf(next)));
      message.success('顺序已保存');
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '保存失败，请稍后再试');
      await changed();
    }
  };
  const moveSections = (chapter: AdminOutlineChapter, ids: number[]) =>
    saveOrder(
      chapters.map((each) =>
        each.id === chapter.id ? { ...each, sections: byIds(chapter.sections, ids) } : each,
      ),
    );

  const chapterCard = (chapter: AdminOutlineChapter, handle: DragHandle) => {
    const studied = chapter.sections.some((section) => section.learnersWithProgress > 0);
    return (
      <Card
        size="small"
        style={{ marginBottom: 12 }}
        data-testid="chapter-card"
        title={
          <Space>
            {canWrite && handle}
            <Typography.Text strong>{chapter.name}</Typography.Text>
            <Typography.Text type="secondary">{chapter.sections.length} 个小节</Typography.Text>
          </Space>
        }
        extra={
          canWrite && (
            <Space size="small">
              <FormModal<SectionValues>
                title={`在「${chapter.name}」中新增小节`}
                trigger={{ label: '新增小节', size: 'small' }}
                initialValues={{ name: '', trial: 0 }}
                submit={async (values) => show(await calls.createSection(chapter.id, values))}
              >
                <SectionFormFields trial={calls.catalogue} />
              </FormModal>
              <FormModal<{ name: string }>
                title="重命名章"
                trigger={{ label: '重命名', size: 'small' }}
                initialValues={{ name: chapter.name }}
                submit={async ({ name }) => show(await calls.renameChapter(chapter.id, name))}
              >
                <ChapterNameField />
              </FormModal>
              <ConfirmButton
                size="small"
                danger
                disabled={studied}
                title={studied ? '已有学员学习本章小节，不能删除' : undefined}
                question={`删除「${chapter.name}」及其 ${chapter.sections.length} 个小节？`}
                action={async () => show(await calls.deleteChapter(chapter.id))}
              >
                删除
              </ConfirmButton>
            </Space>
          )
        }
      >
        {chapter.sections.length === 0 ? (
          <Typography.Text type="secondary">本章还没有小节</Typography.Text>
        ) : (
          <SortableList
            scope={`chapter-${chapter.id}`}
            items={chapter.sections}
            onReorder={(ids) => moveSections(chapter, ids)}
          >
            {(section, sectionHandle) => (
              <SectionRow
                section={section}
                handle={sectionHandle}
                canWrite={canWrite}
                calls={calls}
                show={show}
                changed={changed}
              />
            )}
          </SortableList>
        )}
      </Card>
    );
  };

  return (
    <ScreenCard
      title={`课程目录：${course.name}`}
      extra={
        <Space>
          <Link to={back.to}>
            <Button>{back.label}</Button>
          </Link>
          {extra?.(course, changed)}
          {canWrite && (
            <FormModal<{ name: string }>
              title="新增章"
              trigger={{ label: '新增章' }}
              initialValues={{ name: '' }}
              submit={async ({ name }) => show(await calls.createChapter(courseId, name))}
            >
              <ChapterNameField />
            </FormModal>
          )}
        </Space>
      }
    >
      {chapters.length === 0 ? (
        <Empty description="还没有章节，先新增一章" />
      ) : (
        <SortableList scope="chapters" items={chapters} onReorder={(ids) => saveOrder(byIds(chapters, ids))}>
          {chapterCard}
        </SortableList>
      )}
    </ScreenCard>
  );
}
