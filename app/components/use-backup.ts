import { useEffect } from 'react';
import { BACKUP_FILE_TITLE } from '~/content/data-safety';
import { shareOrDownload } from '~/lib/share-or-download';
import { useDataPost } from './data-post';

/**
 * "Fazer backup": posts to the data route, which makes every backup ("Fazer
 * backup" in Seus dados and on Instalar, "Fazer backup antes" in each dialog
 * that erases data, whatever screen it is on), then hands the file to the
 * user (the share sheet on a phone, a download elsewhere). One post, one
 * file, one note of the day it was made. `answer` is the route's answer, for
 * the screen to show as a toast or in its dialog.
 */
export function useBackup() {
  const { post, answer, busy } = useDataPost();
  useEffect(() => {
    const backup = answer?.backup;
    if (!backup) return;
    const file = new File([backup.text], backup.fileName, { type: 'application/json' });
    void shareOrDownload(file, { title: BACKUP_FILE_TITLE });
  }, [answer]);
  return { make: () => post('backup'), busy, answer };
}
