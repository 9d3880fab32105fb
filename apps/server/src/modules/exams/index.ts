export type { CampDirectory } from './console-exams.js';
export type { CampEnrolment } from './exam-access.js';
export { createExamEvents, type ExamEvents, type GradedAttempt, type GradedListener } from './exam-events.js';
export { hasPassedExam } from './exam-results.js';
export { gradeShortAnswers, type ShortAnswerGrade } from './grade-short-answers.js';
