import { describe, expect, it } from 'vitest';
import { AFTER_FAST } from './after-fast';
import { FAST_CLOCK, FAST_GATE } from './fasting-clock';
import { FASTING_SAFETY } from './safety';

const texts = [
  AFTER_FAST.highRisk,
  ...Object.values(FASTING_SAFETY.breakFast['jejum-1'].warning),
  ...Object.values(FASTING_SAFETY.breakFast['jejum-final'].warning),
  AFTER_FAST.emergency,
  ...FASTING_SAFETY.breakFast['jejum-1'].notes,
  ...FASTING_SAFETY.breakFast['jejum-final'].notes,
];

describe('the words of the days after a fast', () => {
  it('every "ligue 192" says someone else may call', () => {
    for (const t of texts.filter((t) => t.includes('192')))
      expect(t, t).toMatch(/ligue 192[^.]*ou peça para alguém ligar/);
  });

  it('confusion, fainting and strong breathlessness always mean 192, never only "procure atendimento"', () => {
    for (const t of texts.filter((t) => /confus|desmaio|falta de ar forte/i.test(t))) expect(t, t).toMatch(/192/);
  });

  it('the way out says its warning once, every sign in it: swelling, breathlessness, a racing heart, weakness for care; the grave ones for 192', () => {
    expect(FASTING_SAFETY.breakFast['jejum-1'].warning).toEqual({
      care: 'Se as pernas incharem, faltar ar, o coração disparar ou vier uma fraqueza forte, procure atendimento.',
      call: 'Confusão, desmaio, dor no peito ou falta de ar forte: ligue 192 ou peça para alguém ligar.',
    });
    for (const block of ['jejum-1', 'jejum-final'] as const) {
      const {
        warning: { care, call },
        notes,
      } = FASTING_SAFETY.breakFast[block];
      for (const sign of [/pernas incharem/, /faltar ar/, /coração disparar/, /fraqueza forte/])
        expect(care, String(sign)).toMatch(sign);
      expect(care).toMatch(/procure atendimento\.$/);
      for (const sign of [/Confusão/, /desmaio/, /dor no peito/, /falta de ar forte/])
        expect(call, String(sign)).toMatch(sign);
      expect(call).toMatch(/ligue 192 ou peça para alguém ligar\.$/);
      // Hoje says \`care\` only: the 192 line on its screen (the card's first, or the hero's) names every sign of \`call\`.
      for (const line of [AFTER_FAST.emergency, FAST_CLOCK.emergency])
        for (const sign of [/confusão/i, /desmaio/i, /dor (ou aperto )?no peito/i, /falta de ar/i])
          expect(line, String(sign)).toMatch(sign);
      // Said once: no other note of the way out names the same signs again.
      for (const note of notes) expect(note, note).not.toMatch(/inch|192|coração/i);
    }
  });

  it('high risk sends her to a doctor and gives portions, and the way out says its first days stay small', () => {
    expect(AFTER_FAST.highRisk).toMatch(/médico/);
    expect(AFTER_FAST.highRisk).toMatch(/uma xícara de caldo ou 1 ou 2 ovos/);
    // The steps say it, with their count of days: no line above them says it again.
    expect(FASTING_SAFETY.breakFast['jejum-1'].steps.ceto).toMatch(/2 primeiros dias, faça refeições pequenas/);
    expect(FASTING_SAFETY.breakFast['jejum-final'].steps['small-meals']).toMatch(
      /primeiros 3 dias, faça refeições pequenas/,
    );
    expect(FASTING_SAFETY.breakFast['jejum-1'].steps['small-first']).toMatch(
      /uma xícara de caldo de carne ou 1 ou 2 ovos/,
    );
  });

  it('the way out keeps the bottle’s daily limit, on days with no counter', () => {
    expect(FASTING_SAFETY.breakFast['jejum-final'].steps.electrolytes).toMatch(
      /no máximo 1 garrafa de eletrólitos por dia/,
    );
  });

  it('the refusal of a fast says when the next may start, and pushes no one', () => {
    expect(FAST_GATE.since({ hours: 14 }, 'sábado, 28/11', '08:00')).toBe(
      'Você terminou um jejum há 14\u00a0horas. O próximo pode começar a partir de sábado, 28/11, às 08:00.',
    );
    expect(FAST_GATE.since({ hours: 1 }, 'sábado, 28/11', '08:00')).toMatch(/há 1\u00a0hora\./);
    // Under an hour: said as such, never "há 0 horas".
    expect(FAST_GATE.since({ hours: 0 }, 'sábado, 28/11', '08:00')).toMatch(
      /^Você terminou um jejum há menos de 1\u00a0hora\. /,
    );
    // Past the block's end the date is the rule's limit, in the same sentence as the end of the fast's block.
    expect(FAST_GATE.since({ hours: 14 }, 'quarta, 02/12', '20:00', 'Jejum Final')).toBe(
      'Você terminou um jejum há 14\u00a0horas. Outro jejum só poderia começar a partir de quarta, 02/12, às 20:00, depois do último dia do Jejum Final: neste desafio, esse jejum não acontece.',
    );
    expect(FAST_GATE.since({ hours: 1 }, 'quarta, 02/12', '20:00', 'Jejum I')).toMatch(
      /^Você terminou um jejum há 1\u00a0hora\. /,
    );
    // An end later than now (a bottle counted it ahead, or the clock stands behind it): the moment, never hours.
    expect(FAST_GATE.since({ countedTo: { day: 'sexta, 20/11', time: '00:00' } }, 'domingo, 22/11', '12:00')).toBe(
      'O app conta o último jejum até sexta, 20/11, às 00:00. O próximo pode começar a partir de domingo, 22/11, às 12:00.',
    );
    for (const t of [
      FAST_GATE.title,
      ...Object.values(FAST_GATE.why),
      FAST_GATE.instead,
      FAST_GATE.insteadAfterBlock,
    ]) {
      expect(t).not.toMatch(/não desista|não pare|saciado/i);
    }
  });
});
