import { describe, expect, it } from 'vitest';
import { summaryLines } from './data-texts';

describe('summaryLines', () => {
  it('counts with singular and plural', () => {
    const lines = summaryLines({
      exportedAt: '',
      appVersion: '1.0.0',
      profileName: 'Ana',
      completedDays: 1,
      diaryEntries: 3,
      photos: 0,
      photoHistory: 1,
      protocolHistory: 2,
      notes: 1,
      shoppingItems: 5,
      ratings: 1,
    });
    expect(lines).toEqual([
      'Perfil de Ana',
      '1 dia concluído',
      '3 registros no diário',
      '0 fotos',
      '1 registro no histórico de fotos',
      '2 protocolos concluídos',
      '1 anotação',
      '5 itens na lista de compras',
      '1 receita avaliada',
    ]);
  });
});
