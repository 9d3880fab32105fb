import type { TrainingKind } from '@zhixue/contract';
import type { Feature } from './types';

/** /trainingCamp: what each kind of camp is, above the list. */
export const TRAINING_KINDS_INTRO: Array<Feature & { kind: TrainingKind }> = [
  {
    kind: 'online',
    title: '线上训练营',
    text: '按期开营，名师带教：每日微课、作业点评与直播答疑，结营考核合格颁发认证证书。',
  },
  {
    kind: 'offline',
    title: '线下训练营',
    text: '各城市封闭式小班面授，案例研讨、情景演练与现场辅导，适合希望集中突破的学员。',
  },
  {
    kind: 'trial',
    title: '体验营',
    text: '免费的短期体验课程，先试学再决定，快速了解训练营的学习方式与讲师风格。',
  },
];
