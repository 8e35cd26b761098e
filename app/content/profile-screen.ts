/**
 * Perfil's heading (its page title too) and, after the first save, where to
 * go next, and its section 'Seus dados'. The form's words are in profile.ts,
 * the actions that erase in erase.ts.
 */
import { titleOf } from './screens';
export const PROFILE_SCREEN = {
  title: titleOf('/perfil'),
  /** The specification's subtitle, true while there is nothing saved to start from. */
  subtitle: 'Configure seus dados para começar',
  /** Once the profile is saved, its hero says where she is: the subtitle says what the screen is for. */
  subtitleSaved: 'Ajuste seus dados quando precisar',
} as const;

/** After the first save: the sentence, then the link to Hoje after it. */
export const PROFILE_NEXT_STEP = {
  title: 'Perfil pronto! ✅',
  text: 'Agora é só acompanhar cada dia: registre seu peso e sua água e veja o que fazer hoje.',
  link: 'Ir para Hoje',
} as const;

/** Perfil → Seus dados: what the section says, protecting the data, and restoring a backup. */
export const DATA_SECTION = {
  title: 'Seus dados',
  intro:
    'Tudo o que você registra fica só neste aparelho. Faça um backup para não perder nada se trocar de celular ou limpar o navegador.',
  /** The fold that holds the space used and whether the browser protects the data. */
  status: 'Espaço usado e proteção',
  persisted: 'Dados protegidos contra a limpeza automática do navegador 🔒',
  notPersisted: 'Seus dados ainda não estão protegidos: o navegador pode apagá-los se faltar espaço.',
  persist: 'Proteger meus dados',
  restore: 'Restaurar backup',
  restoreTitle: 'Restaurar backup?',
  restoreConfirm: 'Sim, restaurar',
  /** Over the backup's lines (`summaryLines`); `date` as domain/format.ts `formatDayBR` writes it. */
  backupOf: (date: string) => `Backup de ${date}. Ele tem:`,
  restoreWarning: 'Todos os dados atuais deste aparelho serão substituídos pelos do backup.',
  /** Over the list of what this device holds now, when it holds anything. */
  hereNow: 'Neste aparelho agora:',
} as const;

/** Perfil's hero, once a profile is saved: her name, the day and the BMI, and the way back to the day. */
export const PROFILE_HERO = {
  eyebrow: 'Seu M15',
  day: (day: number, total: number, phase: string) => `Dia ${day} de ${total} · ${phase}`,
  startsIn: (days: number) => (days === 1 ? 'Começa amanhã' : `Começa em ${days} dias`),
  ended: 'Os 15 dias terminaram',
  bmi: 'IMC',
  goToday: 'Ir para Hoje',
} as const;
