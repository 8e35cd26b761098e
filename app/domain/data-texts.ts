import type { BackupSummary } from './backup';
import type { Toast } from './toast';

/** Sizes as the user reads them: "1,2 MB". */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i++;
  }
  const digits = i === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value)} ${units[i]}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
  message: `Guarde o arquivo ${fileName} em um lugar seguro (Drive, e-mail ou WhatsApp).`,
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
