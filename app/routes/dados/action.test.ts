// @vitest-environment jsdom
/**
 * The data route's posts, from any screen: 'backup', 'restore-check',
 * 'restore' and 'persist', and their code missing offline; the erases
 * ('reset', 'restart-early', 'erase-all'); and any other intent, the
 * profile's 'save' included.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '~/config';
import { BACKUP_PROBLEM_TOAST } from '~/content/data';
import { StorageFullError, StorageUnavailableError } from '~/storage/local';
import {
  formOf,
  freshStorageAt,
  FULL_PHONE,
  HOSTILE,
  leaveRoomInStorage,
  makeStorageFull,
  post,
  seed,
  STORAGE_BLOCKED_TOAST,
  STORAGE_FULL_TOAST,
  storageContents,
  stored,
} from '@test-utils';
import { DATA_ROUTE } from '~/components/data-post';
import { clientAction, clientLoader } from './route';

// jsdom has no IndexedDB: the photo Blobs live in a Map (see test-utils/index.ts).
const photos = await vi.hoisted(async () => (await import('@test-utils')).memoryPhotoStore());
vi.mock('~/storage/photos', () => photos);

const CODE_MISSING = {
  kind: 'error',
  title: 'Não foi possível concluir',
  message: 'Parte do app ainda não foi baixada. Conecte-se à internet e tente de novo. Nada foi alterado.',
};
const RELOAD_NEEDED = {
  kind: 'error',
  title: 'Não foi possível concluir',
  message:
    'Uma parte do app não carregou e só volta depois que o app for recarregado (feche e abra de novo). Nada foi alterado.',
};
const NOW = new Date(2026, 10, 22, 23, 30); // late evening, local time: the file is named by the local date
/** The first bytes of a PNG: enough for the backup's check that a photo is an image. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

const bytesOf = async (blob: Blob | undefined) => new Uint8Array(await blob!.arrayBuffer());

/** What the user had on the phone when the backup was made. */
const backedUp = FULL_PHONE;
/** What is on the phone now, before a restore. */
const current = {
  'm15-profile': { name: 'Outra', startDate: '2026-11-10', initialWeight: '90', height: '170', waterGoal: '3.2' },
  'm15-results': { finalWeight: '88', beforePhoto: 'photo-z', afterPhoto: '' },
  'm15-shopping': [{ id: 1, text: 'Bacon', checked: false }],
};

/** A backup file made by the action from `backedUp`, then the phone is set to `current`. */
async function backupFileThenCurrentData(): Promise<string> {
  seed(backedUp);
  photos.blobs.set('photo-a', new Blob([PNG], { type: 'image/png' }));
  const r = await post(clientAction, { intent: 'backup' });
  localStorage.clear();
  photos.blobs.clear();
  seed(current);
  photos.blobs.set('photo-z', new Blob([PNG.slice(0, 12)], { type: 'image/png' }));
  return r.backup!.text;
}

freshStorageAt(NOW);
beforeEach(() => photos.reset());
afterEach(() => vi.unstubAllGlobals());

