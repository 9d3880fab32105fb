import type { Section } from '@zhixue/contract';

export interface SectionView {
  /** 已学完, 继续学习 or 播放 (spec section 4). */
  label: '已学完' | '继续学习' | '播放';
  /** 上次学到这里 on the section watched last. */
  lastViewed: boolean;
  /** 试看 on a trial section of a course the learner may not study. */
  trial: boolean;
  /** Not playable: lock icon, disabled. */
  locked: boolean;
}

type SectionFields = Pick<Section, 'learnStatus' | 'learnLast' | 'trial' | 'playable'>;

export function sectionView(section: SectionFields, canStudy: boolean): SectionView {
  return {
    label: section.learnStatus === 1 ? '已学完' : section.learnLast === 1 ? '继续学习' : '播放',
    lastViewed: section.learnLast === 1,
    trial: !canStudy && section.trial === 1,
    locked: !section.playable,
  };
}
