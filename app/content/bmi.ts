import type { BmiCategory } from '~/domain/profile';

/**
 * The BMI category as Perfil and the report show it, in sentence case like
 * every label of the app (the specification, §9, writes 'Obesidade Grau I').
 * domain/profile.ts returns the code; the words live here.
 */
export const BMI_CATEGORY_TEXT: Record<BmiCategory, string> = {
  under: 'Abaixo do peso',
  normal: 'Peso normal',
  over: 'Sobrepeso',
  obese1: 'Obesidade grau I',
  obese2: 'Obesidade grau II',
  obese3: 'Obesidade grau III',
};
