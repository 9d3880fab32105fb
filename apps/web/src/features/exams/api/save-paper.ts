import { entExamPaperSave, examPaperSave, type RequestOf } from '@zhixue/contract';
import { call } from '@/lib/api';
import { examDeviceId } from '../lib/exam-device';
import type { ExamSite } from '../lib/exam-site';

export type PaperSave = RequestOf<typeof examPaperSave>;

/**
 * `exam/paper/save`: answers and integrity events since the last save, from this browser's device;
 * `submit` hands the paper in.
 */
export function savePaper(site: ExamSite, save: PaperSave) {
  return call(
    site === 'enterprise' ? entExamPaperSave : examPaperSave,
    { ...save, deviceId: examDeviceId() },
    { background: !save.submit },
  );
}
