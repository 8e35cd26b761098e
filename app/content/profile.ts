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
