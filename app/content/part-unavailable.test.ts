import { describe, expect, it } from 'vitest';
import { partMissingToast, partUnavailableText } from './messages';

describe('partUnavailableText', () => {
  it('offers a retry, never a reload, when a retry can work', () => {
    const text = partUnavailableText('O gráfico', false);
    expect(text.message).toMatch(/^O gráfico não carregou: parece que a internet caiu\./);
    expect(text.action).toBe('Tentar de novo');
    expect(text.message).not.toMatch(/recarreg/i);
  });

  it('offers a reload, and promises no retry, when only a new document can load the part', () => {
    const text = partUnavailableText('O gráfico', true);
    expect(text.message).toMatch(/^O gráfico não carregou, e só volta depois que o app for recarregado\./);
    expect(text.action).toBe('Recarregar o app');
    expect(text.message).not.toMatch(/tente de novo|tentar de novo/i);
    expect(text.saveFirst).toMatch(/Salve primeiro/);
  });
});

describe('partMissingToast', () => {
  it('asks to retry with a connection, or to reload, and always says nothing changed', () => {
    expect(partMissingToast(false).message).toMatch(/Conecte-se à internet e tente de novo\. Nada foi alterado\.$/);
    expect(partMissingToast(true).message).toMatch(/recarregado .*Nada foi alterado\.$/);
    expect(partMissingToast(true).message).not.toMatch(/tente de novo/i);
    expect(partMissingToast(true).kind).toBe('error');
  });
});
