import type { PlayAddress, PlayDetail } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { appendSection, createReplayCourse, LIVE_REPLAY_CHANNEL, setSectionMedia } from '../catalog/index.js';
import * as catalogTables from '../catalog/tables.js';
import { loadPlayDetail, type PlaySigning, signPlayAddress } from '../learning/index.js';
import { readyVideo } from '../media/index.js';
import { liveInAudience } from './audience.js';
import * as tables from './tables.js';

const { courses, sections } = catalogTables;
const { lives } = tables;

/** The chapter of a course that holds its lives' replays. */
export const REPLAY_CHAPTER = '直播回放';

/**
 * A transcoded video is ready: if it is an ended live's recording, it becomes a section (直播回放：
 * {title}, in the chapter 直播回放) of the live's course, or, for a live of a camp term alone, of a
 * course of the live's own that only the live's audience plays (LIVE_REPLAY_CHANNEL), so that
 * watching it counts as learning through the heartbeats of any section; and the live turns 回放.
 * A live that is a replay already was joined again with a part that came late: the new video
 * replaces its replay section's media. Idempotent: the live's state and recording are the guard,
 * under its lock (a video the live no longer names, overtaken by a later join, changes nothing).
 * Answers the section, or null when nothing changed; the caller clears the copies of the course's
 * outline (a changed course, as a console write clears them).
 */
export async function attachReplay(db: Database, assetId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select({
        id: lives.id,
        title: lives.title,
        summary: lives.summary,
        cover: lives.cover,
        lecturerId: lives.lecturerId,
        courseId: lives.courseId,
        state: lives.state,
        replaySectionId: lives.replaySectionId,
      })
      .from(lives)
      .where(eq(lives.recordingAssetId, assetId))
      .for('update');
    if (live?.state !== 'ended' && live?.state !== 'replay') return null;
    const video = await readyVideo(tx, assetId);
    if (!video) return null;
    const media = { mediaKey: video.outputKey, durationSeconds: video.durationSeconds };
    if (live.state === 'replay' && live.replaySectionId !== null) {
      await setSectionMedia(tx, live.replaySectionId, media);
      return live.replaySectionId;
    }
    const courseId = live.courseId ?? (await createReplayCourse(tx, live));
    const id = await appendSection(tx, courseId, REPLAY_CHAPTER, {
      name: `直播回放：${live.title}`,
      ...media,
    });
    await tx.update(lives).set({ state: 'replay', replaySectionId: id }).where(eq(lives.id, live.id));
    return id;
  });
}

/**
 * The replay a live holds in a course of its own, for a learner of the live's audience (anyone else
 * is refused as `live/play` refuses them). A live of a course keeps its replay in that course, played
 * by the course's rule: this path would otherwise hand a paid course's section to a free live's audience.
 */
async function ownReplay(db: Database, session: Session, liveId: number) {
  const live = await liveInAudience(db, session, liveId);
  const [replay] = await db
    .select({
      courseId: courses.id,
      courseName: courses.name,
      channel: courses.channel,
      antiSkip: courses.antiSkip,
      idleCheckMinutes: courses.idleCheckMinutes,
      section: { id: sections.id, mediaKey: sections.mediaKey, durationSeconds: sections.durationSeconds },
    })
    .from(lives)
    .innerJoin(sections, eq(sections.id, lives.replaySectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(eq(lives.id, liveId));
  if (live.state !== 'replay' || !replay) throw new AppError('LIVE_REPLAY_NOT_READY');
  if (replay.channel !== LIVE_REPLAY_CHANNEL) throw new AppError('LIVE_REPLAY_IN_COURSE');
  return replay;
}

/** `live/replay/detail`: the replay's section as the player opens it, where the learner stopped. */
export async function loadReplayDetail(db: Database, session: Session, liveId: number): Promise<PlayDetail> {
  const replay = await ownReplay(db, session, liveId);
  return loadPlayDetail(
    db,
    session,
    { ...replay, canStudy: true, mayPlay: () => true, slidesOpen: false },
    { sectionId: replay.section.id },
  );
}

/**
 * `live/replay/play`: the replay's signed address and play token, whose heartbeats count as learning;
 * its key call asks again whether the learner is in the live's audience.
 */
export async function issueReplayAddress(
  db: Database,
  signing: PlaySigning,
  session: Session,
  liveId: number,
): Promise<PlayAddress> {
  const replay = await ownReplay(db, session, liveId);
  return signPlayAddress(signing, session, { ...replay, recheck: { rule: 'live', liveId } });
}
