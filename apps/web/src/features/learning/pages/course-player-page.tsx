import { PlayerRoute } from '../components/player-route';

/** /course/video/:courseId?seeType=continue&bundleId=&sectionId= */
export function Component() {
  return <PlayerRoute channel="main" />;
}
