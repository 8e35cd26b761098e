/** "Lembretes na agenda" (components/calendar-reminders.tsx): the time field's message and the toast. */
import type { Toast } from '~/domain/toast';

export const REMINDER_TIME_ERROR = 'Informe um horário válido, entre 00:00 e 23:59 (por exemplo, 07:00).';

/** The title the phone's share sheet gives the calendar file. */
export const REMINDERS_SHARE_TITLE = 'Lembretes do M15';

/** The calendar file was handed to the share sheet (`shared`) or saved to the downloads. */
export const remindersReadyToast = (input: { shared: boolean; fileName: string; days: number }): Toast => ({
  kind: 'success',
  title: 'Lembretes prontos! 📅',
  message: input.shared
    ? `Escolha a sua agenda para adicionar os ${input.days} lembretes.`
    : `Abra o arquivo ${input.fileName} para adicionar os ${input.days} lembretes à sua agenda.`,
});
