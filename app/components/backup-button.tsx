import { Button, type ButtonProps } from '@mantine/core';
import { BACKUP_ACTION } from '~/content/data-safety';
import { useResultToast } from './show-toast';
import { useBackup } from './use-backup';

/**
 * "Fazer backup", wherever it is offered (Perfil → Seus dados, Instalar): the
 * one backup flow of use-backup.ts, with its toast. The page around it does
 * not navigate.
 */
export function BackupButton(props: Omit<ButtonProps, 'loading' | 'onClick'>) {
  const backup = useBackup();
  useResultToast(backup.answer);
  return (
    <Button {...props} loading={backup.busy} onClick={backup.make}>
      {BACKUP_ACTION}
    </Button>
  );
}
