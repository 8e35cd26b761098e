/** Perfil's form (spec §5 "Profile save", §4 "Profile reset"): its toasts and its fields' own words. */
import type { ProfileField } from '~/domain/profile';
import type { Toast } from '~/domain/toast';
import type { FormWords } from './messages';

export const PROFILE_FORM: FormWords<ProfileField> = { weightExample: '80,5' };

export const profileMissingToast: Toast = {
  kind: 'error',
  title: 'Preencha todos os campos',
  message: 'Nome, data de início, peso e altura são obrigatórios.',
};

export const profileSavedToast: Toast = {
  kind: 'success',
  title: 'Perfil salvo com sucesso! 🎉',
  message: 'Cada litro de água é um passo fora da retenção!',
};

export const profileResetToast: Toast = {
  kind: 'success',
  title: 'Tudo foi apagado! 🔄',
  message: 'Você pode começar novamente do zero.',
};

/** The form's fields, their examples and the BMI under them (spec §2 "Profile", §9). */
export const PROFILE_FORM_TEXT = {
  name: 'Nome',
  startDate: 'Data de início',
  initialWeight: 'Peso inicial (kg)',
  weightPlaceholder: `Ex: ${PROFILE_FORM.weightExample}`,
  height: 'Altura (cm)',
  heightPlaceholder: 'Ex: 165',
  waterGoal: 'Meta de água (litros)',
  waterGoalPlaceholder: 'Ex: 2,8',
  /** Spec §9: the goal follows the weight until the user types another. */
  waterGoalDescription: 'Calculada pelo peso: 35 mL por kg. Você pode ajustar.',
  initialWaist: 'Cintura inicial (cm)',
  age: 'Idade (opcional)',
  agePlaceholder: 'Ex: 45',
  ageDescription: 'Aparece no relatório para a consulta.',
  save: 'Salvar perfil',
  /** Before the figure ('Seu IMC: 24,2'). */
  bmi: 'Seu IMC:',
} as const;
