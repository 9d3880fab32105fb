import { PlayerRoute } from '../components/player-route';

/** /trainingCamp/video/:trainingId?courseId=&seeType=continue&sectionId=: a course of a training camp. */
export function Component() {
  return <PlayerRoute channel="camp" />;
}
