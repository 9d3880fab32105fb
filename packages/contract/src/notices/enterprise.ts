import { defineNotices } from './define.js';
import { enterpriseTaskPage } from './pages.js';

/** The enterprise learning centre: a task the learner has not finished is close to its deadline. */
export const enterpriseNotices = defineNotices({
  entTaskDueSoon: {
    category: 'task',
    /** `hoursLeft`: the reminder's lead (24 or 2); `deadline`: China time `YYYY-MM-DD HH:mm`. */
    text: (task: { taskId: number; taskName: string; hoursLeft: number; deadline: string }) => ({
      title: `学习任务即将截止：${task.taskName}`,
      body: `您的学习任务将在 ${task.hoursLeft} 小时内截止（${task.deadline}），请尽快完成。`,
      link: enterpriseTaskPage(task.taskId),
    }),
  },
});
