import { describe, expect, it } from 'vitest';
import { MESSAGE_FOOTER as MAIL_FOOTER, PHOTO_LINE, testimonialMessage } from '~/content/testimonial';
import {
  buildTestimonialMailto as buildMailto,
  buildTestimonialWhatsApp as buildWhatsApp,
  pickTestimonialChannel,
  testimonialChannels,
  MAILTO_SAFE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  readDraft,
  validateTestimonial,
} from './testimonial';

type Draft = { name: string; text: string; hasPhoto: boolean };
/** The links as the action builds them: the words of content/testimonial.ts, encoded here. */
const buildTestimonialMailto = ({ to, ...draft }: Draft & { to: string }) =>
  buildMailto({ to, ...testimonialMessage(draft, 'email') });
const buildTestimonialWhatsApp = (draft: Draft) => buildWhatsApp(testimonialMessage(draft, 'whatsapp'));
const PHOTO_LINE_YES = PHOTO_LINE.email;
const PHOTO_LINE_YES_CHAT = PHOTO_LINE.whatsapp;
const PHOTO_LINE_NO = PHOTO_LINE.none;

/** Reads a mailto link back the way a mail client does. */
function decodeMailto(url: string) {
  expect(url.startsWith('mailto:')).toBe(true);
  const rest = url.slice('mailto:'.length);
  const q = rest.indexOf('?');
  const to = decodeURIComponent(rest.slice(0, q));
  const fields: Record<string, string> & { subject: string; body: string } = { subject: '', body: '' };
  for (const pair of rest.slice(q + 1).split('&')) {
    const eq = pair.indexOf('=');
    fields[pair.slice(0, eq)] = decodeURIComponent(pair.slice(eq + 1));
  }
  return { to, fields, query: rest.slice(q + 1) };
}

const TO = 'contato@m15app.com.br';

