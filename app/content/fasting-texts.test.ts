import { describe, expect, it } from 'vitest';
import { PRE_FAST_GROUPS, PRE_FAST_QUESTIONS } from '~/domain/pre-fast-check';
import { BLOCK_TEXT } from './blocks';
import { DAY_GUIDE } from './day-guide';
import { DAY_PHRASES } from './day-phrases';
import { ELECTROLYTES, FAST_ALLOWED, FAST_INTRO } from './phases';
import { REFEED_FIRST, RESTART_ANYTIME_MESSAGES, RESTART_MESSAGES, RESTART_NOW_MESSAGE } from './restart-messages';
import { ELECTROLYTES_TODAY } from './fasting-clock';
import { PRE_FAST_CHECK } from './pre-fast-check';
import { FASTING_SAFETY } from './safety';

/** Says that water, coffee and tea without sugar, and electrolytes are allowed. */
function expectAllowedDrinks(text: string) {
  for (const item of [/água/i, /café/i, /chá/i, /sem açúcar|sem adoçante/i, /eletrólitos/i])
    expect(text, text).toMatch(item);
}

describe('"Jejum total" is not a dry fast', () => {
  it('says what is allowed wherever it appears', () => {
    const texts = [BLOCK_TEXT['jejum-final'].summary, FAST_INTRO['jejum-final']];
    for (const text of texts) {
      expect(text).toMatch(/jejum total/i);
      expectAllowedDrinks(text);
    }
    expectAllowedDrinks(FAST_ALLOWED.join(' '));
    expectAllowedDrinks(DAY_GUIDE[9]!);
  });
});

describe('the electrolytes on Hoje', () => {
  it('name the daily limit of the recipe where she drinks', () => {
    expect(ELECTROLYTES_TODAY.limit).toBe('1 garrafa de 500 mL por dia (1 colher de chá rasa); o resto, água pura.');
    expect(ELECTROLYTES.howTo.join(' ')).toMatch(/1 colher de chá rasa em 500\u00a0mL/);
    expect(ELECTROLYTES_TODAY.counterShort(0, 1)).toBe('Eletrólitos: 0 de 1');
  });
});

describe('the electrolyte recipe', () => {
  it('keeps the protocol quantities, in the words people use', () => {
    expect(ELECTROLYTES.ingredients[0]).toBe('75 g de cloreto de sódio (sal de cozinha)');
    expect(ELECTROLYTES.ingredients.join(' ')).toMatch(/11,5\u00a0g de cloreto de potássio/);
    expect(ELECTROLYTES.howTo.join(' ')).toMatch(/1 colher de chá rasa em 500\u00a0mL/);
  });
  it('gives a daily limit and a potassium caution for blood-pressure medicine and kidney disease', () => {
    expect(ELECTROLYTES.limit).toMatch(/no máximo 1 colher de chá rasa da mistura por dia/i);
    expect(ELECTROLYTES.limit).toMatch(/médico/);
    expect(ELECTROLYTES.potassiumCaution).toMatch(/potássio/);
    expect(ELECTROLYTES.potassiumCaution).toMatch(/remédio para pressão/);
    expect(ELECTROLYTES.potassiumCaution).toMatch(/rins/);
    expect(ELECTROLYTES.potassiumCaution).toMatch(/médico/);
  });
});

