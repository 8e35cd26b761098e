// The stored states the bench renders the app with (keys and shapes of the
// specification, §3). Dates are computed from today, in the machine's time
// zone (the browser's too), so "today" is the day the state says it is.
import { randomUUID } from 'node:crypto';

const DAY_MS = 86_400_000;

/** 'yyyy-mm-dd' of the local calendar day `offset` days from today. */
export function isoDay(offset = 0, now = new Date()) {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${mm}-${dd}`;
}

/** 'dd/mm/yyyy' (pt-BR) of the local calendar day `offset` days from today. */
export function brDay(offset = 0, now = new Date()) {
  const [y, m, d] = isoDay(offset, now).split('-');
  return `${d}/${m}/${y}`;
}

/** A weight as the app's forms write it: '82', '81.4' (no trailing '.0'). */
const weightText = (kg) => String(Number(kg.toFixed(1)));

/** One entry a day from the start date, the weight going down by `step` a day; newest first, as the app keeps it. */
function diary(startOffset, days, fromKg, stepKg) {
  const entries = [];
  for (let i = 0; i < days; i++) {
    entries.push({ date: isoDay(startOffset + i), weight: weightText(fromKg - i * stepKg), water: '2.5' });
  }
  return entries.reverse();
}

const profile = (startOffset) => ({
  name: 'Ana',
  startDate: isoDay(startOffset),
  initialWeight: '82',
  height: '165',
  waterGoal: '2.9',
});

/**
 * The three users every screen is measured for (layout shift) and the
 * installed start is timed for. `local` is written to localStorage as JSON;
 * `photos` lists the Blobs to create in IndexedDB ('m15-photos' / 'photos',
 * key = id) before the app starts: `{ id, width, height, hue }`.
 */
export function userStates() {
  const beforePhoto = `photo-${randomUUID()}`;
  const afterPhoto = `photo-${randomUUID()}`;
  return [
    { id: 'new', label: 'new user', local: {}, photos: [] },
    {
      id: 'day7',
      label: 'day-7 user',
      // Started 6 days ago: today is day 7; days 1-6 done, 82 kg down to 79 kg.
      local: {
        'm15-profile': profile(-6),
        'm15-completed-days': [1, 2, 3, 4, 5, 6],
        'm15-diary': diary(-6, 6, 82, 0.6),
      },
      photos: [],
    },
    {
      id: 'finished',
      label: 'finished + photos',
      // Started 19 days ago: all 15 days done, results saved with two photos,
      // never backed up (no m15-backup-meta), so the weekly reminder is due.
      local: {
        'm15-profile': profile(-19),
        'm15-completed-days': Array.from({ length: 15 }, (_, i) => i + 1),
        'm15-diary': diary(-19, 15, 82, 0.5),
        'm15-results': { finalWeight: '74.5', beforePhoto, afterPhoto },
        'm15-photo-history': [
          { id: Date.now() - 4 * DAY_MS, date: brDay(-4), beforePhoto, afterPhoto, weight: '74.5' },
        ],
      },
      photos: [
        { id: beforePhoto, width: 600, height: 800, hue: 20 },
        { id: afterPhoto, width: 600, height: 800, hue: 200 },
      ],
    },
  ];
}

// The large state the bench renders /resultados with: 1,000 diary entries
// (one a day, a slow loss with daily water swings) and 100 photo records.
export function scaleState() {
  const entries = [];
  const start = Date.UTC(2024, 0, 1);
  for (let i = 0; i < 1000; i++) {
    const d = new Date(start + i * DAY_MS).toISOString().slice(0, 10);
    const weight = (95 - i * 0.02 + Math.sin(i) * 1.2).toFixed(1);
    entries.push({ date: d, weight, water: '2.5', feeling: i % 7 === 0 ? 'Dia ótimo, muita energia' : '' });
  }
  entries.reverse();
  const photos = [];
  for (let i = 0; i < 100; i++) {
    photos.push({
      id: 1_700_000_000_000 + i,
      date: '01/02/2024',
      beforePhoto: '',
      afterPhoto: '',
      weight: (90 - i * 0.1).toFixed(1),
    });
  }
  return {
    'm15-profile': { name: 'Bench', startDate: '2024-01-01', initialWeight: '96', height: '170', waterGoal: '3.4' },
    'm15-diary': entries,
    'm15-results': { finalWeight: '75', beforePhoto: '', afterPhoto: '' },
    'm15-photo-history': photos,
  };
}
