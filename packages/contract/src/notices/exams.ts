import { defineNotices } from './define.js';

interface GradedExam {
  examId: number;
  attemptId: number;
  /** null when the exam is gone by the time its grade is told. */
  examName: string | null;
  score: number;
  passed: boolean;
  /** Enterprise exams show their results on the enterprise site, camp and open exams on the main site. */
  site: 'main' | 'enterprise';
}

/** Exams: a grade is final. The learner must know which exam it was, having several. */
export const examNotices = defineNotices({
  examGraded: {
    category: 'exam',
    text: (graded: GradedExam) => ({
      title: graded.passed ? '考试已通过' : '考试成绩已公布',
      body: `您在「${graded.examName ?? '考试'}」中的成绩为 ${graded.score} 分，${graded.passed ? '恭喜通过！' : '未达到及格线，继续加油。'}`,
      link: `${graded.site === 'enterprise' ? '/ent/exam/result' : '/trainingCamp/exam/result'}?id=${graded.examId}&attemptId=${graded.attemptId}`,
    }),
  },
});