describe('backup', () => {
  it('hands over m15-backup-AAAA-MM-DD.json with every key and photo, and notes the date', async () => {
    seed(backedUp);
    photos.blobs.set('photo-a', new Blob([PNG], { type: 'image/png' }));
    const r = await post(clientAction, { intent: 'backup' });
    expect(r).toMatchObject({
      ok: true,
      backup: { fileName: 'm15-backup-2026-11-22.json' },
      toast: {
        kind: 'success',
        title: 'Backup pronto! 💾',
        message: 'Guarde o arquivo m15-backup-2026-11-22.json em um lugar seguro (Drive, email ou WhatsApp).',
      },
    });
    const file = JSON.parse(r.backup!.text);
    expect(file).toEqual({
      format: 'm15-backup',
      version: 3,
      appVersion: APP_VERSION,
      exportedAt: NOW.toISOString(),
      // The file is itself a backup of its day: restored, the reminder counts from it.
      data: { ...backedUp, 'm15-backup-meta': { lastBackupOn: '2026-11-22', lastReminderOn: '' } },
      keptAside: {},
      photos: { 'photo-a': { type: 'image/png', data: btoa(String.fromCharCode(...PNG)) } },
    });
    expect(stored('m15-backup-meta')).toEqual({ lastBackupOn: '2026-11-22', lastReminderOn: '' });
    // Nothing else changed.
    for (const [key, value] of Object.entries(backedUp)) expect(stored(key)).toEqual(value);
  });

  // A photo this phone can no longer read (gone from its store): the rest is in the file, and she is told.
  it('says a photo could not be read and is not in the file, and still hands the file over', async () => {
    seed({ ...backedUp, 'm15-results': { finalWeight: '75', beforePhoto: 'photo-a', afterPhoto: 'photo-lost' } });
    photos.blobs.set('photo-a', new Blob([PNG], { type: 'image/png' }));
    const r = await post(clientAction, { intent: 'backup' });
    expect(r).toMatchObject({
      ok: true,
      backup: { fileName: 'm15-backup-2026-11-22.json' },
      toast: {
        kind: 'info',
        title: 'Backup pronto, sem 1 foto',
        message:
          '1 foto não pôde ser lida neste aparelho e ficou fora do arquivo m15-backup-2026-11-22.json. Todo o resto está nele: guarde-o em um lugar seguro. Se a foto aparece em Resultados, faça o backup de novo.',
      },
    });
    expect(Object.keys(JSON.parse(r.backup!.text).photos)).toEqual(['photo-a']);
    expect(Object.keys(r.backup!)).toEqual(['fileName', 'text']);
  });

  it('keeps unreadable data, word for word, in the file', async () => {
    localStorage.setItem('m15-notes', '{oops');
    const r = await post(clientAction, { intent: 'backup' });
    expect(JSON.parse(r.backup!.text)).toMatchObject({
      data: { 'm15-notes': [] },
      keptAside: { 'm15-notes.corrupt': '{oops' },
    });
    expect(localStorage.getItem('m15-notes')).toBe('{oops');
  });

  // A full phone is when a copy matters most: the file is handed over even if its date cannot be noted.
  it('still hands over the backup file when the storage is full', async () => {
    seed(backedUp);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'backup' });
    expect(r).toMatchObject({ ok: true, backup: { fileName: 'm15-backup-2026-11-22.json' } });
  });

  it('a full storage leaves the stored data byte for byte as it was', async () => {
    seed(backedUp);
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'backup' });
    expect(r.ok).toBe(true);
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('restore-check', () => {
  it('answers what the file holds and changes nothing', async () => {
    const text = await backupFileThenCurrentData();
    const before = storageContents(localStorage);
    const r = await post(clientAction, { intent: 'restore-check', text });
    expect(r).toEqual({
      ok: true,
      check: {
        text,
        summary: {
          exportedAt: NOW.toISOString(),
          appVersion: APP_VERSION,
          profileName: 'Ana',
          completedDays: 3,
          diaryEntries: 1,
          photos: 1,
          missingPhotos: 0,
          photoHistory: 1,
          protocolHistory: 0,
          notes: 1,
          shoppingItems: 0,
          ratings: 1,
        },
        // What this phone holds now, which the restore replaces: the dialog says it, and offers a backup first.
        here: expect.objectContaining({
          profileName: 'Outra',
          completedDays: 0,
          diaryEntries: 0,
          photos: 1,
          shoppingItems: 1,
        }),
      },
    });
    expect(storageContents(localStorage)).toEqual(before);
    expect([...photos.blobs.keys()]).toEqual(['photo-z']);
  });

  const file = (change: Record<string, unknown>) =>
    JSON.stringify({
      format: 'm15-backup',
      version: 1,
      appVersion: '1.0.0',
      exportedAt: '2026-11-20T10:00:00.000Z',
      data: {},
      keptAside: {},
      photos: {},
      ...change,
    });

  it.each([
    ['not-json', 'isto não é JSON'],
    ['not-json', ''],
    ['not-json', '[object File]'],
    ['foreign', '{"hello":"world"}'],
    ['foreign', '[1,2,3]'],
    ['foreign', file({ format: 'outro-app' })],
    ['newer', file({ version: 4 })],
    ['damaged', file({ version: 'um' })],
    ['damaged', file({ data: { 'm15-profile': 'texto' } })],
    ['damaged', file({ data: { 'chave-estranha': [] } })],
    ['damaged', file({ keptAside: { 'm15-profile': HOSTILE } })],
  ] as const)('answers the %s toast for %j and changes nothing', async (problem, text) => {
    seed(current);
    const before = storageContents(localStorage);
    for (const intent of ['restore-check', 'restore']) {
      const r = await post(clientAction, { intent, text });
      expect(r).toEqual({ ok: false, toast: BACKUP_PROBLEM_TOAST[problem] });
      expect(storageContents(localStorage)).toEqual(before);
    }
    expect(photos.putPhotosWithIds).not.toHaveBeenCalled();
  });

  it('says a non-JSON file is not an M15 backup, word for word', async () => {
    const r = await post(clientAction, { intent: 'restore-check', text: 'PK\u0003\u0004 planilha.xlsx' });
    expect(r.toast).toEqual({
      kind: 'error',
      title: 'Arquivo inválido',
      message: 'Este arquivo não é um backup do M15. Escolha o arquivo m15-backup-AAAA-MM-DD.json. Nada foi alterado.',
    });
  });

  it('says a foreign JSON file is not recognised, word for word', async () => {
    const r = await post(clientAction, { intent: 'restore-check', text: '{"format":"outro"}' });
    expect(r.toast).toEqual({
      kind: 'error',
      title: 'Arquivo não reconhecido',
      message: 'Este arquivo não é um backup do M15. Escolha o arquivo m15-backup-AAAA-MM-DD.json. Nada foi alterado.',
    });
  });

  it('reads a file posted in place of the text as an invalid file', async () => {
    seed(current);
    const before = storageContents(localStorage);
    const r = await post(clientAction, { intent: 'restore-check', text: new File(['{}'], 'backup.json') });
    expect(r).toEqual({ ok: false, toast: BACKUP_PROBLEM_TOAST['not-json'] });
    expect(storageContents(localStorage)).toEqual(before);
  });

  // A photo is one record's part: a file whose photos cannot come back still brings every record.
  it.each([
    ['a photo the file does not hold', {}],
    ['hostile text in place of the image', { 'photo-x': { type: 'image/png', data: btoa(HOSTILE) } }],
    ['an image typed as HTML', { 'photo-x': { type: 'text/html', data: btoa(String.fromCharCode(...PNG)) } }],
  ])(
    '%s: the check counts the photo as left out, the restore brings the records and stores no such photo',
    async (_, filePhotos) => {
      seed(current);
      const results = { finalWeight: '70', beforePhoto: 'photo-x', afterPhoto: '' };
      const text = file({ data: { 'm15-results': results }, photos: filePhotos });
      const check = await post(clientAction, { intent: 'restore-check', text });
      expect(check).toMatchObject({ ok: true, check: { summary: { photos: 0, missingPhotos: 1 } } });
      const r = await post(clientAction, { intent: 'restore', text });
      expect(r).toMatchObject({ ok: true, toast: { title: 'Backup restaurado! ✅' } });
      expect(stored('m15-results')).toEqual(results);
      expect(photos.blobs.has('photo-x')).toBe(false);
    },
  );

  // Only the backup's own keys are looked up: a "__proto__" key is damage, not a crash.
  it('answers the damaged toast for a file with a "__proto__" key', async () => {
    seed(current);
    const text = file({}).replace('"data":{}', '"data":{"__proto__":{}}');
    const r = await post(clientAction, { intent: 'restore-check', text });
    expect(r).toEqual({ ok: false, toast: BACKUP_PROBLEM_TOAST.damaged });
  });
});

