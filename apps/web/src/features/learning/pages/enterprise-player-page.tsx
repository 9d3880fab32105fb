import { PlayerRoute } from '../components/player-route';

/** /ent/video/:courseId?seeType=continue&bundleId=&taskId=&sectionId=: a course of the enterprise library. */
export function Component() {
  return <PlayerRoute channel="enterprise" />;
}
