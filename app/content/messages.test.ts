import { describe, expect, it } from 'vitest';
import { outOfRange, REQUIRED, tooLong } from '~/domain/validation';
import { fieldMessage, fieldMessages, type FormWords } from './messages';

describe('fieldMessage', () => {
  it('says the limits the rules check (domain/limits.ts), with the example a form gives', () => {
    expect(fieldMessage('weight', outOfRange('weight'))).toBe('Informe um peso entre 1 e 400\u00a0kg (ex: 80,5).');
    expect(fieldMessage('weight', outOfRange('weight'), { weightExample: '79,5' })).toBe(
      'Informe um peso entre 1 e 400\u00a0kg (ex: 79,5).',
    );
    expect(fieldMessage('height', outOfRange('height'))).toBe('Informe uma altura entre 50 e 250\u00a0cm (ex: 165).');
    expect(fieldMessage('water', outOfRange('water'))).toBe('Informe a água em litros, entre 0 e 20 (ex: 2,5).');
    expect(fieldMessage('waist', outOfRange('waist'))).toBe(
      'Informe a cintura em centímetros, entre 40 e 250 (ex: 82,5).',
    );
    expect(fieldMessage('waterGoal', outOfRange('waterGoal'))).toBe(
      'Informe uma meta entre 0,1 e 20 litros (ex: 2,5).',
    );
  });
  it('words a date, a length and an empty field', () => {
    expect(fieldMessage('date', { code: 'invalidDate' })).toBe('Informe uma data válida.');
    expect(fieldMessage('date', { code: 'futureDate' })).toBe('A data não pode estar no futuro.');
    expect(fieldMessage('name', tooLong(80))).toBe('Use no máximo 80 caracteres.');
    expect(fieldMessage('name', REQUIRED)).toBe('Campo obrigatório.');
  });
  it("says a form's own words for an empty field, for all of its fields or one by one", () => {
    expect(fieldMessage('q1', REQUIRED, { required: 'Responda sim ou não.' })).toBe('Responda sim ou não.');
    const words: FormWords<'date' | 'weight'> = { required: { date: 'Informe a data do registro.' } };
    expect(fieldMessage('date', REQUIRED, words)).toBe('Informe a data do registro.');
    expect(fieldMessage('weight', REQUIRED, words)).toBe('Campo obrigatório.');
  });
});

describe('fieldMessages', () => {
  it('gives each field with a problem its message, and no other', () => {
    expect(fieldMessages({ weight: REQUIRED, water: outOfRange('water') })).toEqual({
      weight: 'Campo obrigatório.',
      water: 'Informe a água em litros, entre 0 e 20 (ex: 2,5).',
    });
    expect(fieldMessages({})).toEqual({});
  });
});
