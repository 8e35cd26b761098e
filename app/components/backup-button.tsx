import { Button, type ButtonProps } from '@mantine/core';
import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import type { Toast } from '~/domain/toast';
import { shareOrDownload } from '~/lib/share-or-download';
import { useResultToast } from './show-toast';

/** What Perfil's action answers to `intent=backup` (routes/perfil/action.ts, ProfileActionResult). */
interface BackupResult {
  ok: boolean;
  toast?: Toast;
  backup?: { fileName: string; text: string };
}

/** The one place that makes backups: Perfil's action. */
const BACKUP_ACTION = '/perfil';

/**
 * "Fazer backup", wherever it is offered (Perfil → Seus dados, Instalar):
 * asks Perfil's action for the backup file (`intent=backup`, which also notes
 * the date of the backup for the reminder), then hands the file to the share
 * sheet on a phone, or downloads it. The same flow everywhere: the page
 * around it does not navigate.
 */
export function BackupButton(props: Omit<ButtonProps, 'loading' | 'onClick'>) {
  const fetcher = useFetcher<BackupResult>();
  useResultToast(fetcher.data);

  useEffect(() => {
    const backup = fetcher.data?.backup;
    if (!backup) return;
    const file = new File([backup.text], backup.fileName, { type: 'application/json' });
    void shareOrDownload(file, { title: 'Backup do M15' });
  }, [fetcher.data]);

  return (
    <Button
      {...props}
      loading={fetcher.state !== 'idle'}
      onClick={() => fetcher.submit({ intent: 'backup' }, { method: 'post', action: BACKUP_ACTION })}
    >
      Fazer backup
    </Button>
  );
}
