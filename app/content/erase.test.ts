import { describe, expect, it } from 'vitest';
import { type EraseAction, ERASED_KEYS, keptKeys, UNSEEN_KEYS } from '~/domain/erase';
import { ALL_KEYS, KEYS, type StorageKey } from '~/domain/keys';
import { DATA_LABELS } from './data';
import { type DataLine, ERASE_TEXT } from './erase';

// The storage keys a dialog's lines stand for: content names them, domain/keys.ts spells them.
const keysOf = (lines: readonly DataLine[]) => lines.flatMap((l) => l.keys.map((name) => KEYS[name]));
const sorted = (keys: Iterable<StorageKey>) => [...keys].sort();
const ACTIONS = Object.keys(ERASE_TEXT) as EraseAction[];

describe('each erase action: the keys it erases and the words its dialog says', () => {
  it.each(ACTIONS)('%s: its "Será apagado" lines stand for exactly the keys it erases, each once', (action) => {
    const listed = keysOf(ERASE_TEXT[action].erases);
    expect(sorted(listed)).toEqual(sorted(ERASED_KEYS[action]));
    expect(new Set(listed).size).toBe(listed.length);
  });

  it.each(ACTIONS)('%s: its "Fica como está" lines stand for everything else the user can see', (action) => {
    const listed = keysOf(ERASE_TEXT[action].keeps);
    const kept = keptKeys(action).filter((k) => !UNSEEN_KEYS.includes(k));
    expect(sorted(listed)).toEqual(sorted(kept));
    // Nothing is promised both ways.
    for (const key of listed) expect(ERASED_KEYS[action]).not.toContain(key);
  });

  it.each(ACTIONS)('%s: every line names each of its keys in the words of content/data.ts', (action) => {
    for (const line of [...ERASE_TEXT[action].erases, ...ERASE_TEXT[action].keeps]) {
      for (const name of line.keys) expect(line.text.toLowerCase(), name).toContain(DATA_LABELS[name]);
    }
  });

  it('a line about the results says whether the photos go', () => {
    const results = (lines: readonly DataLine[]) => lines.find((l) => l.keys.includes('results'))!.text;
    expect(results(ERASE_TEXT.restartEarly.erases)).toMatch(/peso final e as fotos de antes e depois/);
    // Only those no history record keeps: the photo history and its photos stay.
    expect(results(ERASE_TEXT.restartEarly.erases)).toMatch(/que não estão no histórico de fotos/);
    expect(results(ERASE_TEXT.reset.keeps)).toMatch(/peso final e as fotos de antes e depois/);
    expect(results(ERASE_TEXT.eraseAll.erases)).toMatch(/fotos/);
  });

  it('each name says what goes: the restart that erases the results says so; the one that keeps them names neither, and the line under it says they stay', () => {
    expect(ERASE_TEXT.restartEarly.name).toBe('Apagar diário e resultados');
    expect(ERASED_KEYS.restartEarly).toContain(KEYS.results);
    expect(ERASE_TEXT.reset.name).toBe('Apagar perfil e diário');
    expect(ERASE_TEXT.reset.name).not.toMatch(/resultados|fotos/);
    expect(ERASE_TEXT.reset.summary).toMatch(/Ficam os resultados, as fotos/);
    expect(ERASED_KEYS.reset).not.toContain(KEYS.results);
    expect(ERASED_KEYS.reset).not.toContain(KEYS.photoHistory);
    expect(ERASE_TEXT.eraseAll.name).toBe('Apagar tudo deste aparelho');
    // Everything but the times of the recent fasts, which gate the next one.
    expect(sorted(ERASED_KEYS.eraseAll)).toEqual(sorted(ALL_KEYS.filter((k) => k !== KEYS.fastRecord)));
    for (const action of ACTIONS) expect(ERASED_KEYS[action]).not.toContain(KEYS.fastRecord);
    // No two actions share a name, and each dialog's title repeats it (the specification's reset has its own).
    expect(new Set(ACTIONS.map((a) => ERASE_TEXT[a].name)).size).toBe(ACTIONS.length);
    expect(ERASE_TEXT.restartEarly.title).toBe(`${ERASE_TEXT.restartEarly.name}?`);
    expect(ERASE_TEXT.eraseAll.title).toBe(`${ERASE_TEXT.eraseAll.name}?`);
  });

  it('the specification’s reset keeps its dialog, its buttons and its five keys word for word (spec §4)', () => {
    expect(ERASE_TEXT.reset.title).toBe('Tem certeza?');
    expect(ERASE_TEXT.reset.intro).toBe(
      'Esta ação vai apagar seu perfil, jornada, diário, anotações e depoimento. Ela não pode ser desfeita.',
    );
    expect(ERASE_TEXT.reset.confirm).toBe('Sim, apagar tudo');
    for (const key of ['m15-profile', 'm15-journey', 'm15-diary', 'm15-notes', 'm15-testimonial'] as const)
      expect(ERASED_KEYS.reset).toContain(key);
  });

  it('has the words of every erase action of domain/erase.ts', () => {
    expect([...ACTIONS].sort()).toEqual(Object.keys(ERASED_KEYS).sort());
  });

  it('Resultados’ restart keeps the specification’s words (spec §4 "Restart protocol") and says the histories stay', () => {
    const restart = ERASE_TEXT.restart;
    expect(restart.name).toBe('Recomeçar o M15');
    expect(restart.intro).toMatch(/^Deseja reiniciar o protocolo\? Seu progresso atual será salvo no histórico\./);
    expect(restart.confirm).toBe('Sim, recomeçar');
    const keeps = restart.keeps.map((l) => l.text).join(' ');
    expect(keeps).toMatch(/histórico de protocolos, com este desafio registrado/);
    expect(keeps).toMatch(/histórico de fotos/);
    expect(restart.erases.find((l) => l.keys.includes('results'))!.text).toMatch(/fotos de antes e depois/);
  });

  it('Resultados’ restart says one short line under its button: its dialog lists what goes and what stays', () => {
    const restart = ERASE_TEXT.restart;
    // One line of a 360 px phone in the caption's size.
    expect(restart.summary.length).toBeLessThanOrEqual(36);
    expect(restart.summary).toMatch(/histórico/);
    expect(restart.erases.length).toBeGreaterThan(0);
    expect(restart.keeps.length).toBeGreaterThan(0);
  });

  it('Resultados’ restart erases what Perfil’s early restart erases (the profile and both histories stay)', () => {
    expect(sorted(ERASED_KEYS.restart)).toEqual(sorted(ERASED_KEYS.restartEarly));
    for (const key of [KEYS.profile, KEYS.photoHistory, KEYS.protocolHistory]) {
      expect(ERASED_KEYS.restart).not.toContain(key);
    }
  });
});
