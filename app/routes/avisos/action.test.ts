// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { freshStorageAt, LATE_EVENING, makeStorageFull, post, STORAGE_FULL_TOAST, storageContents } from '@test-utils';
import { clientAction } from './route';

freshStorageAt(LATE_EVENING);

describe('put-off-backup-reminder', () => {
  it("records today's local date and keeps the date of the last backup", async () => {
    localStorage.setItem('m15-backup-meta', JSON.stringify({ lastBackupOn: '2026-11-01', lastReminderOn: '' }));
    const r = await post(clientAction, { intent: 'put-off-backup-reminder' });
    expect(r).toEqual({ ok: true });
    expect(JSON.parse(localStorage.getItem('m15-backup-meta')!)).toEqual({
      lastBackupOn: '2026-11-01',
      lastReminderOn: '2026-11-22',
    });
  });

  it('answers the storage toast when the storage is full, keeping the earlier record', async () => {
    localStorage.setItem('m15-backup-meta', '{"lastBackupOn":"2026-11-01","lastReminderOn":"2026-11-10"}');
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'put-off-backup-reminder' });
    expect(r).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('close-home-screen-notice', () => {
  it("records today's local date and keeps the reminder's dates", async () => {
    localStorage.setItem(
      'm15-backup-meta',
      JSON.stringify({ lastBackupOn: '2026-11-01', lastReminderOn: '2026-11-10' }),
    );
    const r = await post(clientAction, { intent: 'close-home-screen-notice' });
    expect(r).toEqual({ ok: true });
    expect(JSON.parse(localStorage.getItem('m15-backup-meta')!)).toEqual({
      lastBackupOn: '2026-11-01',
      lastReminderOn: '2026-11-10',
      homeScreenNoticeClosedOn: '2026-11-22',
    });
  });

  it('writes a clean record over an unreadable one, keeping the original aside', async () => {
    localStorage.setItem('m15-backup-meta', '{oops');
    const r = await post(clientAction, { intent: 'close-home-screen-notice' });
    expect(r).toEqual({ ok: true });
    expect(storageContents(localStorage)).toEqual({
      'm15-backup-meta': '{"lastBackupOn":"","lastReminderOn":"","homeScreenNoticeClosedOn":"2026-11-22"}',
      'm15-backup-meta.corrupt': '{oops',
    });
  });

  it('answers the storage toast when the storage is full, keeping the earlier record', async () => {
    localStorage.setItem('m15-backup-meta', '{"lastBackupOn":"2026-11-01","lastReminderOn":"2026-11-10"}');
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'close-home-screen-notice' });
    expect(r).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('close-safari-copy-notice', () => {
  it('removes the note and keeps the other dates', async () => {
    localStorage.setItem(
      'm15-backup-meta',
      JSON.stringify({ lastBackupOn: '2026-11-01', lastReminderOn: '', safariCopyNotice: true }),
    );
    const r = await post(clientAction, { intent: 'close-safari-copy-notice' });
    expect(r).toEqual({ ok: true });
    expect(JSON.parse(localStorage.getItem('m15-backup-meta')!)).toEqual({
      lastBackupOn: '2026-11-01',
      lastReminderOn: '',
    });
  });

  it('answers the storage toast when the storage is full, keeping the note', async () => {
    localStorage.setItem('m15-backup-meta', '{"lastBackupOn":"","lastReminderOn":"","safariCopyNotice":true}');
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'close-safari-copy-notice' });
    expect(r).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('discard-kept-aside', () => {
  // A list with one unreadable record: reading it keeps the original text aside.
  const damaged = '[{"id":1,"text":"Comprar ovos","date":"2026-11-20T10:00:00.000Z"},42]';

  it('removes the kept copy and rewrites the live key clean', async () => {
    localStorage.setItem('m15-notes', damaged);
    localStorage.setItem('m15-notes.corrupt', damaged);
    const r = await post(clientAction, { intent: 'discard-kept-aside', asideKey: 'm15-notes.corrupt' });
    expect(r).toEqual({ ok: true, toast: { kind: 'success', title: 'Cópia descartada' } });
    expect(storageContents(localStorage)).toEqual({
      'm15-notes': '[{"id":1,"text":"Comprar ovos","date":"2026-11-20T10:00:00.000Z"}]',
    });
  });

  it('discards a timestamped copy and leaves the other copies alone', async () => {
    localStorage.setItem('m15-diary.corrupt', '{oops');
    localStorage.setItem('m15-diary.corrupt-1700000000000', 'older');
    const r = await post(clientAction, {
      intent: 'discard-kept-aside',
      asideKey: 'm15-diary.corrupt-1700000000000',
    });
    expect(r).toMatchObject({ ok: true, toast: { title: 'Cópia descartada' } });
    expect(storageContents(localStorage)).toEqual({ 'm15-diary.corrupt': '{oops' });
  });

  it('keeps both the copy and the live key when the storage is full', async () => {
    localStorage.setItem('m15-notes', damaged);
    localStorage.setItem('m15-notes.corrupt', damaged);
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'discard-kept-aside', asideKey: 'm15-notes.corrupt' });
    expect(r).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it.each(['m15-profile', 'm15-notes', '<img src=x onerror=alert(1)>', ''])(
    'never removes %j, which is not a kept copy',
    async (asideKey) => {
      localStorage.setItem('m15-profile', '{"name":"Ana"}');
      localStorage.setItem('m15-notes', '[]');
      localStorage.setItem('m15-notes.corrupt', '{oops');
      const before = storageContents(localStorage);
      await post(clientAction, { intent: 'discard-kept-aside', asideKey });
      expect(storageContents(localStorage)).toEqual(before);
    },
  );

  // Discarding is for kept copies only: a live key is left alone and nothing is claimed.
  it('does not claim to have discarded a key that is not a kept copy', async () => {
    localStorage.setItem('m15-profile', '{"name":"Ana"}');
    const r = await post(clientAction, { intent: 'discard-kept-aside', asideKey: 'm15-profile' });
    expect(r).toEqual({ ok: false });
  });
});

describe('hostile posts', () => {
  it.each([
    { intent: 'drop-everything' },
    { intent: '<img src=x onerror=alert(1)>' },
    {},
    { intent: new File(['put-off-backup-reminder'], 'intent.txt') },
  ])('refuses %j and writes nothing', async (fields) => {
    localStorage.setItem('m15-backup-meta', '{"lastBackupOn":"","lastReminderOn":""}');
    const before = storageContents(localStorage);
    const r = await post(clientAction, fields);
    expect(r).toEqual({ ok: false });
    expect(storageContents(localStorage)).toEqual(before);
  });
});
