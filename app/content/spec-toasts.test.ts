/**
 * The specification's own toasts (§4, §5, §8), word for word: each is
 * written once, in its screen's module of app/content, and pinned here as a
 * literal, so a reword fails this test (the actions' and e2e tests pin them
 * too, where the user sees them).
 */
import { describe, expect, it } from 'vitest';
import { dayDoneToast } from './day-done';
import { diaryMissingToast, diarySavedToast } from './diary';
import { emptyNoteToast, listClearedToast, listLoadedToast, noteSavedToast } from './notes';
import { profileMissingToast, profileResetToast, profileSavedToast } from './profile';
import { missingFinalWeightToast, photoHistoryClearedToast, protocolHistoryClearedToast } from './results';
import { missingFieldsToast, openingMailToast } from './testimonial';

describe('the specification’s error catalogue (§8): destructive toasts', () => {
  it.each([
    [
      'Profile missing fields',
      profileMissingToast,
      'Preencha todos os campos',
      'Nome, data de início, peso e altura são obrigatórios.',
    ],
    [
      'Diary missing fields',
      diaryMissingToast,
      'Preencha os campos obrigatórios',
      'Peso e água consumida são necessários.',
    ],
    [
      'Testimonial missing fields',
      missingFieldsToast,
      'Preencha os campos obrigatórios',
      'Nome e depoimento são necessários.',
    ],
  ])('%s', (_, toast, title, message) => {
    expect(toast).toEqual({ kind: 'error', title, message });
  });
  it('Missing final weight, Empty note', () => {
    expect(missingFinalWeightToast).toMatchObject({ kind: 'error', title: 'Adicione seu peso final' });
    expect(emptyNoteToast).toEqual({ kind: 'error', title: 'Escreva algo primeiro' });
  });
});

describe('the specification’s success toasts (§8)', () => {
  it.each([
    [profileSavedToast, 'Perfil salvo com sucesso! 🎉', 'Cada litro de água é um passo fora da retenção!'],
    [diarySavedToast, 'Registro salvo! 🎉', 'Você tá vencendo o corpo antigo.'],
    [profileResetToast, 'Tudo foi apagado! 🔄', 'Você pode começar novamente do zero.'],
    [protocolHistoryClearedToast, 'Histórico limpo', 'Todo o histórico de protocolos foi apagado.'],
    [photoHistoryClearedToast, 'Histórico de fotos limpo', 'Todas as fotos salvas foram apagadas.'],
    [listClearedToast, 'Lista limpa! 🗑️', 'Todos os itens foram removidos'],
  ])('%j', (toast, title, message) => {
    expect(toast).toEqual({ kind: 'success', title, message });
  });
  it('and those without a message, or with one the app fills in', () => {
    expect(noteSavedToast).toEqual({ kind: 'success', title: 'Anotação salva! 📝' });
    expect(openingMailToast).toEqual({ kind: 'success', title: 'Abrindo seu email...' });
    expect(listLoadedToast(12)).toEqual({
      kind: 'success',
      title: 'Lista carregada! 🛒',
      message: '12 itens adicionados',
    });
    expect(dayDoneToast({ kind: 'day', block: 'ceto-2', over: true }, (p) => p[0]!)).toMatchObject({
      kind: 'success',
      title: 'Dia concluído! 🎉',
    });
  });
});
