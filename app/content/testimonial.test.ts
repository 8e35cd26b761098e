import { describe, expect, it } from 'vitest';
import { testimonialSendNote } from './testimonial';

const TO = 'contato@m15app.com.br';

describe('testimonialSendNote', () => {
  it('describes the ways to send the build offers', () => {
    const withEmail = testimonialSendNote(TO);
    expect(withEmail).toContain(`texto pronto para ${TO}`);
    expect(withEmail).toContain('Enviar Depoimento por email');
    expect(withEmail).toContain('Enviar pelo WhatsApp');
    expect(withEmail).toContain('A foto não é anexada automaticamente');
    const whatsappOnly = testimonialSendNote(null);
    expect(whatsappOnly).toContain('Enviar pelo WhatsApp');
    expect(whatsappOnly).not.toMatch(/e-?mail/i);
    expect(whatsappOnly).toContain('A foto não é anexada automaticamente');
  });
});
