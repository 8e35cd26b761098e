/**
 * The user's data in words: Perfil → Seus dados (backup, restore, protection,
 * the space it takes) and the name of each kind of data (the notice about a
 * copy kept aside, the erase dialogs' lists, content/erase.ts).
 */
import type { BackupProblem, BackupSummary } from '~/domain/backup';
import type { KeyName } from '~/domain/keys';
import type { Toast } from '~/domain/toast';
import { plural } from './words';

/** What each key holds, in the user's words, by the key's name in domain/keys.ts `KEYS` (`keyNameOf`). */
export const DATA_LABELS = {
  profile: 'perfil',
  completedDays: 'dias concluídos da jornada',
  diary: 'diário',
  results: 'resultados',
  photoHistory: 'histórico de fotos',
  protocolHistory: 'histórico de protocolos',
  notes: 'anotações',
  shopping: 'lista de compras',
  recipeRatings: 'avaliações de receitas',
  journey: 'jornada',
  testimonial: 'rascunho do depoimento',
  backupMeta: 'data do último backup',
  fasting: 'relógio do jejum',
  safetyChecks: 'verificação antes dos jejuns',
  fastLog: 'jejuns encerrados',
  electrolytes: 'garrafas de eletrólitos',
  refeed: 'passos para sair do jejum',
  fastRecord: 'horários dos últimos jejuns',
} satisfies Record<KeyName, string>;

/** What a backup holds, line by line, before the user confirms a restore. */
export function summaryLines(s: BackupSummary): string[] {
  return [
    s.profileName ? `Perfil de ${s.profileName}` : 'Sem perfil',
    plural(s.completedDays, 'dia concluído', 'dias concluídos'),
    plural(s.diaryEntries, 'registro no diário', 'registros no diário'),
    plural(s.photos, 'foto', 'fotos'),
    ...(s.missingPhotos > 0
      ? [
          plural(
            s.missingPhotos,
            'foto não está no arquivo e fica de fora',
            'fotos não estão no arquivo e ficam de fora',
          ),
        ]
      : []),
    plural(s.photoHistory, 'registro no histórico de fotos', 'registros no histórico de fotos'),
    plural(s.protocolHistory, 'protocolo concluído', 'protocolos concluídos'),
    plural(s.notes, 'anotação', 'anotações'),
    plural(s.shoppingItems, 'item na lista de compras', 'itens na lista de compras'),
    plural(s.ratings, 'receita avaliada', 'receitas avaliadas'),
  ];
}

/**
 * 'Espaço usado pelos seus dados: 1,2 MB' (the figures: domain/usage.ts
 * `usageFigures`). The browser's quota is left out: '861 KB de 10,0 GB'
 * reads as a technical figure, and a full phone has its own message.
 */
export function usageText(figures: { used: string; photosCounted: boolean }): string {
  const photos = figures.photosCounted ? '' : ' (sem contar as fotos, que não puderam ser lidas)';
  return `Espaço usado pelos seus dados: ${figures.used}${photos}`;
}

export const backupReadyToast = (fileName: string): Toast => ({
  kind: 'success',
  title: 'Backup pronto! 💾',
  message: `Guarde o arquivo ${fileName} em um lugar seguro (Drive, email ou WhatsApp).`,
});

/**
 * A backup made without some photos this phone could not read: everything else is in the
 * file, and she knows which part is not, while the photos may still be on the phone.
 */
export const backupWithoutPhotosToast = (fileName: string, missing: number): Toast => ({
  kind: 'info',
  title: `Backup pronto, sem ${plural(missing, 'foto', 'fotos')}`,
  message:
    missing === 1
      ? `1 foto não pôde ser lida neste aparelho e ficou fora do arquivo ${fileName}. Todo o resto está nele: guarde-o em um lugar seguro. Se a foto aparece em Resultados, faça o backup de novo.`
      : `${missing} fotos não puderam ser lidas neste aparelho e ficaram fora do arquivo ${fileName}. Todo o resto está nele: guarde-o em um lugar seguro. Se as fotos aparecem em Resultados, faça o backup de novo.`,
});

export const restoredToast: Toast = {
  kind: 'success',
  title: 'Backup restaurado! ✅',
  message: 'Seus dados foram recuperados neste aparelho.',
};

const NOTHING_CHANGED = 'Nada foi alterado.';
const NOT_A_BACKUP = `Este arquivo não é um backup do M15. Escolha o arquivo m15-backup-AAAA-MM-DD.json. ${NOTHING_CHANGED}`;

/** A file that cannot be restored (domain/backup.ts): nothing was changed. */
export const BACKUP_PROBLEM_TOAST: Record<BackupProblem, Toast> = {
  'not-json': { kind: 'error', title: 'Arquivo inválido', message: NOT_A_BACKUP },
  foreign: { kind: 'error', title: 'Arquivo não reconhecido', message: NOT_A_BACKUP },
  newer: {
    kind: 'error',
    title: 'Backup de uma versão mais nova',
    message: `Este backup foi feito por uma versão mais nova do M15. Atualize o app e tente de novo. ${NOTHING_CHANGED}`,
  },
  damaged: {
    kind: 'error',
    title: 'Backup danificado',
    message: `Parte deste backup está danificada, então ele não foi restaurado. ${NOTHING_CHANGED}`,
  },
};

/** The file picked for a restore could not be read (moved, or in a cloud folder). */
export const fileUnreadableToast: Toast = {
  kind: 'error',
  title: 'Não foi possível ler o arquivo',
  message: 'Tente escolher o arquivo de novo.',
};

/** Asked to keep the data for good: granted or not, and, when not, whether M15 is already installed. */
export const persistedToast = (granted: boolean, installed: boolean): Toast =>
  granted
    ? {
        kind: 'success',
        title: 'Dados protegidos! 🔒',
        message: 'O navegador não vai apagar seus dados para liberar espaço.',
      }
    : installed
      ? {
          kind: 'info',
          title: 'O aparelho não permitiu agora',
          message: 'Seus dados continuam guardados neste aparelho. Faça backups com frequência para não perder nada.',
        }
      : {
          kind: 'info',
          title: 'O navegador não permitiu agora',
          message: 'Instale o app na tela inicial e tente de novo. Enquanto isso, faça backups.',
        };

/** A copy of unreadable data, kept aside, was discarded from the notice (components/shell/kept-aside-notice.tsx). */
export const keptAsideDiscardedToast: Toast = { kind: 'success', title: 'Cópia descartada' };
