import { describe, expect, it } from 'vitest';
import {
  cardFailedToast,
  cardLoadFailedToast,
  missingPhotos,
  progressFileName,
  shareDoneToast,
} from './share-progress';

/** Local time: the date on the card and in the file name is the user's calendar day. */
const NOW = new Date(2026, 11, 8, 23, 30);

describe('progressFileName', () => {
  it('is m15-progresso-AAAA-MM-DD with the local date: .png, or .jpg for a JPEG', () => {
    expect(progressFileName(NOW, 'image/png')).toBe('m15-progresso-2026-12-08.png');
    expect(progressFileName(NOW, 'image/jpeg')).toBe('m15-progresso-2026-12-08.jpg');
    expect(progressFileName(new Date(2027, 0, 1, 0, 5), 'image/png')).toBe('m15-progresso-2027-01-01.png');
  });
  it('names anything that is not a JPEG .png (the renderer only makes the two)', () => {
    expect(progressFileName(NOW, '')).toBe('m15-progresso-2026-12-08.png');
  });
});

describe('missingPhotos', () => {
  const both = { before: 'photo-a', after: 'photo-b' };
  it('none when every stored photo was read (an empty field is no photo, not a missing one)', () => {
    expect(missingPhotos(both, { before: 'blob', after: 'blob' })).toBe('none');
    expect(missingPhotos({ before: 'photo-a', after: '' }, { before: 'blob', after: null })).toBe('none');
    expect(missingPhotos({ before: '', after: '' }, { before: null, after: null })).toBe('none');
  });
  it('one when the other photo is still drawn', () => {
    expect(missingPhotos(both, { before: null, after: 'blob' })).toBe('one');
    expect(missingPhotos(both, { before: 'blob', after: null })).toBe('one');
  });
  it('all when no photo is left to draw (the card is made without them)', () => {
    expect(missingPhotos(both, { before: null, after: null })).toBe('all');
    expect(missingPhotos({ before: '', after: 'photo-b' }, { before: null, after: null })).toBe('all');
  });
});

describe('shareDoneToast', () => {
  const fileName = 'm15-progresso-2026-12-08.png';
  it('a download says where the image went, by its file name', () => {
    const t = shareDoneToast({ delivery: 'downloaded', fileName, missingPhotos: 'none' });
    expect(t).toMatchObject({ kind: 'success', title: 'Imagem pronta! 📸' });
    expect(t?.message).toContain(fileName);
    expect(t?.message).not.toContain('Foto');
  });
  it('says when a chosen photo could not be read', () => {
    expect(shareDoneToast({ delivery: 'downloaded', fileName, missingPhotos: 'one' })?.message).toContain(
      'Uma das fotos não pôde ser lida',
    );
    expect(shareDoneToast({ delivery: 'downloaded', fileName, missingPhotos: 'all' })?.message).toContain(
      'a imagem foi criada sem elas',
    );
    expect(shareDoneToast({ delivery: 'shared', fileName, missingPhotos: 'all' })).toMatchObject({
      kind: 'info',
      message: 'As fotos escolhidas não puderam ser lidas, então a imagem foi criada sem elas.',
    });
  });
  it('says nothing after the share sheet did its job or was closed', () => {
    expect(shareDoneToast({ delivery: 'shared', fileName, missingPhotos: 'none' })).toBeNull();
    expect(shareDoneToast({ delivery: 'cancelled', fileName, missingPhotos: 'one' })).toBeNull();
  });
});

describe('error toasts', () => {
  it('have a Portuguese title and message that say nothing was changed', () => {
    for (const t of [cardFailedToast, cardLoadFailedToast]) {
      expect(t.kind).toBe('error');
      expect(t.title).toBe('Não foi possível criar a imagem');
      expect(t.message).toMatch(/Seus dados não foram alterados\.$/);
    }
  });
});
