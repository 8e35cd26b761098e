import { describe, expect, it } from 'vitest';
import {
  addGlass,
  entryContexts,
  entryOn,
  entryWithGlass,
  glassBase,
  newestFirst,
  replacedUnseen,
  removeEntry,
  upsertEntry,
  validateDiaryEntry,
  waterProgress,
} from './diary';
import type { DiaryEntry } from './stored';

const TODAY = '2026-11-22';

describe('validateDiaryEntry', () => {
  it('stores numbers with a dot and drops an empty feeling', () => {
    expect(validateDiaryEntry({ date: TODAY, weight: '79,5', water: '2', feeling: '  ' }, TODAY)).toEqual({
      ok: true,
      value: { date: TODAY, weight: '79.5', water: '2' },
    });
    const r = validateDiaryEntry({ date: '2026-11-01', weight: '80', water: '2.5', feeling: ' bem ' }, TODAY);
    expect(r.ok && r.value).toEqual({ date: '2026-11-01', weight: '80', water: '2.5', feeling: 'bem' });
  });
  it.each([
    [{ weight: '', water: '2' }, ['weight']],
    [{ weight: '80', water: '' }, ['water']],
    [{ weight: ' ', water: ' ' }, ['weight', 'water']],
    [{}, ['weight', 'water']],
  ])('requires weight and water: %j', (input, fields) => {
    const r = validateDiaryEntry({ date: TODAY, ...input }, TODAY);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.missing).toBe(true);
    expect(Object.keys(r.problems).sort()).toEqual([...fields].sort());
  });
  it('refuses a date in the future, but not today', () => {
    const r = validateDiaryEntry({ date: '2026-11-23', weight: '80', water: '2' }, TODAY);
    expect(!r.ok && r.problems).toEqual({ date: { code: 'futureDate' } });
    expect(!r.ok && r.missing).toBe(false);
    expect(validateDiaryEntry({ date: TODAY, weight: '80', water: '2' }, TODAY).ok).toBe(true);
  });
  it.each([
    ['date', ''],
    ['date', '2026-02-30'],
    ['date', '22/11/2026'],
    ['weight', '0'],
    ['weight', '401'],
    ['weight', 'abc'],
    ['water', '-1'],
    ['water', '20,5'],
    ['feeling', 'x'.repeat(1001)],
    ['waist', 'oitenta'],
    ['waist', '0'],
    ['waist', '39,9'],
    ['waist', '820'],
    ['waist', '-80'],
  ] as const)('refuses %s = %j', (field, value) => {
    const r = validateDiaryEntry({ date: TODAY, weight: '80', water: '2', [field]: value }, TODAY);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.problems)).toEqual([field]);
  });
  it('stores an optional waist with a dot, and none when it is left empty', () => {
    const r = validateDiaryEntry({ date: TODAY, weight: '80', water: '2', waist: ' 80,5 ' }, TODAY);
    expect(r.ok && r.value).toEqual({ date: TODAY, weight: '80', water: '2', waist: '80.5' });
    const empty = validateDiaryEntry({ date: TODAY, weight: '80', water: '2', waist: '  ' }, TODAY);
    expect(empty.ok && empty.value).toEqual({ date: TODAY, weight: '80', water: '2' });
    const bad = validateDiaryEntry({ date: TODAY, weight: '80', water: '2', waist: '0' }, TODAY);
    expect(!bad.ok && bad.problems).toEqual({
      waist: { code: 'outOfRange', quantity: 'waist', min: '40', max: '250' },
    });
    expect(!bad.ok && bad.missing).toBe(false);
  });
  it('names a bad waist beside missing fields, with the spec toast for the missing ones', () => {
    const r = validateDiaryEntry({ date: TODAY, weight: '', water: '2', waist: 'abc' }, TODAY);
    expect(!r.ok && Object.keys(r.problems).sort()).toEqual(['waist', 'weight']);
    expect(!r.ok && r.missing).toBe(true);
  });
  it('accepts 0 litres and keeps hostile text as text', () => {
    const r = validateDiaryEntry(
      { date: TODAY, weight: '80', water: '0', feeling: '<img src=x onerror=alert(1)>' },
      TODAY,
    );
    expect(r.ok && r.value.feeling).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('diary list', () => {
  const e = (date: string, weight = '80'): DiaryEntry => ({ date, weight, water: '2' });

  it('puts the newest date first', () => {
    expect(newestFirst([e('2026-11-01'), e('2026-11-20'), e('2026-11-10')]).map((x) => x.date)).toEqual([
      '2026-11-20',
      '2026-11-10',
      '2026-11-01',
    ]);
  });
  it('replaces the entry of the same date', () => {
    const r = upsertEntry([e('2026-11-02', '81'), e('2026-11-01', '82')], e('2026-11-02', '79'));
    expect(r).toEqual([e('2026-11-02', '79'), e('2026-11-01', '82')]);
  });
  it('places an older entry in date order, not on top', () => {
    const r = upsertEntry([e('2026-11-03'), e('2026-11-01')], e('2026-11-02'));
    expect(r.map((x) => x.date)).toEqual(['2026-11-03', '2026-11-02', '2026-11-01']);
  });
  it('moves an edited entry to its new date instead of copying it', () => {
    const r = upsertEntry([e('2026-11-03'), e('2026-11-01', '82')], e('2026-11-02', '82'), '2026-11-01');
    expect(r).toEqual([e('2026-11-03'), e('2026-11-02', '82')]);
  });
  it('removes an entry by date', () => {
    expect(removeEntry([e('2026-11-03'), e('2026-11-01')], '2026-11-03')).toEqual([e('2026-11-01')]);
    expect(removeEntry([e('2026-11-03')], '2026-01-01')).toEqual([e('2026-11-03')]);
  });
});

describe('entryContexts', () => {
  const e = (date: string, weight: string): DiaryEntry => ({ date, weight, water: '2' });

  it('gives each entry its day and block, counting the start date as day 1, only within the 15 days', () => {
    const entries = [
      e('2026-03-16', '78'),
      e('2026-03-15', '78'),
      e('2026-03-10', '78.5'),
      e('2026-03-04', '79'),
      e('2026-03-01', '80'),
      e('2026-02-28', '80'),
    ];
    expect(entryContexts(entries, '2026-03-01').map((c) => c.day)).toEqual([
      null,
      { day: 15, block: 'jejum-final' },
      { day: 10, block: 'jejum-final' },
      { day: 4, block: 'jejum-1' },
      { day: 1, block: 'ceto-1' },
      null,
    ]);
  });

  it('has no day without a valid start date', () => {
    for (const start of ['', '01/03/2026', '2026-02-30', '<script>']) {
      expect(entryContexts([e('2026-03-01', '80')], start)[0]!.day).toBeNull();
    }
  });

  it('compares each entry with the one of the previous date, whatever the order given', () => {
    const newest = [e('2026-03-05', '79.4'), e('2026-03-04', '80'), e('2026-03-02', '79.8'), e('2026-03-01', '80')];
    expect(entryContexts(newest, '').map((c) => c.change)).toEqual([
      { kg: -0.6, since: '2026-03-04' },
      { kg: 0.2, since: '2026-03-02' },
      { kg: -0.2, since: '2026-03-01' },
      null,
    ]);
    const shuffled = [newest[2]!, newest[0]!, newest[3]!, newest[1]!];
    expect(entryContexts(shuffled, '').map((c) => c.change?.since ?? null)).toEqual([
      '2026-03-01',
      '2026-03-04',
      null,
      '2026-03-02',
    ]);
  });

  it('rounds to one decimal without binary noise or a negative zero', () => {
    // 79.5 − 80.1 is −0.6000000000000085 in binary.
    expect(entryContexts([e('2026-03-02', '79.5'), e('2026-03-01', '80.1')], '')[0]!.change!.kg).toBe(-0.6);
    expect(entryContexts([e('2026-03-02', '80.05'), e('2026-03-01', '80')], '')[0]!.change!.kg).toBe(0.1);
    const same = entryContexts([e('2026-03-02', '80.04'), e('2026-03-01', '80.08')], '')[0]!.change!.kg;
    expect(Object.is(same, -0)).toBe(false);
    expect(same).toBe(0);
  });

  it('skips what is not a weight or not a date, and survives hostile text', () => {
    const entries = [
      e('2026-03-04', '79'),
      e('2026-03-03', 'abc'),
      e('ontem', '70'),
      e('2026-03-02', '<img src=x onerror=alert(1)>'),
      e('2026-03-01', '80'),
    ];
    expect(entryContexts(entries, '2026-03-01').map((c) => c.change)).toEqual([
      { kg: -1, since: '2026-03-01' },
      null,
      null,
      null,
      null,
    ]);
    expect(entryContexts([], '2026-03-01')).toEqual([]);
  });
});

describe('the check-in helpers', () => {
  it("finds today's entry", () => {
    const entries = [
      { date: '2026-11-23', weight: '79', water: '1.5' },
      { date: '2026-11-22', weight: '79.4', water: '2' },
    ];
    expect(entryOn(entries, '2026-11-23')).toEqual(entries[0]);
    expect(entryOn(entries, '2026-11-24')).toBeNull();
  });
  it('measures water against the goal', () => {
    expect(waterProgress('1.5', '2.9')).toEqual({ litres: 1.5, goal: 2.9, percent: 52 });
    expect(waterProgress('4', '2.9')).toMatchObject({ percent: 100 });
    expect(waterProgress('', '')).toEqual({ litres: 0, goal: null, percent: 0 });
    expect(waterProgress('abc', '2,5')).toEqual({ litres: 0, goal: 2.5, percent: 0 });
  });
  it('adds a glass of 250 mL, written with a comma', () => {
    expect(addGlass('')).toBe('0,25');
    expect(addGlass('1,5')).toBe('1,75');
    expect(addGlass('1.75')).toBe('2');
    expect(addGlass('copo')).toBe('0,25');
    expect(addGlass('20')).toBe('20');
  });
});

describe('one entry a day, edited from Hoje and Diário', () => {
  const stored: DiaryEntry[] = [
    { date: '2026-11-22', weight: '80', water: '1.5', feeling: 'cansada\nmas firme', waist: '90' },
    { date: '2026-11-20', weight: '81', water: '2' },
  ];
  it('asks before replacing an entry the form did not show, never for the one being edited', () => {
    const typed: DiaryEntry = { date: '2026-11-22', weight: '79', water: '2' };
    expect(replacedUnseen(stored, typed)).toEqual(stored[0]);
    expect(replacedUnseen(stored, typed, '2026-11-22')).toBeNull();
    // Moving the entry of the 20th onto the 22nd would drop the 22nd's.
    expect(replacedUnseen(stored, typed, '2026-11-20')).toEqual(stored[0]);
    expect(replacedUnseen(stored, { ...typed, date: '2026-11-21' })).toBeNull();
    expect(replacedUnseen([], typed)).toBeNull();
  });
  it('"+1 copo" adds a glass to the stored entry and keeps its weight, waist and feeling', () => {
    expect(entryWithGlass(stored, '2026-11-22', '1,5')).toEqual({ ...stored[0], water: '1.75' });
    // A corrected field counts; an unreadable or impossible one falls back to what is stored.
    expect(entryWithGlass(stored, '2026-11-22', '2')).toMatchObject({ water: '2.25', feeling: 'cansada\nmas firme' });
    expect(entryWithGlass(stored, '2026-11-22', 'abc')).toMatchObject({ water: '1.75' });
    expect(entryWithGlass(stored, '2026-11-22', '-3')).toMatchObject({ water: '1.75' });
    expect(entryWithGlass(stored, '2026-11-22', '')).toMatchObject({ water: '1.75' });
  });
  it('"+1 copo" on a day without an entry starts one with the water only', () => {
    expect(entryWithGlass(stored, '2026-11-21', '')).toEqual({ date: '2026-11-21', weight: '', water: '0.25' });
    expect(entryWithGlass([], '2026-11-21', '1,25')).toEqual({ date: '2026-11-21', weight: '', water: '1.5' });
    // Never beyond what a day can hold.
    expect(entryWithGlass([], '2026-11-21', '20')).toMatchObject({ water: '20' });
  });
  it('counts from a stored amount only when it is one', () => {
    expect(glassBase(' 1,5 ', '2')).toBe('1,5');
    expect(glassBase('', '2')).toBe('2');
    expect(glassBase('x', 'y')).toBe('');
    expect(glassBase('', undefined)).toBe('');
    expect(glassBase('21', '99')).toBe('');
  });
});
