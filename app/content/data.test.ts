import { describe, expect, it } from 'vitest';
import { ALL_KEYS, keyNameOf, KEYS } from '~/domain/keys';
import { ownDataUsage, usageFigures } from '~/domain/usage';
import { backupWithoutPhotosToast, DATA_LABELS, summaryLines, usageText } from './data';

describe('summaryLines', () => {
  it('counts with singular and plural', () => {
    const lines = summaryLines({
      exportedAt: '',
      appVersion: '1.0.0',
      profileName: 'Ana',
      completedDays: 1,
      diaryEntries: 3,
      photos: 0,
      missingPhotos: 0,
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

  it('says the photos the file lacks, only when it lacks some', () => {
    const base = {
      exportedAt: '',
      appVersion: '1.0.0',
      profileName: 'Ana',
      completedDays: 0,
      diaryEntries: 0,
      photoHistory: 0,
      protocolHistory: 0,
      notes: 0,
      shoppingItems: 0,
      ratings: 0,
    };
    expect(summaryLines({ ...base, photos: 3, missingPhotos: 1 })).toContain(
      '1 foto não está no arquivo e fica de fora',
    );
    expect(summaryLines({ ...base, photos: 0, missingPhotos: 6 })).toContain(
      '6 fotos não estão no arquivo e ficam de fora',
    );
    expect(summaryLines({ ...base, photos: 2, missingPhotos: 0 }).join(' ')).not.toMatch(/fica(m)? de fora/);
  });
});

describe('backupWithoutPhotosToast', () => {
  it('says the backup is made, how many photos are not in it, and what to do', () => {
    expect(backupWithoutPhotosToast('m15-backup-2026-11-23.json', 1)).toEqual({
      kind: 'info',
      title: 'Backup pronto, sem 1 foto',
      message:
        '1 foto não pôde ser lida neste aparelho e ficou fora do arquivo m15-backup-2026-11-23.json. Todo o resto está nele: guarde-o em um lugar seguro. Se a foto aparece em Resultados, faça o backup de novo.',
    });
    expect(backupWithoutPhotosToast('m15-backup-2026-11-23.json', 6).title).toBe('Backup pronto, sem 6 fotos');
    expect(backupWithoutPhotosToast('m15-backup-2026-11-23.json', 6).message).toMatch(
      /^6 fotos não puderam ser lidas neste aparelho e ficaram fora do arquivo/,
    );
  });
});

describe('usageText', () => {
  it('a user with data never reads "0 bytes", whatever the browser estimates', () => {
    const own = ownDataUsage([['m15-profile', '{"name":"Ana","startDate":"2026-11-01"}']], []);
    expect(usageText(usageFigures(own, null))).toBe('Espaço usado pelos seus dados: 100 bytes');
  });
  it('adds the photos, in pt-BR units, leaves the quota out, and says when the photos are not counted', () => {
    expect(usageText(usageFigures({ records: 2048, photos: 1024 * 1024 }, 300 * 1024 * 1024))).toBe(
      'Espaço usado pelos seus dados: 1,0 MB',
    );
    expect(usageText(usageFigures({ records: 2048, photos: null }, 0))).toBe(
      'Espaço usado pelos seus dados: 2,0 KB (sem contar as fotos, que não puderam ser lidas)',
    );
  });
});

describe('DATA_LABELS', () => {
  it('names every key M15 keeps, in lowercase words', () => {
    expect(Object.keys(DATA_LABELS).sort()).toEqual(Object.keys(KEYS).sort());
    // The notice about a copy kept aside finds each stored key's words by its name.
    for (const key of ALL_KEYS) expect(KEYS[keyNameOf(key)]).toBe(key);
    expect(DATA_LABELS[keyNameOf('m15-diary')]).toBe('diário');
    for (const label of Object.values(DATA_LABELS)) expect(label).toMatch(/^\p{Ll}/u);
  });
});
