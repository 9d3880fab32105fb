import type { CourseDetail } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { type CourseFactsReader, runningActivity, secondsUntilActivityChange } from './course-facts.js';
import { type CourseViewerReader, decideCanStudy } from './entitlements.js';

const flag = (value: boolean) => (value ? 1 : 0);

/**
 * The course detail page: the cached public facts of a course or bundle with the learner's own
 * flags and the live the course offers them laid over them. With `bundleId` the course is opened from that bundle and must be in it.
 * `cacheAtMost` hears how long the answer holds: until one of its activities starts or ends.
 */
export async function loadCourseDetail(
  db: Database,
  factsOf: CourseFactsReader,
  readViewer: CourseViewerReader,
  session: Session | null,
  { id, bundleId }: { id: number; bundleId?: number | undefined },
  cacheAtMost: (seconds: number) => void,
): Promise<CourseDetail> {
  const [facts, bundle] = await Promise.all([
    factsOf(id),
    bundleId === undefined ? Promise.resolve(null) : factsOf(bundleId),
  ]);
  if (!facts) throw new AppError('COURSE_NOT_FOUND');
  if (bundleId !== undefined && !bundle?.bundleCourseIds.includes(id)) {
    throw new AppError('COURSE_NOT_IN_BUNDLE');
  }
  const bundleIds = facts.containingBundles.map((containing) => containing.id);
  const { learner, live } = await readViewer(db, session, id, bundleIds);
  const activity = runningActivity(facts.activities);
  cacheAtMost(secondsUntilActivityChange(facts));
  return {
    ...facts.course,
    durationSeconds: facts.durationSeconds,
    buy: flag(learner.bought),
    collection: flag(learner.collected),
    study: flag(learner.studied),
    liveId: live?.liveId ?? null,
    subscribeStatus: live?.subscribeStatus ?? 0,
    // Camp terms do not exist for courses and bundles (camps have their own calls).
    termList: null,
    activityProductDetail: activity && {
      activityId: activity.activityId,
      activityPrice: activity.activityPrice,
      endTime: formatChinaTime(activity.endAt),
    },
    canStudy: decideCanStudy(facts, learner, session?.isVip ?? false),
  } as CourseDetail;
}
