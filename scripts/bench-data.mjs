// The large state the bench renders /resultados with: 1,000 diary entries
// (one a day, a slow loss with daily water swings) and 100 photo records.
export function scaleState() {
  const diary = [];
  const start = Date.UTC(2024, 0, 1);
  for (let i = 0; i < 1000; i++) {
    const d = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const weight = (95 - i * 0.02 + Math.sin(i) * 1.2).toFixed(1);
    diary.push({ date: d, weight, water: '2.5', feeling: i % 7 === 0 ? 'Dia ótimo, muita energia' : '' });
  }
  diary.reverse();
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
    'm15-diary': diary,
    'm15-results': { finalWeight: '75', beforePhoto: '', afterPhoto: '' },
    'm15-photo-history': photos,
  };
}