describe('restore', () => {
  it('replaces the data and the photos with the backup', async () => {
    const text = await backupFileThenCurrentData();
    const r = await post(clientAction, { intent: 'restore', text });
    expect(r).toEqual({
      ok: true,
      toast: {
        kind: 'success',
        title: 'Backup restaurado! ✅',
        message: 'Seus dados foram recuperados neste aparelho.',
      },
    });
    const expected = Object.fromEntries(Object.entries(backedUp).map(([k, v]) => [k, JSON.stringify(v)]));
    expect(storageContents(localStorage)).toEqual({
      ...expected,
      'm15-backup-meta': JSON.stringify({ lastBackupOn: '2026-11-22', lastReminderOn: '' }),
    });
    // The backup's photo is back; the one only the replaced results showed is gone.
    expect([...photos.blobs.keys()]).toEqual(['photo-a']);
    expect(await bytesOf(photos.blobs.get('photo-a'))).toEqual(PNG);
  });

  it('puts kept-aside copies back word for word and drops the current ones', async () => {
    localStorage.setItem('m15-diary', '{oops');
    const made = await post(clientAction, { intent: 'backup' });
    localStorage.clear();
    localStorage.setItem('m15-notes.corrupt', 'outra cópia');
    await post(clientAction, { intent: 'restore', text: made.backup!.text });
    expect(localStorage.getItem('m15-diary.corrupt')).toBe('{oops');
    expect(localStorage.getItem('m15-notes.corrupt')).toBeNull();
  });

  it("in the iPhone's home-screen app, notes that Hoje must say Safari keeps a copy; in a browser tab, not", async () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)';
    Object.defineProperty(navigator, 'userAgent', { value: iphone, configurable: true });
    try {
      Object.defineProperty(navigator, 'standalone', { value: false, configurable: true });
      await post(clientAction, { intent: 'restore', text: await backupFileThenCurrentData() });
      expect(stored('m15-backup-meta')?.safariCopyNotice).toBeUndefined();
      Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
      await post(clientAction, { intent: 'restore', text: await backupFileThenCurrentData() });
      expect(stored('m15-backup-meta')).toMatchObject({ safariCopyNotice: true });
    } finally {
      delete (navigator as unknown as Record<string, unknown>).userAgent;
      delete (navigator as unknown as Record<string, unknown>).standalone;
    }
  });

  it('keeps markup in the restored data as plain text', async () => {
    seed({ 'm15-profile': { ...backedUp['m15-profile'], name: HOSTILE } });
    const made = await post(clientAction, { intent: 'backup' });
    localStorage.clear();
    await post(clientAction, { intent: 'restore', text: made.backup!.text });
    expect(stored('m15-profile').name).toBe(HOSTILE);
  });

  it('keeps the earlier data byte for byte when the storage is full', async () => {
    const text = await backupFileThenCurrentData();
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'restore', text });
    expect(r).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
    expect(await bytesOf(photos.blobs.get('photo-z'))).toEqual(PNG.slice(0, 12));
  });

  it('keeps the earlier data when the backup does not fit in what is left of the quota', async () => {
    // A real quota (jsdom's): removing keys frees space, so this is what a phone does.
    const text = await backupFileThenCurrentData();
    leaveRoomInStorage(localStorage, 50);
    const before = storageContents(localStorage);
    const r = await post(clientAction, { intent: 'restore', text });
    expect(r).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
    expect(photos.blobs.has('photo-z')).toBe(true);
  });

  it('changes nothing when IndexedDB cannot take the photos', async () => {
    const text = await backupFileThenCurrentData();
    const before = storageContents(localStorage);
    photos.putPhotosWithIds.mockRejectedValueOnce(
      new StorageFullError(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    );
    const r = await post(clientAction, { intent: 'restore', text });
    expect(r).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
    expect([...photos.blobs.keys()]).toEqual(['photo-z']);
  });
});

