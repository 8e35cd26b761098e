import type { BmiCategory } from '~/domain/profile';

/**
 * The BMI category as Perfil shows it, in sentence case like every label of
 * the app. domain/profile.ts keeps the specification's names as written
 * (§9, 'Obesidade Grau I'); only their display changes here.
 */
export const BMI_CATEGORY_TEXT: Record<BmiCategory, string> = {
  'Abaixo do peso': 'Abaixo do peso',
  'Peso normal': 'Peso normal',
  Sobrepeso: 'Sobrepeso',
  'Obesidade Grau I': 'Obesidade grau I',
  'Obesidade Grau II': 'Obesidade grau II',
  'Obesidade Grau III': 'Obesidade grau III',
};