describe('buildTestimonialMailto', () => {
  it('addresses the support mailbox with the subject and the body', () => {
    const mail = buildTestimonialMailto({ to: TO, name: 'Ana', text: 'Perdi 4 kg!', hasPhoto: false });
    const { to, fields } = decodeMailto(mail.url);
    expect(to).toBe(TO);
    expect(mail.url.startsWith(`mailto:${TO}?`)).toBe(true);
    expect(
      mail.url
        .split('?')[1]!
        .split('&')
        .map((p) => p.split('=')[0]),
    ).toEqual(['subject', 'body']);
    expect(fields.subject).toBe('Depoimento M15 - Ana');
    expect(fields.body).toBe(
      ['Nome: Ana', '', 'Depoimento:', 'Perdi 4 kg!', '', PHOTO_LINE_NO, '', '---', MAIL_FOOTER].join('\n'),
    );
  });

  it('says when a photo waits on the device to be attached by hand', () => {
    const { fields } = decodeMailto(buildTestimonialMailto({ to: TO, name: 'Ana', text: 'x', hasPhoto: true }).url);
    expect(fields.body).toContain(PHOTO_LINE_YES);
    expect(fields.body).not.toContain(PHOTO_LINE_NO);
    expect(fields.body.endsWith(`---\n${MAIL_FOOTER}`)).toBe(true);
  });

  it('keeps &, ?, #, %, =, +, line breaks and emoji inside their fields', () => {
    const name = 'Zé & Cia? #1 100% =+';
    const text = 'Antes: 90kg & depois: 84kg?\n#vitória 100% 🎉💪\nlinha=3&subject=hack';
    const mail = buildTestimonialMailto({ to: TO, name, text, hasPhoto: false });
    const { fields, query } = decodeMailto(mail.url);
    // Only the two separators of our own fields are left unencoded.
    expect(query.match(/&/g)).toHaveLength(1);
    expect(query).not.toMatch(/[#?\n ]/);
    expect(fields.subject).toBe(`Depoimento M15 - ${name}`);
    expect(fields.body).toContain(`Nome: ${name}\n`);
    expect(fields.body).toContain(`Depoimento:\n${text}\n`);
  });

  it('encodes a hostile address part by part', () => {
    const mail = buildTestimonialMailto({ to: 'a?b&c@x#y.com', name: 'A', text: 'B', hasPhoto: false });
    expect(mail.url.startsWith('mailto:a%3Fb%26c@x%23y.com?subject=')).toBe(true);
    expect(decodeMailto(mail.url).to).toBe('a?b&c@x#y.com');
  });

  it('trims the name and the text but keeps what is inside', () => {
    const { fields } = decodeMailto(
      buildTestimonialMailto({ to: TO, name: '  Ana  ', text: '\n  oi\n\n tchau  \n', hasPhoto: false }).url,
    );
    expect(fields.subject).toBe('Depoimento M15 - Ana');
    expect(fields.body).toContain('Depoimento:\noi\n\n tchau\n');
  });

  it('flags links that mail clients may cut, and still holds the whole text', () => {
    const short = buildTestimonialMailto({ to: TO, name: 'Ana', text: 'a'.repeat(100), hasPhoto: false });
    expect(short.tooLong).toBe(false);
    // Exactly 2,000 characters (UTF-16 units), with every character that needs encoding.
    const text = ('Minha jornada & ? # % = + ç🎉\n'.repeat(80) + 'x'.repeat(2000)).slice(0, 1999) + '!';
    expect(text.length).toBe(2000);
    const long = buildTestimonialMailto({ to: TO, name: 'Ana', text, hasPhoto: true });
    expect(long.tooLong).toBe(true);
    expect(long.url.length).toBeGreaterThan(MAILTO_SAFE_LENGTH);
    expect(decodeMailto(long.url).fields.body).toContain(`Depoimento:\n${text}\n`);
    expect(long.body).toBe(decodeMailto(long.url).fields.body);
  });

  it('draws the line at the safe length exactly', () => {
    const base = buildTestimonialMailto({ to: TO, name: 'A', text: 'x', hasPhoto: false }).url.length;
    const at = buildTestimonialMailto({
      to: TO,
      name: 'A',
      text: 'x'.repeat(1 + MAILTO_SAFE_LENGTH - base),
      hasPhoto: false,
    });
    expect(at.url.length).toBe(MAILTO_SAFE_LENGTH);
    expect(at.tooLong).toBe(false);
    const over = buildTestimonialMailto({
      to: TO,
      name: 'A',
      text: 'x'.repeat(2 + MAILTO_SAFE_LENGTH - base),
      hasPhoto: false,
    });
    expect(over.tooLong).toBe(true);
  });
});

describe('validateTestimonial', () => {
  it('needs both a name and a text', () => {
    const required = { code: 'required' };
    expect(validateTestimonial({ name: '', text: '' })).toEqual({ name: required, text: required });
    expect(validateTestimonial({ name: '  ', text: 'ok' })).toEqual({ name: required });
    expect(validateTestimonial({ name: 'Ana', text: '\n\t' })).toEqual({ text: required });
    expect(validateTestimonial({ name: 'Ana', text: 'ok' })).toEqual({});
  });
});

describe('readDraft', () => {
  it('takes text fields and defaults anything else to empty', () => {
    expect(readDraft({ name: 'Ana', text: 'oi' })).toEqual({ name: 'Ana', text: 'oi' });
    expect(readDraft({ name: null, text: 5 })).toEqual({ name: '', text: '' });
  });
  it('keeps what was typed, spaces included (it is a draft)', () => {
    expect(readDraft({ name: ' Ana ', text: 'oi\n' })).toEqual({ name: ' Ana ', text: 'oi\n' });
  });
  it('cuts text beyond the limits', () => {
    const d = readDraft({ name: 'n'.repeat(500), text: 't'.repeat(MAX_TEXT_LENGTH + 10) });
    expect(d.name).toHaveLength(MAX_NAME_LENGTH);
    expect(d.text).toHaveLength(MAX_TEXT_LENGTH);
  });
});

describe('buildTestimonialWhatsApp', () => {
  /** Reads a wa.me link back the way WhatsApp does. */
  function decodeWaMe(url: string) {
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://wa.me/');
    expect([...parsed.searchParams.keys()]).toEqual(['text']);
    return parsed.searchParams.get('text');
  }

  it('carries the e-mail text: the subject line, then the body with the photo line for a chat', () => {
    const msg = buildTestimonialWhatsApp({ name: ' Ana ', text: ' Perdi 4 kg! ', hasPhoto: true });
    const mail = buildTestimonialMailto({ to: TO, name: ' Ana ', text: ' Perdi 4 kg! ', hasPhoto: true });
    expect(msg.channel).toBe('whatsapp');
    expect(msg.text).toBe(`${mail.subject}\n\n${mail.body.replace(PHOTO_LINE_YES, PHOTO_LINE_YES_CHAT)}`);
    expect(msg.text).not.toContain('email');
    expect(decodeWaMe(msg.url)).toBe(msg.text);
    expect(buildTestimonialWhatsApp({ name: 'Ana', text: 'x', hasPhoto: false }).text).toContain(PHOTO_LINE_NO);
  });

  it('encodes every part, so &, #, %, +, line breaks and emoji stay in the text', () => {
    const name = 'Zé & Cia? #1 100% =+';
    const text = 'Antes: 90kg & depois: 84kg?\n#vitória 100% 🎉💪\nlinha=3&phone=5511999999999';
    const msg = buildTestimonialWhatsApp({ name, text, hasPhoto: false });
    const query = msg.url.slice('https://wa.me/?'.length);
    expect(query).not.toMatch(/[&#?\s+]/);
    expect(decodeWaMe(msg.url)).toBe(msg.text);
    expect(msg.text).toContain(`Depoimento:\n${text}\n`);
  });

  it('flags a link that may be cut, and still holds the whole text', () => {
    expect(buildTestimonialWhatsApp({ name: 'A', text: 'curto', hasPhoto: false }).tooLong).toBe(false);
    const long = buildTestimonialWhatsApp({ name: 'A', text: 'ç'.repeat(400), hasPhoto: false });
    expect(long.url.length).toBeGreaterThan(MAILTO_SAFE_LENGTH);
    expect(long.tooLong).toBe(true);
    expect(decodeWaMe(long.url)).toContain('ç'.repeat(400));
  });
});

describe('the ways to send', () => {
  it('offer e-mail, first, only when the build names a support mailbox', () => {
    expect(testimonialChannels('depoimentos@exemplo.test')).toEqual(['email', 'whatsapp']);
    expect(testimonialChannels(null)).toEqual(['whatsapp']);
  });

  it('take the channel a post names among those offered, the main one when it names none', () => {
    const both = testimonialChannels(TO);
    expect(pickTestimonialChannel('whatsapp', both)).toBe('whatsapp');
    expect(pickTestimonialChannel('email', both)).toBe('email');
    expect(pickTestimonialChannel(null, both)).toBe('email');
    expect(pickTestimonialChannel('', both)).toBe('email');
    expect(pickTestimonialChannel(null, ['whatsapp'])).toBe('whatsapp');
    expect(pickTestimonialChannel('email', ['whatsapp'])).toBeNull();
    for (const hostile of ['sms', 'EMAIL', ' email', new File(['email'], 'email'), 1]) {
      expect(pickTestimonialChannel(hostile, both)).toBeNull();
    }
  });
});