describe('persist', () => {
  it('says the data is protected when the browser agrees', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { storage: { persisted: async () => false, persist } });
    expect(await post(clientAction, { intent: 'persist' })).toEqual({
      ok: true,
      toast: {
        kind: 'success',
        title: 'Dados protegidos! 🔒',
        message: 'O navegador não vai apagar seus dados para liberar espaço.',
      },
    });
    expect(persist).toHaveBeenCalledOnce();
    expect(storageContents(localStorage)).toEqual({});
  });

  it.each([
    ['refuses', { persisted: async () => false, persist: async () => false }],
    ['fails', { persisted: async () => false, persist: async () => Promise.reject(new Error('no')) }],
    ['has no such thing', undefined],
  ])('suggests installing the app when the browser %s', async (_, storage) => {
    vi.stubGlobal('navigator', { storage });
    expect(await post(clientAction, { intent: 'persist' })).toEqual({
      ok: true,
      toast: {
        kind: 'info',
        title: 'O navegador não permitiu agora',
        message: 'Instale o app na tela inicial e tente de novo. Enquanto isso, faça backups.',
      },
    });
  });
  it.each([
    ['from the home screen of an iPhone (no persist() before iOS 15.2)', { standalone: true, storage: undefined }],
    [
      'as an installed app that the browser refuses',
      { storage: { persisted: async () => false, persist: async () => false } },
    ],
  ])('never asks to install the app it already runs as: %s', async (_, nav) => {
    vi.stubGlobal('navigator', nav);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: !('standalone' in nav) && query === '(display-mode: standalone)',
    }));
    expect(await post(clientAction, { intent: 'persist' })).toEqual({
      ok: true,
      toast: {
        kind: 'info',
        title: 'O aparelho não permitiu agora',
        message: 'Seus dados continuam guardados neste aparelho. Faça backups com frequência para não perder nada.',
      },
    });
  });
});

