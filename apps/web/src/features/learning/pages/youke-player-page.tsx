import { PlayerRoute } from '../components/player-route';

/** /youke/video/:courseId?seeType=continue&sectionId=: a free-trial course. */
export function Component() {
  return <PlayerRoute channel="youke" />;
}
