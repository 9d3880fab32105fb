import type { BundleGroup, CatalogGroup, Section } from '@zhixue/contract';
import { Skeleton } from 'antd';
import { ChapterList } from '@/components/chapter-list';
import { EmptyState } from '@/components/empty-state';
import { BundleGroups } from './bundle-groups';

/** The part of a TanStack query the catalog reads. */
interface Loaded<T> {
  isPending: boolean;
  data?: T | undefined;
}

interface CourseCatalogProps {
  /** A bundle lists its groups of courses; a course its chapters. */
  multi: boolean;
  groups: Loaded<BundleGroup[]>;
  chapters: Loaded<CatalogGroup[]>;
  canStudy: boolean;
  onOpenSection: (section: Section) => void;
  onOpenCourse: (courseId: number, bundleId: number) => void;
}

/** The 课程目录 tab of a course or bundle detail, on the main site and in the enterprise library. */
export function CourseCatalog({
  multi,
  groups,
  chapters,
  canStudy,
  onOpenSection,
  onOpenCourse,
}: CourseCatalogProps) {
  if (multi) {
    if (groups.isPending) return <Skeleton active />;
    if (!groups.data || groups.data.length === 0) return <EmptyState compact text="暂无课程" />;
    return <BundleGroups groups={groups.data} onOpen={onOpenCourse} />;
  }
  if (chapters.isPending) return <Skeleton active />;
  if (!chapters.data || chapters.data.length === 0) return <EmptyState compact text="暂无目录" />;
  return <ChapterList chapters={chapters.data} canStudy={canStudy} onOpen={onOpenSection} />;
}
