import { describe, expect, it } from 'vitest';
import { cardFailedToast, cardLoadFailedToast, cardSharedToast, SHARE_PROGRESS } from './progress-card';

describe('cardSharedToast', () => {
  const fileName = 'm15-progresso-2026-12-08.png';
  const delivered = (delivery: 'shared' | 'downloaded' | 'cancelled', missingPhotos: 'none' | 'one' | 'all') =>
    cardSharedToast({ kind: 'delivered', delivery, fileName, missingPhotos });
  it('a download says where the image went, by its file name', () => {
    const t = delivered('downloaded', 'none');
    expect(t).toMatchObject({ kind: 'success', title: 'Imagem pronta! 📸' });
    expect(t?.message).toContain(fileName);
    expect(t?.message).not.toContain('Foto');
  });
  it('says when a chosen photo could not be read', () => {
    expect(delivered('downloaded', 'one')?.message).toContain(
      'Uma das fotos não pôde ser lida: no lugar dela aparece “Foto indisponível”.',
    );
    expect(delivered('downloaded', 'all')?.message).toContain('a imagem foi criada sem elas');
    expect(delivered('shared', 'all')).toMatchObject({
      kind: 'info',
      message: 'As fotos escolhidas não puderam ser lidas, então a imagem foi criada sem elas.',
    });
  });
  it('says nothing after the share sheet did its job or was closed', () => {
    expect(delivered('shared', 'none')).toBeNull();
    expect(delivered('cancelled', 'one')).toBeNull();
  });
  it('says so when the image could not be drawn', () => {
    expect(cardSharedToast({ kind: 'failed' })).toBe(cardFailedToast);
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

describe('the days not ticked, before she shares', () => {
  it('one day, and its link, in the singular; more, in the plural', () => {
    expect(SHARE_PROGRESS.unticked(1)).toBe(
      'Um dia que já passou não está marcado na Jornada, e a imagem mostra só os dias marcados.',
    );
    expect(SHARE_PROGRESS.untickedLink(1)).toBe('Marcar o dia na Jornada');
    expect(SHARE_PROGRESS.unticked(11)).toBe(
      '11 dias que já passaram não estão marcados na Jornada, e a imagem mostra só os dias marcados.',
    );
    expect(SHARE_PROGRESS.untickedLink(11)).toBe('Marcar os dias na Jornada');
    // After the last day the closing line counts the ticks: the note does not count them again.
    expect(SHARE_PROGRESS.untickedCountSaid).not.toMatch(/\d/);
    expect(SHARE_PROGRESS.untickedCountSaid).toContain('só os dias marcados');
  });
});
