import { type AdminCourse, adminCoursePreviewLink, COURSE_PREVIEW_MINUTES } from '@zhixue/contract';
import { App, Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { ApiError, callApi } from '@/lib/api';

/**
 * 预览: opens the learner's course page in a new tab through a link signed for this operator, which
 * shows the course published or not and expires after COURSE_PREVIEW_MINUTES. Single courses of the
 * main site only (a youke course has its own pages, a bundle lists published courses).
 */
export function PreviewButton({
  course,
  ...button
}: { course: Pick<AdminCourse, 'id' | 'type' | 'channel'> } & Omit<ButtonProps, 'onClick'>) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (course.type !== 1 || course.channel !== 'main') return null;
  const open = async () => {
    // Opened before the call returns: a tab opened after an await is a pop-up browsers block.
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const { url } = await callApi(adminCoursePreviewLink, { id: course.id });
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      message.info(`预览链接 ${COURSE_PREVIEW_MINUTES} 分钟内有效`);
    } catch (error) {
      tab?.close();
      message.error(error instanceof ApiError ? error.message : '预览失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...button} loading={busy} onClick={open}>
      预览
    </Button>
  );
}
