import { describe, expect, it } from 'vitest';
import { REFEED_STEPS } from '~/domain/refeed';
import { DAY_GUIDE } from './day-guide';
import { ELECTROLYTES_TODAY, FAST_CLOCK, FAST_START_MESSAGES, fastStartedToast } from './fasting-clock';
import { PRE_FAST_CHECK } from './pre-fast-check';
import { FAST_MILESTONES, FASTING_SAFETY, PRE_FAST_NOTE, WATER_WEIGHT_NOTE } from './safety';

/** Every string inside a value, however deeply nested. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

const ALL_TEXT = allStrings({
  FASTING_SAFETY,
  FAST_MILESTONES,
  PRE_FAST_NOTE,
  DAY_GUIDE,
  WATER_WEIGHT_NOTE,
  PRE_FAST_CHECK,
  FAST_CLOCK,
  ELECTROLYTES_TODAY,
  FAST_START_MESSAGES,
});

describe('fasting safety guidance', () => {
  it('lists the people who must talk to a doctor first', () => {
    const who = FASTING_SAFETY.whoShouldNot.items.join(' ');
    for (const required of [
      /grávidas/i,
      /diabetes/i,
      /glicose/i,
      /pressão/i,
      /rins/i,
      /transtorno alimentar/i,
      /18 anos/i,
    ]) {
      expect(who).toMatch(required);
    }
  });

  it('lists the warning signs and says what to do, including SAMU 192', () => {
    const signs = FASTING_SAFETY.warningSigns.items.join(' ');
    for (const required of [/tontura/i, /desmaio/i, /palpita/i, /confus/i, /fraqueza/i]) {
      expect(signs).toMatch(required);
    }
    expect(FASTING_SAFETY.warningSigns.action).toMatch(/pare o jejum/i);
    // The one bottle a day is the limit: "any other sign" includes palpitations, which need care, not salts.
    expect(FASTING_SAFETY.warningSigns.action).not.toMatch(/eletrólitos/i);
    // Chest pain, fainting, confusion, shortness of breath, a seizure, palpitations with dizziness: 192 first.
    const emergency = FASTING_SAFETY.warningSigns.emergency;
    for (const sign of [/peito/i, /desmaio/i, /confusão/i, /falta de ar/i, /convulsão/i, /palpitações com tontura/i])
      expect(emergency).toMatch(sign);
    expect(emergency).toMatch(/^[^.]*ligue 192 \(SAMU\) primeiro, ou peça para alguém ligar/);
    expect(emergency).not.toMatch(/sente|deite|eletrólitos/i);
  });

  it('names the signs refeeding and long fasts bring: cramps, headache, vision, belly, gout, fever', () => {
    const signs = FASTING_SAFETY.warningSigns.items.join(' ');
    for (const sign of [
      /câimbra/i,
      /formigamento/i,
      /dor de cabeça forte/i,
      /visão/i,
      /vômito ou diarreia que não passa/i,
      /dor na barriga/i,
      /articulação quente, inchada/i,
      /febre/i,
      /falta de ar/i,
      /convulsão/i,
    ])
      expect(signs).toMatch(sign);
  });

  it('dizziness on standing: sit or lie down at once, and stop if it comes back', () => {
    const dizzy = FASTING_SAFETY.warningSigns.items.find((i) => /tontura/i.test(i))!;
    expect(dizzy).toMatch(/ao ficar de pé: sente ou deite na hora/);
    expect(dizzy).toMatch(/voltar, pare o jejum/);
    // Not the old bar, too high for someone alone at home: dizziness on standing causes falls.
    expect(ALL_TEXT.join(' ')).not.toMatch(/não passa quando você senta/);
  });

  it('palpitations: stop and seek care, never electrolytes for them', () => {
    const palpitations = FASTING_SAFETY.warningSigns.items.find((i) => /palpita/i.test(i))!;
    expect(palpitations).toMatch(/pare o jejum e procure atendimento/);
    expect(palpitations).toMatch(/UPA/);
    const sentences = ALL_TEXT.flatMap((t) => t.split(/(?<=[.!?])\s+/));
    const about = sentences.filter((t) => /palpita/i.test(t));
    expect(about.length).toBeGreaterThan(5);
    for (const sentence of about) expect(sentence, sentence).not.toMatch(/eletrólito|garrafa|sal rosa/i);
  });

  it('every "ligue 192" says "ou peça para alguém ligar": she may not be able to call', () => {
    const sentences = ALL_TEXT.flatMap((t) => t.split(/(?<=[.!?])\s+/)).filter((t) => /ligue 192/i.test(t));
    expect(sentences.length).toBeGreaterThan(8);
    for (const sentence of sentences) expect(sentence, sentence).toMatch(/ou peça para alguém ligar/);
  });

  it('says "beba água conforme a sede", never "à vontade"', () => {
    expect([...ALL_TEXT, fastStartedToast.message].join(' ')).not.toMatch(/à vontade/i);
    expect(fastStartedToast.message).toMatch(/^Beba água conforme a sede/);
  });

  it('says "ligue 192" before any other advice wherever confusion or fainting is named', () => {
    const texts = [...FAST_MILESTONES.map((m) => m.note), ...DAY_GUIDE, FASTING_SAFETY.warningSigns.emergency];
    for (const text of texts.filter((t) => /confus|desmaio/i.test(t))) {
      expect(text, text).toMatch(/192/);
      const call = text.indexOf('192');
      for (const other of ['sente', 'deite', 'beba', 'eletrólitos']) {
        const at = text.slice(text.search(/confus|desmaio/i)).indexOf(other);
        if (at >= 0) expect(text.search(/confus|desmaio/i) + at, `${other} in: ${text}`).toBeGreaterThan(call);
      }
    }
  });

  it('explains how to break both fasts, the long one with care, with a text for every step', () => {
    for (const block of ['jejum-1', 'jejum-final'] as const) {
      const guide = FASTING_SAFETY.breakFast[block];
      expect(guide.title).toMatch(/^Como sair do Jejum/);
      expect(Object.keys(guide.steps).sort()).toEqual([...REFEED_STEPS[block]].sort());
      for (const step of Object.values<string>(guide.steps)) expect(step.trim()).not.toBe('');
    }
    const day16 = [
      FASTING_SAFETY.breakFast['jejum-final'].intro,
      ...Object.values(FASTING_SAFETY.breakFast['jejum-final'].steps),
      FASTING_SAFETY.breakFast['jejum-final'].warning.care,
      FASTING_SAFETY.breakFast['jejum-final'].warning.call,
      ...FASTING_SAFETY.breakFast['jejum-final'].notes,
    ].join(' ');
    expect(day16).toMatch(/aos poucos|devagar/i);
    expect(day16).toMatch(/açúcar/i);
    expect(day16).toMatch(/eletrólitos/i);
    expect(day16).toMatch(/7 dias/i);
    expect(day16).toMatch(/atendimento|médico/i);
  });

  it('the way out names the one-bottle limit wherever it says to go on with electrolytes (H31)', () => {
    // Days 16 to 20 show no bottle counter, so the step itself must carry the cap.
    const steps = (['jejum-1', 'jejum-final'] as const).flatMap((block) =>
      Object.values<string>(FASTING_SAFETY.breakFast[block].steps),
    );
    const aboutElectrolytes = steps.filter((s) => /eletrólito/i.test(s));
    expect(aboutElectrolytes.length).toBeGreaterThan(0);
    for (const step of aboutElectrolytes) expect(step, step).toMatch(/no máximo 1 garrafa .*por dia/);
  });
  it('says the scale goes up by 1 to 3 kg of water when she eats again: expected, and not fat', () => {
    expect(WATER_WEIGHT_NOTE).toMatch(/1 a 3\u00a0kg/);
    expect(WATER_WEIGHT_NOTE).toMatch(/água/);
    expect(WATER_WEIGHT_NOTE).toMatch(/esperado/);
    expect(WATER_WEIGHT_NOTE).toMatch(/não é gordura/);
  });

  it('says stopping is right where the stop is explained, without repeating it in every sentence', () => {
    const stops = ALL_TEXT.filter((t) => /(?<!não )\bpare\b/i.test(t));
    expect(stops.length).toBeGreaterThan(8);
    expect(FASTING_SAFETY.intro).toMatch(/parar é sempre a decisão certa/);
    expect(PRE_FAST_CHECK.stop.text('3 dias')).toMatch(/decisão certa/);
    // Said once or twice, it reassures; in every sentence it becomes a tic that readers skip.
    expect(ALL_TEXT.filter((t) => /decisão certa/.test(t)).length).toBeLessThanOrEqual(3);
    expect(ALL_TEXT.join(' ')).not.toMatch(/que é a decisão certa|é a decisão certa\. Confusão/);
  });

  it('says the app does not replace a doctor, and a doctor before the Jejum Final is for everyone', () => {
    expect(FASTING_SAFETY.notADoctor).toMatch(/médico/i);
    expect(FASTING_SAFETY.notADoctor).toMatch(/nutricionista/i);
    expect(FASTING_SAFETY.notADoctor).toMatch(/Antes do Jejum Final, de 6 dias, converse com um médico, mesmo se/);
  });

  it('the check’s pass is not a medical clearance', () => {
    expect(PRE_FAST_CHECK.pass).toMatch(/não é uma liberação médica/);
    expect(PRE_FAST_CHECK.pass).not.toMatch(/seguro|liberad[oa]|pode jejuar|tudo certo/i);
  });

  it('the one-redo note does not invite undoing a true answer', () => {
    expect(PRE_FAST_CHECK.stop.redoNote).toMatch(/por engano/);
    expect(PRE_FAST_CHECK.stop.redoNote).toMatch(/uma vez/);
    expect(PRE_FAST_CHECK.stop.redoNote).toMatch(/Se a resposta era verdadeira, ela vale/);
    expect(PRE_FAST_CHECK.stop.redoNote).not.toMatch(/vale a resposta nova|sem querer/);
  });

  it('has a note for the fasting-clock milestones in order, up to the 144 h of the Jejum Final', () => {
    expect(FAST_MILESTONES.map((m) => m.hours)).toEqual([12, 24, 48, 72, 96, 120, 144]);
    for (const m of FAST_MILESTONES) {
      expect(m.title).toBe(`${m.hours}\u00a0h de jejum`);
      expect(m.note.length).toBeGreaterThan(20);
    }
    for (const m of FAST_MILESTONES.filter((x) => x.hours >= 48)) {
      expect(m.note).toMatch(/palpita/i);
      expect(m.note).toMatch(/confus/i);
      expect(m.note).toMatch(/ligue 192 ou peça para alguém ligar/);
    }
  });

  it('has the notes for the day before each fast', () => {
    expect(PRE_FAST_NOTE.before4).toMatch(/eletrólitos/i);
    expect(PRE_FAST_NOTE.before10).toMatch(/eletrólitos/i);
    expect(PRE_FAST_NOTE.before10).toMatch(/6 dias/);
    for (const note of [PRE_FAST_NOTE.before4, PRE_FAST_NOTE.before10]) expect(note).toMatch(/médico/i);
  });
});

describe('day guide', () => {
  it('has one short, non-empty instruction per day', () => {
    expect(DAY_GUIDE).toHaveLength(15);
    for (const [i, text] of DAY_GUIDE.entries()) {
      expect(text.trim(), `day ${i + 1}`).not.toBe('');
      expect(text.length, `day ${i + 1}: ${text}`).toBeLessThanOrEqual(180);
    }
  });
  it('follows the blocks of the protocol', () => {
    expect(DAY_GUIDE[0]).toMatch(/ovos/i);
    expect(DAY_GUIDE[3]).toMatch(/Jejum I/);
    expect(DAY_GUIDE[6]).toMatch(/Cetocarnívora II/);
    expect(DAY_GUIDE[9]).toMatch(/Jejum Final/);
    expect(DAY_GUIDE[14]).toMatch(/Último dia/);
  });
});

describe('all texts', () => {
  it('contain no HTML or Markdown', () => {
    expect(ALL_TEXT.length).toBeGreaterThan(40);
    for (const text of ALL_TEXT) {
      expect(text, text).not.toMatch(/<\/?[a-z!][^>]*>|&[a-z]+;|&#\d+;/i);
      expect(text, text).not.toMatch(/\*\*|__|`|^\s*[#>-]\s|\[[^\]]*\]\(/);
    }
  });
  it('have no stray whitespace', () => {
    for (const text of ALL_TEXT) expect(text, text).toBe(text.trim().replace(/\s{2,}/g, ' '));
  });
});

describe('claims', () => {
  // Every content module's source: the words of the whole app.
  const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('"método comprovado" is said only on the welcome, where the specification puts it', () => {
    const saying = Object.entries(sources)
      .filter(([, text]) => /método comprovado/i.test(text))
      .map(([file]) => file);
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(saying).toEqual(['./welcome.ts']);
  });
});
