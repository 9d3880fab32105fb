import type { EntTopic, PageQuery } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { libraryItems } from './library-list.js';
import type { LearnerScope } from './scope.js';
import * as tables from './tables.js';

const { entTopicCourses, entTopics } = tables;

const topicColumns = {
  id: entTopics.id,
  name: entTopics.name,
  picCover: entTopics.picCover,
  intro: entTopics.intro,
  courseCount: sql<number>`(select count(*) from ${entTopicCourses}
    where ${entTopicCourses.topicId} = ${entTopics.id})::int`,
};

/** `topic/list`: the enterprise's topics in its order. */
export async function pageTopics(db: Database, { entId }: LearnerScope, query: PageQuery) {
  const mine = eq(entTopics.entId, entId);
  const [list, [total]] = await Promise.all([
    db
      .select(topicColumns)
      .from(entTopics)
      .where(mine)
      .orderBy(asc(entTopics.sort), asc(entTopics.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ n: count() }).from(entTopics).where(mine),
  ]);
  return { list: list as EntTopic[], total: Number(total?.n ?? 0), ...query };
}

/** `topic/course/list`: a topic of the enterprise (A0404 for another's) and its library courses. */
export async function loadTopicCourses(db: Database, scope: LearnerScope, topicId: number) {
  const [topic] = await db
    .select(topicColumns)
    .from(entTopics)
    .where(and(eq(entTopics.id, topicId), eq(entTopics.entId, scope.entId)));
  if (!topic) throw new AppError('ENT_TOPIC_NOT_FOUND');
  const links = await db
    .select({ courseId: entTopicCourses.courseId })
    .from(entTopicCourses)
    .where(and(eq(entTopicCourses.topicId, topicId), eq(entTopicCourses.entId, scope.entId)))
    .orderBy(asc(entTopicCourses.sort));
  const list = await libraryItems(
    db,
    scope,
    links.map((link) => link.courseId),
  );
  return { topic: { ...topic, courseCount: list.length } as EntTopic, list };
}