describe('no pressure to keep fasting', () => {
  it('the Jejum Final phrases never push through a warning sign', () => {
    for (const phrase of DAY_PHRASES['jejum-final']) {
      expect(phrase).not.toMatch(/desist|não pare|campeão/i);
    }
    expect(DAY_PHRASES['jejum-final'].join(' ')).toMatch(/parar/i);
    // Spec §4: eight phrases per pool.
    for (const pool of Object.values(DAY_PHRASES)) expect(pool).toHaveLength(8);
  });

  it('another 15 days at once waits for the interval; the refeed comes first', () => {
    expect(RESTART_MESSAGES).toHaveLength(5);
    expect(RESTART_NOW_MESSAGE).toMatch(/Bora para mais 15 dias!/);
    expect(RESTART_ANYTIME_MESSAGES).toHaveLength(4);
    for (const m of RESTART_ANYTIME_MESSAGES) expect(m).not.toMatch(/15 dias|agora/i);
    expect(REFEED_FIRST.card).toMatch(/volta à alimentação vem primeiro/);
    expect(REFEED_FIRST.card).toMatch(/cetocarnívora por mais 7 dias/);
    expect(REFEED_FIRST.later).toMatch(/cetocarnívora por mais 7 dias, ou recomece/);
    for (const text of Object.values(REFEED_FIRST)) expect(text).toMatch(/converse com seu médico/i);
  });

  it('the closing card’s advice keeps every step in at most six lines of a 360 px phone', () => {
    const advice = REFEED_FIRST.card;
    expect(advice).toMatch(/refeições pequenas nos primeiros dias/);
    expect(advice).toMatch(/depois cetocarnívora por mais 7 dias/);
    expect(advice).toMatch(/Outro ciclo de jejum só depois disso/);
    expect(advice).toMatch(/converse com seu médico antes/);
    expect(advice.length).toBeLessThanOrEqual(200);
  });
});

describe('the check before the long fasts', () => {
  it('asks one plain yes/no question for each stop, short enough for two lines on a phone', () => {
    expect(Object.keys(PRE_FAST_CHECK.questions)).toEqual([...PRE_FAST_QUESTIONS]);
    for (const q of Object.values(PRE_FAST_CHECK.questions)) {
      expect(q).toMatch(/^[A-ZÁÉÍÓÚ].*\?$/);
      expect(q.length, q).toBeLessThanOrEqual(70);
    }
    expect(Object.keys(PRE_FAST_CHECK.groups)).toEqual(PRE_FAST_GROUPS.map((g) => g.id));
  });

  it('draws every question from the list of who must talk to a doctor first', () => {
    const who = FASTING_SAFETY.whoShouldNot.items.join(' ');
    const questions = Object.values(PRE_FAST_CHECK.questions).join(' ');
    for (const word of [
      /grávida/i,
      /18 anos/i,
      /anorexia, bulimia/i,
      /diabetes/i,
      /insulina/i,
      /65 anos/i,
      /10%/,
      /arritmia/i,
      /desmaio/i,
      /fígado/i,
      /hipertireoidismo/i,
      /câncer/i,
      /quimioterapia/i,
      /potássio, magnésio ou fósforo/i,
      /álcool/i,
      /febre, vômito ou diarreia/i,
      /4 semanas/i,
      /sinal de alerta no Jejum I/i,
      /coração/i,
      /rins/i,
      /18,5/,
      /remédio para pressão/i,
      /diurético/i,
      /gota/i,
      /remédio todos os dias/i,
    ]) {
      expect(who).toMatch(word);
      expect(questions).toMatch(word);
    }
  });

  it('stops plainly, says stopping is right, remembers it, and offers the carnivore-keto days instead', () => {
    expect(PRE_FAST_CHECK.stop.title).toMatch(/Não faça este jejum sem acompanhamento médico/);
    expect(PRE_FAST_CHECK.stop.text('6 dias')).toMatch(/6 dias/);
    expect(PRE_FAST_CHECK.stop.text('6 dias')).toMatch(/Parar aqui é a decisão certa/);
    expect(PRE_FAST_CHECK.stop.alternative).toMatch(/cetocarnívora/);
    expect(PRE_FAST_CHECK.stop.alternative).toMatch(/Converse com seu médico/);
    expect(PRE_FAST_CHECK.stoppedGuide).toMatch(/cetocarnívora/);
    expect(PRE_FAST_CHECK.stoppedGuide).toMatch(/onverse com seu médico/);
    expect(PRE_FAST_CHECK.stop.redo).toBe('Refazer a verificação');
    expect(PRE_FAST_CHECK.intro).toMatch(/não são guardadas/);
    expect(PRE_FAST_CHECK.intro).toMatch(/só o resultado/);
    expect(PRE_FAST_CHECK.running('03/03/2026, 20:00')).toMatch(/vem primeiro/);
    expect(PRE_FAST_CHECK.bmiFact('17,9', true)).toMatch(/17,9: abaixo de 18,5/);
    expect(PRE_FAST_CHECK.bmiFact('24,0', false)).toMatch(/não está abaixo de 18,5/);
  });
});
