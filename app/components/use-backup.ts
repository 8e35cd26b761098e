import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import { BACKUP_FILE_TITLE } from '~/content/data-safety';
import type { Toast } from '~/domain/toast';
import { shareOrDownload } from '~/lib/share-or-download';

/** What a backup post answers (routes/perfil/action.ts, intent 'backup'). */
export interface BackupAnswer {
  ok: boolean;
  toast?: Toast;
  /** The file, ready to hand to the user. */
  backup?: { fileName: string; text: string };
}

/**
 * Perfil's action makes every backup: "Fazer backup" in Seus dados, and
 * "Fazer backup antes" in each dialog that erases data, whatever screen it
 * is on. One post, one file, one note of the day it was made.
 */
const BACKUP_ACTION = '/perfil';

/**
 * "Fazer backup": posts to Perfil's action, then hands the file to the user
 * (the share sheet on a phone, a download elsewhere). `answer` is the
 * action's answer, for the screen to show as a toast or in its dialog.
 */
export function useBackup() {
  const fetcher = useFetcher<BackupAnswer>();
  useEffect(() => {
    const backup = fetcher.data?.backup;
    if (!backup) return;
    const file = new File([backup.text], backup.fileName, { type: 'application/json' });
    void shareOrDownload(file, { title: BACKUP_FILE_TITLE });
  }, [fetcher.data]);
  return {
    make: () => fetcher.submit({ intent: 'backup' }, { method: 'post', action: BACKUP_ACTION }),
    busy: fetcher.state !== 'idle',
    answer: fetcher.data,
  };
}
