import { defineNotices } from './define.js';
import { courseworkPage } from './pages.js';

interface Assignment {
  assignmentId: number;
  assignmentTitle: string;
}

/** Coursework: another learner commented on or liked a learner's work; a trainer's review was released. */
export const courseworkNotices = defineNotices({
  courseworkCommented: {
    category: 'coursework_comment',
    /** `excerpt`: the comment's first words, as the commenter wrote them. */
    text: (comment: Assignment & { excerpt: string }) => ({
      title: `你的作业「${comment.assignmentTitle}」有新评论`,
      body: comment.excerpt,
      link: courseworkPage(comment.assignmentId),
    }),
  },
  courseworkLiked: {
    category: 'coursework_like',
    // The title says it all: a like has no body.
    text: (like: Assignment) => ({
      title: `有人赞了你的作业「${like.assignmentTitle}」`,
      body: '',
      link: courseworkPage(like.assignmentId),
    }),
  },
  courseworkReviewed: {
    category: 'coursework_review',
    text: (review: Assignment & { score: number }) => ({
      title: `你的作业「${review.assignmentTitle}」已批改`,
      body: `得分 ${review.score} 分，点击查看老师的点评。`,
      link: courseworkPage(review.assignmentId),
    }),
  },
});
