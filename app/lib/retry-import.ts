/** Waits between attempts: a phone on mobile data often loses a request and gets the next one through. */
export const RETRY_DELAYS_MS = [1000, 3000] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a chunk of the app (a `() => import(...)`), trying again after each
 * delay when the download fails. Browsers do not remember a failed dynamic
 * import, so a later attempt really fetches again. The last error is thrown.
 */
export async function retryImport<T>(load: () => Promise<T>, delays: readonly number[] = RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
}
