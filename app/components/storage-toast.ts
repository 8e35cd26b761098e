import { STORAGE_TOAST } from '~/content/messages';
import { storageProblem } from '~/domain/storage-problem';
import type { Toast } from '~/domain/toast';

/**
 * The toast of a write the phone refused (full or blocked storage): what every
 * action answers when a write throws. Anything else that was thrown is thrown
 * again, so a bug is never worded as a full phone.
 */
export const storageFailureToast = (e: unknown): Toast => STORAGE_TOAST[storageProblem(e)];
