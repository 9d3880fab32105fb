/** The queues of the abandoned-job test, as both of its processes declare them. */
export const LONG_WORK = { name: 'long-work', retry: { limit: 1, delaySeconds: 0 } } as const;
/** A queue whose jobs get no retry: the run the crash ends is their last. */
export const ONE_TRY = { name: 'one-try', retry: { limit: 0, delaySeconds: 0 } } as const;
