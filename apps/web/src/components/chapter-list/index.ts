export { ChapterList } from './chapter-list';
export { type SectionView, sectionView } from './section-state';