describe('when the backup code cannot be fetched (offline, first visit cut short)', () => {
  afterEach(() => {
    vi.doUnmock('~/lib/import-with-retry');
    vi.resetModules();
  });

  it.each(['backup', 'restore-check', 'restore'])('answers %s with the toast and changes nothing', async (intent) => {
    for (const reloadNeeded of [false, true]) {
      vi.resetModules();
      vi.doMock('~/lib/import-with-retry', async (importOriginal) => {
        const real = await importOriginal<typeof import('~/lib/import-with-retry')>();
        return { ...real, loadPart: () => Promise.reject(new real.PartUnavailableError(reloadNeeded)) };
      });
      const { dataAction } = await import('./action');
      seed(current);
      const before = storageContents(localStorage);
      const r = await dataAction(formOf({ intent, text: '{}' }));
      expect(r).toEqual({ ok: false, toast: reloadNeeded ? RELOAD_NEEDED : CODE_MISSING });
      expect(storageContents(localStorage)).toEqual(before);
    }
  });
});

describe('reset', () => {
  it('resets with the reset toast', async () => {
    localStorage.setItem('m15-completed-days', '[1]');
    const r = await post(clientAction, { intent: 'reset' });
    expect(r).toMatchObject({
      ok: true,
      toast: { title: 'Tudo foi apagado! 🔄', message: 'Você pode começar novamente do zero.' },
    });
    expect(localStorage.getItem('m15-completed-days')).toBeNull();
  });

  it('removes the five keys of the spec and the completed days, and keeps everything else', async () => {
    seed({
      ...FULL_PHONE,
      'm15-journey': { started: true },
      'm15-testimonial': { name: 'Ana', text: 'Oi' },
      'm15-shopping': [{ id: 1, text: 'Bacon', checked: false }],
      'm15-protocol-history': [],
    });
    const r = await post(clientAction, { intent: 'reset' });
    expect(r).toEqual({
      ok: true,
      toast: { kind: 'success', title: 'Tudo foi apagado! 🔄', message: 'Você pode começar novamente do zero.' },
    });
    expect(Object.keys(storageContents(localStorage)).sort()).toEqual([
      'm15-photo-history',
      'm15-protocol-history',
      'm15-results',
      'm15-shopping',
      'recipeRatings',
    ]);
  });

  it('still works when the storage is full (removing needs no space)', async () => {
    seed(FULL_PHONE);
    makeStorageFull();
    expect(await post(clientAction, { intent: 'reset' })).toMatchObject({ ok: true });
    expect(localStorage.getItem('m15-profile')).toBeNull();
    expect(localStorage.getItem('m15-diary')).toBeNull();
  });

  it('puts every key back when the browser refuses a removal halfway', async () => {
    seed({ ...FULL_PHONE, 'm15-testimonial': { name: 'Ana', text: 'Oi' } });
    const before = storageContents(localStorage);
    const removeItem = Storage.prototype.removeItem;
    let calls = 0;
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(function (this: Storage, key: string) {
      if (++calls === 3) throw new DOMException('The operation is insecure.', 'SecurityError');
      removeItem.call(this, key);
    });
    expect(await post(clientAction, { intent: 'reset' })).toEqual({ ok: false, toast: STORAGE_BLOCKED_TOAST });
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('restart-early and erase-all', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 10));
  });
  afterEach(() => vi.useRealTimers());

  it('restarts before the end: erases the protocol data, records nothing, starts today', async () => {
    seed({
      'm15-profile': { name: 'Ana', startDate: '2026-11-17', initialWeight: '82', height: '165', waterGoal: '2.9' },
      'm15-diary': [{ date: '2026-11-22', weight: '79', water: '2' }],
      'm15-completed-days': [1, 2, 3, 4, 5, 6],
      'm15-notes': [{ id: 1, text: 'nota', date: '2026-11-20T10:00:00.000Z' }],
      'm15-shopping': [{ id: 1, text: 'Ovos', checked: false }],
      'm15-photo-history': [{ id: 1, date: '20/11/2026', beforePhoto: '', afterPhoto: '', weight: '80' }],
      recipeRatings: { '101': 'amei' },
    });
    const r = await post(clientAction, { intent: 'restart-early' });
    expect(r).toMatchObject({ ok: true, toast: { title: 'Desafio recomeçado 🔄' } });
    for (const key of ['m15-diary', 'm15-completed-days', 'm15-notes', 'm15-shopping', 'm15-results'])
      expect(localStorage.getItem(key), key).toBeNull();
    expect(stored('m15-profile')).toMatchObject({ name: 'Ana', startDate: '2026-11-23' });
    expect(stored('m15-protocol-history')).toBeNull();
    expect(stored('m15-photo-history')).toHaveLength(1);
    expect(stored('recipeRatings')).toEqual({ '101': 'amei' });
  });

  it('restarting with a full storage changes nothing', async () => {
    seed({ 'm15-profile': { name: 'Ana', startDate: '2026-11-17' }, 'm15-completed-days': [1] });
    const before = storageContents(localStorage);
    makeStorageFull();
    expect(await post(clientAction, { intent: 'restart-early' })).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('erases every key, every kept copy and every photo', async () => {
    seed(FULL_PHONE);
    localStorage.setItem('m15-notes.corrupt', '{oops');
    photos.blobs.set('photo-x', new Blob(['x']));
    const r = await post(clientAction, { intent: 'erase-all' });
    expect(r).toMatchObject({ ok: true, toast: { title: 'Tudo foi apagado deste aparelho' } });
    expect(Object.keys(localStorage)).toEqual([]);
    expect(photos.blobs.size).toBe(0);
  });

  it('keeps a stop that holds when the storage refuses every write: the erase fails, the stop stays', async () => {
    seed(FULL_PHONE);
    const stop = { 'jejum-1': { at: new Date().toISOString(), outcome: 'stop', absolute: true } };
    seed({ 'm15-safety-checks': stop });
    const refused = makeStorageFull(); // every setItem throws; removeItem still works
    const r = await post(clientAction, { intent: 'erase-all' });
    refused.mockRestore();
    expect(r.ok).toBe(false);
    expect(stored('m15-safety-checks')).toEqual(stop);
  });

  it('on a full phone, erases everything else and keeps the stop that holds', async () => {
    seed(FULL_PHONE);
    const stop = { 'jejum-1': { at: new Date().toISOString(), outcome: 'stop', absolute: true } };
    seed({ 'm15-safety-checks': stop });
    leaveRoomInStorage(localStorage, 0);
    const r = await post(clientAction, { intent: 'erase-all' });
    expect(r).toMatchObject({ ok: true });
    expect(stored('m15-safety-checks')).toEqual(stop);
    expect(stored('m15-profile')).toBeNull();
  });

  it('erases no record when the photos cannot be deleted, and says so', async () => {
    seed(FULL_PHONE);
    const before = storageContents(localStorage);
    photos.clearPhotos.mockRejectedValueOnce(new StorageUnavailableError());
    const r = await post(clientAction, { intent: 'erase-all' });
    expect(r.ok).toBe(false);
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('other intents', () => {
  it.each([
    { intent: 'save', name: 'Bia', startDate: '2026-11-01', initialWeight: '80', height: '165' },
    { intent: 'drop-all' },
    { intent: HOSTILE },
    { text: '{}' },
    { intent: new File(['backup'], 'x.txt') },
  ])('refuses %j and writes nothing', async (fields) => {
    seed(FULL_PHONE);
    const before = storageContents(localStorage);
    expect(await post(clientAction, fields)).toEqual({ ok: false });
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('the route', () => {
  it('lives at the one address every poster uses', () => {
    expect(existsSync(join('app/routes', DATA_ROUTE, 'route.tsx'))).toBe(true);
  });

  it('has nothing to show: opening it leads home', () => {
    const answer = clientLoader() as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/');
  });
});
