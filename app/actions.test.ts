// @vitest-environment jsdom
// Lives outside app/routes: flat routes would take a file there for a screen.
import type { ClientActionFunctionArgs } from '@remix-run/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_PHRASES } from '~/content/day-phrases';
import { clientAction as diaryAction } from './routes/diario/route';
import { clientAction as journeyAction } from './routes/jornada/route';
import { clientAction as profileAction } from './routes/perfil/route';

type Action = (args: ClientActionFunctionArgs) => Promise<unknown>;
/** A posted form as the action reads it (jsdom's FormData does not fit Node's Request: vitest #7080). */
function request(fields: Record<string, string>): Request {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return { method: 'POST', formData: async () => form } as unknown as Request;
}
const post = (action: Action, fields: Record<string, string>) =>
  action({
    request: request(fields),
    params: {},
    serverAction: () => Promise.reject(new Error('no server')),
  }) as Promise<{ ok: boolean; errors?: Record<string, string>; toast?: { title: string; message?: string } }>;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 23, 30)); // late evening, local time
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('profile action', () => {
  it('saves a valid profile and answers with the success toast', async () => {
    const r = await post(profileAction, {
      intent: 'save',
      name: 'Ana',
      startDate: '2026-11-01',
      initialWeight: '80,5',
      height: '165',
      waterGoal: '2,8',
    });
    expect(r).toMatchObject({ ok: true, toast: { title: 'Perfil salvo com sucesso! 🎉' } });
    expect(JSON.parse(localStorage.getItem('m15-profile')!)).toMatchObject({ initialWeight: '80.5', waterGoal: '2.8' });
  });
  it('answers with errors and writes nothing for missing fields', async () => {
    const r = await post(profileAction, { intent: 'save', name: '', startDate: '', initialWeight: '80', height: '' });
    expect(r).toMatchObject({ ok: false, toast: { title: 'Preencha todos os campos' } });
    expect(Object.keys(r.errors!)).toEqual(['name', 'startDate', 'height']);
    expect(localStorage.getItem('m15-profile')).toBeNull();
  });
  it('turns a full storage into the storage toast, keeping the earlier profile', async () => {
    localStorage.setItem('m15-profile', '{"name":"Ana"}');
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    });
    const r = await post(profileAction, {
      intent: 'save',
      name: 'Bia',
      startDate: '2026-11-01',
      initialWeight: '80',
      height: '165',
    });
    spy.mockRestore();
    expect(r).toMatchObject({ ok: false, toast: { title: 'Armazenamento cheio' } });
    expect(localStorage.getItem('m15-profile')).toBe('{"name":"Ana"}');
  });
  it('resets with the reset toast', async () => {
    localStorage.setItem('m15-completed-days', '[1]');
    const r = await post(profileAction, { intent: 'reset' });
    expect(r).toMatchObject({
      ok: true,
      toast: { title: 'Tudo foi apagado! 🔄', message: 'Você pode começar novamente do zero.' },
    });
    expect(localStorage.getItem('m15-completed-days')).toBeNull();
  });
});

describe('journey action', () => {
  it('celebrates marking a day with a phrase of its pool, and is silent when unmarking', async () => {
    const r = await post(journeyAction, { day: '11', done: 'true' });
    expect(r.toast?.title).toBe('Dia concluído! 🎉');
    expect(DAY_PHRASES['jejum-final']).toContain(r.toast?.message);
    expect(localStorage.getItem('m15-completed-days')).toBe('[11]');
    const off = await post(journeyAction, { day: '11', done: 'false' });
    expect(off).toEqual({ ok: true });
    expect(localStorage.getItem('m15-completed-days')).toBe('[]');
  });
  it.each([{ day: '16', done: 'true' }, { day: 'x', done: 'true' }, { day: '3', done: 'maybe' }, {}])(
    'refuses %j without writing',
    async (fields) => {
      const r = await post(journeyAction, fields as Record<string, string>);
      expect(r.ok).toBe(false);
      expect(localStorage.getItem('m15-completed-days')).toBeNull();
    },
  );
});

describe('diary action', () => {
  it("accepts today's local date late in the evening and refuses tomorrow", async () => {
    const ok = await post(diaryAction, { intent: 'save', date: '2026-11-22', weight: '79,5', water: '2' });
    expect(ok).toMatchObject({
      ok: true,
      toast: { title: 'Registro salvo! 🎉', message: 'Você tá vencendo o corpo antigo.' },
    });
    const future = await post(diaryAction, { intent: 'save', date: '2026-11-23', weight: '79', water: '2' });
    expect(future).toMatchObject({ ok: false, errors: { date: 'A data não pode estar no futuro.' } });
    expect(JSON.parse(localStorage.getItem('m15-diary')!)).toEqual([
      { date: '2026-11-22', weight: '79.5', water: '2' },
    ]);
  });
  it('answers the spec toast when weight or water is missing', async () => {
    const r = await post(diaryAction, { intent: 'save', date: '2026-11-22', weight: '', water: '' });
    expect(r.toast).toEqual({
      kind: 'error',
      title: 'Preencha os campos obrigatórios',
      message: 'Peso e água consumida são necessários.',
    });
  });
  it('deletes by date and ignores a date that is not one', async () => {
    localStorage.setItem('m15-diary', JSON.stringify([{ date: '2026-11-20', weight: '80', water: '2' }]));
    expect((await post(diaryAction, { intent: 'delete', date: 'x' })).ok).toBe(false);
    const r = await post(diaryAction, { intent: 'delete', date: '2026-11-20' });
    expect(r).toMatchObject({
      ok: true,
      toast: { title: 'Registro excluído', message: 'O registro de 20/11/2026 foi apagado.' },
    });
    expect(localStorage.getItem('m15-diary')).toBe('[]');
  });
});
