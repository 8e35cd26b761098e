// @vitest-environment jsdom
import type { ClientActionFunctionArgs } from '@remix-run/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE, makeStorageFull, post, STORAGE_FULL_TOAST, storageContents } from '@test-utils';
import { testimonialAction } from './action';

// The action as a build with a support mailbox runs it (the route passes app/config.ts's setting)…
const SUPPORT_EMAIL = 'depoimentos@exemplo.test';
const clientAction = async ({ request }: ClientActionFunctionArgs) =>
  testimonialAction(await request.formData(), { supportEmail: SUPPORT_EMAIL });
// …and as a build without one.
const withoutEmail = async ({ request }: ClientActionFunctionArgs) =>
  testimonialAction(await request.formData(), { supportEmail: null });

const MISSING = {
  kind: 'error',
  title: 'Preencha os campos obrigatórios',
  message: 'Nome e depoimento são necessários.',
};
const OPENING_MAIL = { kind: 'success', title: 'Abrindo seu email...' };
const OPENING_WHATSAPP = { kind: 'success', title: 'Abrindo o WhatsApp...' };

const draft = () => JSON.parse(localStorage.getItem('m15-testimonial') ?? 'null');
const EARLIER = '{"name":"Ana","text":"Rascunho antigo"}';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('draft', () => {
  it('keeps what is typed, as typed', async () => {
    const r = await post(clientAction, { intent: 'draft', name: ' Ana ', text: 'Perdi 5 kg!\n' });
    expect(r).toEqual({ ok: true });
    expect(draft()).toEqual({ name: ' Ana ', text: 'Perdi 5 kg!\n' });
  });

  it('keeps an empty draft (the user erased the fields) and markup as plain text', async () => {
    localStorage.setItem('m15-testimonial', EARLIER);
    await post(clientAction, { intent: 'draft', name: '', text: '' });
    expect(draft()).toEqual({ name: '', text: '' });
    await post(clientAction, { intent: 'draft', name: HOSTILE, text: HOSTILE });
    expect(draft()).toEqual({ name: HOSTILE, text: HOSTILE });
  });

  it('cuts a pasted book to the limits and reads files as empty fields', async () => {
    await post(clientAction, { intent: 'draft', name: 'n'.repeat(500), text: 't'.repeat(30_000) });
    expect(draft()).toEqual({ name: 'n'.repeat(120), text: 't'.repeat(20_000) });
    await post(clientAction, { intent: 'draft', name: new File(['Ana'], 'nome.txt'), text: 'Oi' });
    expect(draft()).toEqual({ name: '', text: 'Oi' });
  });

  it('answers the storage toast when the storage is full and keeps the earlier draft', async () => {
    localStorage.setItem('m15-testimonial', EARLIER);
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'draft', name: 'Ana', text: 'Novo texto' });
    expect(r).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('send', () => {
  it('keeps the draft and answers the e-mail to open with the spec toast (spec §7)', async () => {
    const r = await post(clientAction, {
      intent: 'send',
      channel: 'email',
      name: ' Ana ',
      text: 'Perdi 5 kg!',
      hasPhoto: '1',
    });
    expect(r).toMatchObject({
      ok: true,
      toast: OPENING_MAIL,
      mail: { to: SUPPORT_EMAIL, subject: 'Depoimento M15 - Ana', tooLong: false },
    });
    if (!('mail' in r) || !r.mail) throw new Error('no mail');
    expect(r.mail.body).toBe(
      [
        'Nome: Ana',
        '',
        'Depoimento:',
        'Perdi 5 kg!',
        '',
        'Foto: sim — a foto está no meu aparelho e vou anexá-la manualmente a este email.',
        '',
        '---',
        'Enviado pelo app M15.',
      ].join('\n'),
    );
    expect(r.mail.url.startsWith('mailto:')).toBe(true);
    expect(draft()).toEqual({ name: ' Ana ', text: 'Perdi 5 kg!' });
  });

  it('says no photo was sent when there is none', async () => {
    const r = await post(clientAction, { intent: 'send', name: 'Ana', text: 'Oi' });
    expect(r.mail?.body).toContain('Foto: não enviei foto.');
  });

  it.each([
    [{ name: '', text: 'Oi' }, { name: 'Informe seu nome.' }],
    [{ name: 'Ana', text: '  \n ' }, { text: 'Escreva seu depoimento.' }],
    [
      { name: ' ', text: '' },
      { name: 'Informe seu nome.', text: 'Escreva seu depoimento.' },
    ],
    [{ name: new File(['Ana'], 'a.txt'), text: 'Oi' }, { name: 'Informe seu nome.' }],
    [{}, { name: 'Informe seu nome.', text: 'Escreva seu depoimento.' }],
  ])('refuses %j with the spec toast (spec §5) and writes nothing', async (fields, errors) => {
    localStorage.setItem('m15-testimonial', EARLIER);
    const before = storageContents(localStorage);
    const r = await post(clientAction, { intent: 'send', ...fields });
    expect(r).toEqual({ ok: false, errors, toast: MISSING });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('sends by e-mail when the post names no channel (the main one)', async () => {
    const r = await post(clientAction, { intent: 'send', name: 'Ana', text: 'Oi' });
    expect(r).toMatchObject({ ok: true, toast: OPENING_MAIL, mail: { channel: 'email', to: SUPPORT_EMAIL } });
  });

  it('encodes every part of the link, so markup and "&" in the text cannot add fields', async () => {
    const r = await post(clientAction, {
      intent: 'send',
      name: `${HOSTILE}&cc=x@y.z`,
      text: 'a&bcc=intruso@x.com?#%\r\nfim',
    });
    const url = r.mail!.url;
    const query = url.slice(url.indexOf('?') + 1);
    expect([...new URLSearchParams(query).keys()]).toEqual(['subject', 'body']);
    expect(url).not.toMatch(/[<>\s"]/);
    expect(decodeURIComponent(query.split('&')[0]!.slice('subject='.length))).toBe(
      `Depoimento M15 - ${HOSTILE}&cc=x@y.z`,
    );
  });

  it('still opens the e-mail when the storage is full, keeping the earlier draft', async () => {
    localStorage.setItem('m15-testimonial', EARLIER);
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'send', name: 'Bia', text: 'Novo' });
    expect(r).toMatchObject({ ok: true, toast: OPENING_MAIL, mail: { subject: 'Depoimento M15 - Bia' } });
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('send by WhatsApp', () => {
  it('answers the same text as a wa.me link, and keeps the draft', async () => {
    const r = await post(clientAction, { intent: 'send', channel: 'whatsapp', name: ' Ana ', text: 'Perdi 5 kg!' });
    expect(r).toMatchObject({ ok: true, toast: OPENING_WHATSAPP, whatsapp: { channel: 'whatsapp', tooLong: false } });
    expect(r.mail).toBeUndefined();
    const text = [
      'Depoimento M15 - Ana',
      '',
      'Nome: Ana',
      '',
      'Depoimento:',
      'Perdi 5 kg!',
      '',
      'Foto: não enviei foto.',
      '',
      '---',
      'Enviado pelo app M15.',
    ].join('\n');
    expect(r.whatsapp?.text).toBe(text);
    expect(r.whatsapp?.url).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
    expect(draft()).toEqual({ name: ' Ana ', text: 'Perdi 5 kg!' });
  });

  it('says the photo follows in the conversation', async () => {
    const r = await post(clientAction, { intent: 'send', channel: 'whatsapp', name: 'Ana', text: 'Oi', hasPhoto: '1' });
    expect(r.whatsapp?.text).toContain(
      'Foto: sim — a foto está no meu aparelho e vou enviá-la em seguida nesta conversa.',
    );
  });

  it('refuses missing fields with the same spec toast (spec §5) and writes nothing', async () => {
    localStorage.setItem('m15-testimonial', EARLIER);
    const before = storageContents(localStorage);
    const r = await post(clientAction, { intent: 'send', channel: 'whatsapp', name: ' ', text: 'Oi' });
    expect(r).toEqual({ ok: false, errors: { name: 'Informe seu nome.' }, toast: MISSING });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('refuses a channel that is not offered and writes nothing', async () => {
    localStorage.setItem('m15-testimonial', EARLIER);
    const before = storageContents(localStorage);
    expect(await post(clientAction, { intent: 'send', channel: 'sms', name: 'Ana', text: 'Oi' })).toEqual({
      ok: false,
    });
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('a build without a support mailbox', () => {
  it('sends by WhatsApp, also when the post names no channel', async () => {
    for (const channel of ['whatsapp', undefined]) {
      const r = await post(withoutEmail, { intent: 'send', channel, name: 'Ana', text: 'Oi' });
      expect(r).toMatchObject({ ok: true, toast: OPENING_WHATSAPP, whatsapp: { channel: 'whatsapp' } });
      expect(r.mail).toBeUndefined();
    }
  });

  it('refuses e-mail (no made-up address) and writes nothing', async () => {
    const r = await post(withoutEmail, { intent: 'send', channel: 'email', name: 'Ana', text: 'Oi' });
    expect(r).toEqual({ ok: false });
    expect(draft()).toBeNull();
  });

  it('keeps the spec validation', async () => {
    const r = await post(withoutEmail, { intent: 'send', name: '', text: '' });
    expect(r).toEqual({
      ok: false,
      errors: { name: 'Informe seu nome.', text: 'Escreva seu depoimento.' },
      toast: MISSING,
    });
  });
});

describe('sent', () => {
  it('clears the draft and thanks the user', async () => {
    localStorage.setItem('m15-testimonial', EARLIER);
    localStorage.setItem('m15-profile', '{"name":"Ana"}');
    const r = await post(clientAction, { intent: 'sent' });
    expect(r).toEqual({
      ok: true,
      toast: {
        kind: 'success',
        title: 'Agradecemos o seu depoimento! 💛',
        message: 'Seu rascunho foi apagado deste aparelho.',
      },
    });
    expect(storageContents(localStorage)).toEqual({ 'm15-profile': '{"name":"Ana"}' });
  });

  it('clears the draft even when the storage is full (removing needs no space)', async () => {
    localStorage.setItem('m15-testimonial', EARLIER);
    makeStorageFull();
    expect(await post(clientAction, { intent: 'sent' })).toMatchObject({ ok: true });
    expect(localStorage.getItem('m15-testimonial')).toBeNull();
  });

  it('answers the blocked-storage toast when the draft cannot be removed, keeping it', async () => {
    localStorage.setItem('m15-testimonial', EARLIER);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(await post(clientAction, { intent: 'sent' })).toEqual({
      ok: false,
      toast: {
        kind: 'error',
        title: 'Não foi possível salvar',
        message: 'O navegador bloqueou o armazenamento deste app. Verifique se não está em modo anônimo.',
      },
    });
    expect(localStorage.getItem('m15-testimonial')).toBe(EARLIER);
  });
});

describe('other intents', () => {
  it.each([
    { intent: 'publish', name: 'Ana', text: 'Oi' },
    { intent: HOSTILE, name: 'Ana', text: 'Oi' },
    { name: 'Ana', text: 'Oi' },
  ])('refuses %j and writes nothing', async (fields) => {
    localStorage.setItem('m15-testimonial', EARLIER);
    const before = storageContents(localStorage);
    expect(await post(clientAction, fields)).toEqual({ ok: false });
    expect(storageContents(localStorage)).toEqual(before);
  });
});
