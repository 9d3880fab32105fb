export {
  findJob,
  findOwnedJob,
  findUnfinishedJob,
  type JobFilter,
  type JobState,
  type JobSummary,
  retryFailedJob,
} from './job-records.js';
export {
  createJobs,
  type Job,
  type Jobs,
  type JobsOptions,
  type QueueDefinition,
  type SendOptions,
} from './jobs.js';
export { countJobsByQueue, type QueueFigure, type QueueFigureState } from './queue-figures.js';
