import { describe, expect, it } from 'vitest';
import type { Weekday } from '~/domain/format';
import { momentText, plural, WEEKDAY_NAMES, weekdayAndDay } from './words';

describe('plural', () => {
  it('counts in Portuguese', () => {
    expect(plural(1, 'registro salvo', 'registros salvos')).toBe('1 registro salvo');
    expect(plural(0, 'registro salvo', 'registros salvos')).toBe('0 registros salvos');
    expect(plural(2, 'item', 'itens')).toBe('2 itens');
  });
});

describe('a moment of her week', () => {
  it('says the weekday, the day and the time, as Intl would in pt-BR', () => {
    expect(momentText({ weekday: 5, day: '06/03', time: '20:00' }, 'x')).toBe('sexta, 06/03, às 20:00');
    expect(weekdayAndDay({ weekday: 0, day: '29/11', time: '08:05' })).toBe('domingo, 29/11');
    const intl = new Intl.DateTimeFormat('pt-BR', { weekday: 'long' });
    // 1-7 March 2026 is Sunday to Saturday.
    for (let d = 1; d <= 7; d++) {
      const date = new Date(2026, 2, d, 12);
      expect(WEEKDAY_NAMES[date.getDay() as Weekday]).toBe(intl.format(date).replace('-feira', ''));
    }
  });
  it('leaves text that is not a moment as it is', () => {
    expect(momentText(null, 'ontem')).toBe('ontem');
  });
});
