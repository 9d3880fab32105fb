/** What orders grant and take back: the enrolment a camp order bought. */
export { enrolBuyer, withdrawBuyer } from './bought-enrolments.js';
export { enrolledInCamp } from './exam-enrolment.js';
export { campDirectory } from './exam-owners.js';
export { countExamPasses, recordCourseProgress, recordPlanItemProgress } from './progress.js';
export { releaseSeat, takeSeat } from './seats.js';
export { type Clock, chinaToday, systemClock, termStatus } from './term-status.js';
export { joinTrial } from './trial.js';
export { holdsSeatOffer } from './waitlist.js';
