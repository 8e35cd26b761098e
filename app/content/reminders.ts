/**
 * "Lembretes na agenda" (components/calendar-reminders.tsx): what the section
 * says, the events' titles, the time field's message and the toast.
 */
import type { Toast } from '~/domain/toast';

/** 'M15 · Dia 4 — Jejum I': an event's title, which the phone shows in the reminder; `block` is the day's phase. */
export const reminderTitleText = (day: number, block: string) => `M15 · Dia ${day} — ${block}`;

/**
 * What the reminder of the eve of a fast and of a fasting day says: open M15
 * and do the check. Never what to fast: the event was written days before,
 * and cannot know what the check will say.
 */
export const FASTING_REMINDER = {
  eve: (guide: string) => `${guide} Antes do jejum, abra o M15 e faça a verificação.`,
  fast: 'Dia de jejum no plano. Abra o M15 e faça a verificação, se ainda não fez. O que fazer hoje e os sinais para parar estão lá.',
} as const;

export const REMINDERS_TEXT = {
  title: 'Lembretes na agenda',
  /** The dates as formatDateBR gives them ('20/02/2026'). */
  intro: (first: string, last: string, days: number) =>
    `Um lembrete por dia no calendário do celular, de ${first} (dia 1) a ${last} (dia ${days}): nos dias de comida, a orientação do dia; nos dias de jejum, abrir o M15 e fazer a verificação.`,
  timeLabel: 'Horário do lembrete',
  timeDescription: 'Todos os dias, no mesmo horário.',
  create: 'Adicionar lembretes à agenda',
  fileHint: (fileName: string) =>
    `O arquivo de calendário (${fileName.replace(/\.ics$/, '')}) abre na agenda do celular (Google Agenda, Calendário do iPhone). O Google Agenda pode ignorar os alarmes do arquivo: depois de adicionar, confira se as notificações da agenda estão ativadas.`,
  /** Without a start date: what it is needed for, and where to give it (`here`: on Perfil, right above). */
  needStart: 'Para criar os lembretes, precisamos da data de início do desafio: o dia 1 é essa data.',
  giveStart: {
    here: 'Preencha a data de início acima e toque em Salvar perfil.',
    elsewhere: 'Informe-a no seu perfil.',
  },
  giveStartLink: 'Informar a data de início',
} as const;

export const REMINDER_TIME_ERROR = 'Informe um horário válido, entre 00:00 e 23:59 (por exemplo, 07:00).';

/** The title the phone's share sheet gives the calendar file. */
export const REMINDERS_SHARE_TITLE = 'Lembretes do M15';

/** The calendar file was handed to the share sheet (`shared`) or saved to the downloads. */
export const remindersReadyToast = (input: { shared: boolean; fileName: string; days: number }): Toast => ({
  kind: 'success',
  title: 'Lembretes prontos! 📅',
  message: input.shared
    ? `Escolha a sua agenda para adicionar os ${input.days} lembretes.`
    : `Abra o arquivo de calendário baixado para adicionar os ${input.days} lembretes à sua agenda.`,
});

/** The fold over the calendar file's explanation, under the reminders' button (closed at first). */
export const REMINDERS_MORE = 'Saiba mais sobre o arquivo';
