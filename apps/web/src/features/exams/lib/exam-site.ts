/** Which site an exam page belongs to: the main site's camp exams, or the enterprise area's exams. */
export type ExamSite = 'main' | 'enterprise';

const BASE: Record<ExamSite, string> = { main: '/trainingCamp/exam', enterprise: '/ent/exam' };

export function examHref(site: ExamSite, examId: number): string {
  return `${BASE[site]}/${examId}`;
}

export function examResultHref(site: ExamSite, examId: number, attemptId: number): string {
  return `${BASE[site]}/result?id=${examId}&attemptId=${attemptId}`;
}

/** The site an exam of this scope is taken on. */
export function siteOfScope(scope: 'camp' | 'enterprise' | 'open'): ExamSite {
  return scope === 'enterprise' ? 'enterprise' : 'main';
}
