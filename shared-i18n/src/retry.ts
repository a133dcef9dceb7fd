// The translation-loading limits, named once and used both by i18next's backend and by the
// bundle loader that remotes use.
export const loadingPolicy = {
  maxParallelReads: 10,
  maxRetries: 5,
  /** First wait; doubled on each retry (350, 700, 1400, ...). */
  retryTimeout: 350,
  maxReplaces: 1000,
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `load`, retrying up to maxRetries times with the doubling wait, then gives up with the last error. */
export async function withRetries<T>(
  load: () => Promise<T>,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<T> {
  let delay: number = loadingPolicy.retryTimeout;
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= loadingPolicy.maxRetries) throw error;
      await wait(delay);
      delay *= 2;
    }
  }
}
