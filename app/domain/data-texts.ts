import type { BackupSummary } from './backup';
import { plural } from './format';
import type { Toast } from './toast';

/** What a backup holds, line by line, before the user confirms a restore. */
export function summaryLines(s: BackupSummary): string[] {
  const lines = [
    s.profileName ? `Perfil de ${s.profileName}` : 'Sem perfil',
    plural(s.completedDays, 'dia concluído', 'dias concluídos'),
    plural(s.diaryEntries, 'registro no diário', 'registros no diário'),
    plural(s.photos, 'foto', 'fotos'),
    plural(s.photoHistory, 'registro no histórico de fotos', 'registros no histórico de fotos'),
    plural(s.protocolHistory, 'protocolo concluído', 'protocolos concluídos'),
    plural(s.notes, 'anotação', 'anotações'),
    plural(s.shoppingItems, 'item na lista de compras', 'itens na lista de compras'),
    plural(s.ratings, 'receita avaliada', 'receitas avaliadas'),
  ];
  return lines;
}

export const backupReadyToast = (fileName: string): Toast => ({
  kind: 'success',
  title: 'Backup pronto! 💾',
  message: `Guarde o arquivo ${fileName} em um lugar seguro (Drive, email ou WhatsApp).`,
});

export const restoredToast: Toast = {
  kind: 'success',
  title: 'Backup restaurado! ✅',
  message: 'Seus dados foram recuperados neste aparelho.',
};

export const persistedToast = (granted: boolean): Toast =>
  granted
    ? {
        kind: 'success',
        title: 'Dados protegidos! 🔒',
        message: 'O navegador não vai apagar seus dados para liberar espaço.',
      }
    : {
        kind: 'info',
        title: 'O navegador não permitiu agora',
        message: 'Instale o app na tela inicial e tente de novo. Enquanto isso, faça backups.',
      };
