import { useQuery } from '@tanstack/react-query';
import {
  adminExamList,
  adminExamOwners,
  adminExamSave,
  adminPaperList,
  adminPaperSave,
  type RequestOf,
} from '@zhixue/contract';
import { apiPageQuery, apiQuery, useApiMutation } from '@/lib/api-query';

const EXAMS = ['exams'] as const;
/** An exam shows its paper's name, and a paper how many exams are set on it: a save refreshes both. */
const PAPERS = ['papers'] as const;

export const useExamList = (query: RequestOf<typeof adminExamList>) =>
  useQuery(apiPageQuery(EXAMS, adminExamList, query));
export const usePapers = () => useQuery(apiQuery(PAPERS, adminPaperList, {}));
/** The camps and enterprises an exam may belong to. */
export const useExamOwners = () => useQuery(apiQuery(['exam-owners'], adminExamOwners, {}));
export const useSaveExam = () => useApiMutation(adminExamSave, [EXAMS, PAPERS]);
export const useSavePaper = () => useApiMutation(adminPaperSave, [PAPERS, EXAMS]);
