/** Diário's messages, and the check-in's on Hoje (the same record): spec §4 "Diary", §5 "Diary save". */
import type { DiaryField } from '~/domain/diary';
import type { Toast } from '~/domain/toast';
import type { FormWords } from './messages';

export const DIARY_FORM: FormWords<DiaryField> = {
  weightExample: '79,5',
  required: { date: 'Informe a data do registro.' },
};

export const diaryMissingToast: Toast = {
  kind: 'error',
  title: 'Preencha os campos obrigatórios',
  message: 'Peso e água consumida são necessários.',
};

export const diarySavedToast: Toast = {
  kind: 'success',
  title: 'Registro salvo! 🎉',
  message: 'Você tá vencendo o corpo antigo.',
};

export const diaryDeletedToast = (dateBR: string): Toast => ({
  kind: 'success',
  title: 'Registro excluído',
  message: `O registro de ${dateBR} foi apagado.`,
});
