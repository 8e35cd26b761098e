import { describe, expect, it } from 'vitest';
import * as diaryScreen from './diary-screen';
import * as erase from './erase';
import * as journey from './journey';
import * as notes from './notes';
import * as notesScreen from './notes-screen';
import * as profile from './profile';
import * as recipes from './recipes';
import * as report from './report';
import * as resultsScreen from './results-screen';
import { SCREENS } from './screens';
import * as testimonial from './testimonial';
import * as testimonialScreen from './testimonial-screen';
import * as today from './today';
import * as todayScreen from './today-screen';
import { TUTORIAL_GUIDES } from './tutorial';
import * as welcome from './welcome';

/** Every string a content module holds, however deep (a function's words are left out: they take figures). */
function wordsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) wordsOf(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) wordsOf(v, into);
  return into;
}

/** The content modules each screen takes its buttons, tabs and headings from. */
const SCREEN_WORDS: Record<string, unknown[]> = {
  '/': [welcome, today, todayScreen],
  '/perfil': [profile, erase],
  '/jornada': [journey],
  '/fases': [],
  '/diario': [diaryScreen],
  '/receitas': [recipes],
  '/anotacoes': [notes, notesScreen],
  '/depoimento': [testimonial, testimonialScreen],
  '/resultados': [resultsScreen, erase, report, SCREENS],
};

/** The names a step puts between typographic quotes: the buttons, tabs and headings she is told to find. */
const quoted = (step: string) => [...step.matchAll(/“([^”]+)”/g)].map((m) => m[1]);

describe('the tutorial names what the screens show', () => {
  it.each(TUTORIAL_GUIDES.map((g) => [g.title, g] as const))('%s: every quoted name is on its screen', (_, guide) => {
    const words = wordsOf(SCREEN_WORDS[guide.path]);
    for (const name of guide.steps.flatMap(quoted)) expect(words, `“${name}” in ${guide.title}`).toContain(name);
  });

  it('quotes with “ ” only: no straight or single quotes around a name', () => {
    for (const guide of TUTORIAL_GUIDES) {
      for (const step of guide.steps) expect(step).not.toMatch(/['"]/);
    }
  });

  it('names the buttons that Hoje and Depoimento show today', () => {
    const steps = (id: string) => TUTORIAL_GUIDES.find((g) => g.id === id)!.steps.flatMap(quoted);
    expect(steps('inicio')).toEqual(
      expect.arrayContaining([todayScreen.CHECKIN.title, todayScreen.CHECKIN.submit, todayScreen.CHECKIN.glass]),
    );
    expect(steps('depoimento')).toContain(testimonial.SEND_LABEL.whatsapp);
    expect(TUTORIAL_GUIDES.find((g) => g.id === 'depoimento')!.steps.join(' ')).not.toMatch(/e-?mail/i);
  });
});
