/**
 * The frame's own posts, from the notices shown on every screen: "Agora não"
 * on the backup reminder, discarding a kept-aside copy of unreadable data, and
 * closing Hoje's notice about Safari's 7-day rule, and its note about
 * Safari's copy after a restore in the home-screen app.
 */
import { storageFailureToast } from '~/components/storage-toast';
import { keptAsideDiscardedToast } from '~/content/data';
import type { Toast } from '~/domain/toast';
import { closeHomeScreenNotice, closeSafariCopyNotice, putOffBackupReminder } from '~/storage/backup-meta';
import { discardKeptAside } from '~/storage/kept-aside';

export type NoticesActionResult = { ok: boolean; toast?: Toast };

export function noticeAction(form: FormData, today: string): NoticesActionResult {
  try {
    if (form.get('intent') === 'put-off-backup-reminder') {
      putOffBackupReminder({ today });
      return { ok: true };
    }
    if (form.get('intent') === 'close-home-screen-notice') {
      closeHomeScreenNotice({ today });
      return { ok: true };
    }
    if (form.get('intent') === 'close-safari-copy-notice') {
      closeSafariCopyNotice();
      return { ok: true };
    }
    if (form.get('intent') === 'discard-kept-aside') {
      // Only a kept copy can be discarded; anything else is left alone and nothing is claimed.
      if (!discardKeptAside({ asideKey: String(form.get('asideKey') ?? '') })) return { ok: false };
      return { ok: true, toast: keptAsideDiscardedToast };
    }
  } catch (e) {
    return { ok: false, toast: storageFailureToast(e) };
  }
  return { ok: false };
}
