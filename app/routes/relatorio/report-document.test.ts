import { describe, expect, it } from 'vitest';
import { ELECTROLYTES } from '~/content/phases';
import { reportOf, type ReportBlock, type ReportRecords } from '~/domain/report';
import { reportDocument } from './report-document';

const profile = {
  name: 'Maria Conceição',
  startDate: '2026-11-17',
  initialWeight: '80',
  height: '165',
  waterGoal: '2.8',
};
const records: ReportRecords = {
  profile,
  diary: [
    { date: '2026-11-17', weight: '80', water: '2.5', waist: '80.5', feeling: 'Bem 😀' },
    { date: '2026-11-20', weight: '78.2', water: '3' },
  ],
  completedDays: [1, 2, 4],
  results: { finalWeight: '', beforePhoto: 'photo-a', afterPhoto: '' },
  photoHistory: [],
  fasts: { current: { startedAt: '', endedAt: '' }, log: [] },
  preFastChecks: {},
  electrolytes: [],
};
const NOW = new Date(2026, 10, 23, 12, 0); // day 7
const blocks = (doc: ReturnType<typeof reportDocument>, id: string) => doc.sections.find((s) => s.id === id)!.blocks;
const block = <K extends ReportBlock['kind']>(list: readonly ReportBlock[], kind: K) =>
  list.find((b) => b.kind === kind) as Extract<ReportBlock, { kind: K }>;

describe('reportDocument', () => {
  const doc = reportDocument(reportOf(records, NOW), { withPhotos: false });

  it('has the sections in the order of the page, the photos only when asked for', () => {
    expect(doc.sections.map((s) => s.title)).toEqual([
      'Perfil',
      'Os 15 dias',
      'O protocolo, em resumo',
      'Peso e cintura até agora',
      'Diário',
      'Os jejuns',
      'Verificação antes dos jejuns',
      'Eletrólitos nos dias de jejum',
    ]);
    const withPhotos = reportDocument(reportOf(records, NOW), { withPhotos: true });
    expect(withPhotos.sections.at(-1)!.title).toBe('Fotos de antes e depois');
    expect(block(withPhotos.sections.at(-1)!.blocks, 'photos').before).toMatchObject({
      title: 'Antes',
      photo: 'photo-a',
      date: '17/11/2026',
      weight: '80,0\u00a0kg',
    });
    expect(doc.footer.at(-1)).toBe('O M15 não substitui orientação médica ou nutricional.');
  });

  it('writes every weight and measure with one decimal (80\u00a0kg is 80,0), and the height as people say it', () => {
    const facts = block(blocks(doc, 'relatorio-perfil'), 'facts').items;
    expect(facts).toContainEqual({ label: 'Peso inicial', value: '80,0\u00a0kg' });
    expect(facts).toContainEqual({ label: 'Altura', value: '165\u00a0cm' });
    const measures = block(blocks(doc, 'relatorio-medidas'), 'facts').items;
    expect(measures).toContainEqual({ label: 'kg eliminados até agora', value: '1,8\u00a0kg' });
  });

  it('writes the BMI category in sentence case, as Perfil shows it (content/bmi.ts)', () => {
    const factsOf = (initialWeight: string) =>
      block(
        blocks(
          reportDocument(reportOf({ ...records, profile: { ...profile, initialWeight } }, NOW), { withPhotos: false }),
          'relatorio-perfil',
        ),
        'facts',
      ).items;
    expect(factsOf('80')).toContainEqual({ label: 'IMC', value: '29,4 (Sobrepeso)' });
    expect(factsOf('82')).toContainEqual({ label: 'IMC', value: '30,1 (Obesidade grau I)' });
    expect(factsOf('')).toContainEqual({ label: 'IMC', value: '' });
  });

  it('gives the diary table "Dia" and "Fase" after the date, "—" where nothing is known', () => {
    const table = block(blocks(doc, 'relatorio-diario'), 'table');
    expect(table.columns.slice(0, 3)).toEqual(['Data', 'Dia', 'Fase']);
    expect(table.rows).toEqual([
      ['17/11/2026', '1', 'Ceto I', '80,0', '2,5', '80,5', 'Bem 😀'],
      ['20/11/2026', '4', 'Jejum I', '78,2', '3,0', '—', ''],
    ]);
    expect(table.columns[table.textColumn!]).toBe('Como se sentiu');
  });

  it('says how each of the 15 days stands, a day to come never a failure', () => {
    const { days } = block(blocks(doc, 'relatorio-dias'), 'days');
    expect(days.map((d) => d.status)).toEqual([
      '✓ Concluído',
      '✓ Concluído',
      'Não marcado',
      '✓ Concluído',
      'Não marcado',
      'Não marcado',
      'Em andamento',
      ...Array(8).fill('—'),
    ]);
    expect(days[6]).toMatchObject({ day: 'Dia 7', date: '23/11/2026', phase: 'Ceto II', done: false });
    expect(block(blocks(doc, 'relatorio-dias'), 'text').text).toBe('Dias completados: 3/15');
  });

  it('sums up each phase from the Fases texts, with the electrolyte recipe and its daily limit', () => {
    const { items } = block(blocks(doc, 'relatorio-protocolo'), 'paragraphs');
    expect(items.map((p) => p.title)).toEqual(['Ceto I', 'Jejum I', 'Ceto II', 'Jejum Final', 'Eletrólitos']);
    expect(items[0]!.text).toMatch(/^Dias 1 a 3: carnes, ovos e gorduras\. Coma até sentir saciedade/);
    expect(items[0]!.text).toContain('Cardápio base: café da manhã, ovos, bacon e café preto;');
    expect(items[1]!.text).toContain('Permitido: água, café preto sem açúcar, chá sem adoçante e eletrólitos');
    expect(items[3]!.text).toMatch(/jejum total/i);
    const electrolytes = items[4]!.text;
    for (const part of [...ELECTROLYTES.ingredients, ELECTROLYTES.perDay]) expect(electrolytes).toContain(part);
    expect(electrolytes).toContain('1 garrafa de 500 mL');
    expect(electrolytes).toContain('1 colher de chá rasa');
    expect(electrolytes).toContain('água pura');
    expect(electrolytes).toContain('Não adicione limão nem adoçante.');
  });

  it('leaves out a chart with nothing to plot', () => {
    const noWaist = reportDocument(reportOf({ ...records, diary: records.diary.map(({ waist: _, ...e }) => e) }, NOW), {
      withPhotos: false,
    });
    expect(blocks(noWaist, 'relatorio-medidas').filter((b) => b.kind === 'chart')).toHaveLength(1);
    expect(blocks(doc, 'relatorio-medidas').filter((b) => b.kind === 'chart')).toHaveLength(2);
  });

  describe('the fasting days', () => {
    const local = (d: number, h: number, min = 0) => new Date(2026, 10, d, h, min).toISOString();
    // Day 12: Jejum I fasted to its end, the Jejum Final's check said stop while its fast ran.
    const day12 = new Date(2026, 10, 28, 12, 0);
    const fasting = reportDocument(
      reportOf(
        {
          ...records,
          fasts: {
            current: { startedAt: local(25, 20), endedAt: local(26, 9, 15) },
            log: [
              {
                block: 'jejum-1',
                startedAt: local(19, 20),
                endedAt: local(22, 20),
                plannedEndAt: local(22, 20),
                outcome: 'goal',
              },
              {
                block: 'jejum-final',
                startedAt: local(25, 20),
                endedAt: local(26, 9, 15),
                plannedEndAt: new Date(2026, 11, 1, 20).toISOString(),
                outcome: 'early',
              },
            ],
          },
          preFastChecks: {
            'jejum-1': { at: local(19, 8), outcome: 'go' },
            'jejum-final': { at: local(26, 9, 15), outcome: 'stop' },
          },
          electrolytes: [
            { date: '2026-11-20', bottles: 1 },
            { date: '2026-11-21', bottles: 1 },
          ],
        },
        day12,
      ),
      { withPhotos: true },
    );

    it('comes after the diary and before the photos', () => {
      expect(fasting.sections.map((s) => s.id).slice(4)).toEqual([
        'relatorio-diario',
        'relatorio-jejuns',
        'relatorio-verificacoes',
        'relatorio-eletrolitos',
        'relatorio-fotos',
      ]);
    });

    it('lists each fast: block, start, end, its duration as Hoje says it, and how it ended, without judging', () => {
      const table = block(blocks(fasting, 'relatorio-jejuns'), 'table');
      expect(table.columns).toEqual(['Bloco', 'Início', 'Fim', 'Duração', 'Como terminou']);
      expect(table.rows).toEqual([
        ['Jejum I', '19/11/2026, 20:00', '22/11/2026, 20:00', '72 h 00 min', 'Até o fim previsto'],
        ['Jejum Final', '25/11/2026, 20:00', '26/11/2026, 09:15', '13 h 15 min', 'Parado pela verificação'],
      ]);
    });

    it('a fast still running is "Em andamento" with its start and no end; ended early reads plainly', () => {
      const running = reportDocument(
        reportOf(
          {
            ...records,
            fasts: {
              current: { startedAt: local(25, 20), endedAt: '' },
              log: [
                {
                  block: 'jejum-1',
                  startedAt: local(19, 20),
                  endedAt: local(21, 8),
                  plannedEndAt: local(22, 20),
                  outcome: 'early',
                },
              ],
            },
          },
          new Date(2026, 10, 26, 8, 0),
        ),
        { withPhotos: false },
      );
      expect(block(blocks(running, 'relatorio-jejuns'), 'table').rows).toEqual([
        ['Jejum I', '19/11/2026, 20:00', '21/11/2026, 08:00', '36 h 00 min', 'Encerrado antes do previsto'],
        ['Jejum Final', '25/11/2026, 20:00', '—', '12 h 00 min', 'Em andamento'],
      ]);
      expect(block(blocks(running, 'relatorio-jejuns'), 'text').text).toBe(
        'Num jejum em andamento, a duração conta até a hora deste relatório.',
      );
      expect(blocks(fasting, 'relatorio-jejuns').map((b) => b.kind)).toEqual(['table']);
    });

    it('a fast whose end a bottle moved past her tap says the end is the app’s count, with a note under the table', () => {
      const counted = reportDocument(
        reportOf(
          {
            ...records,
            fasts: {
              current: { startedAt: local(19, 20), endedAt: local(21, 0), endedAhead: true },
              log: [
                {
                  block: 'jejum-1',
                  startedAt: local(19, 20),
                  endedAt: local(21, 0),
                  plannedEndAt: local(22, 20),
                  outcome: 'early',
                  endedAhead: true,
                },
              ],
            },
          },
          new Date(2026, 10, 26, 8, 0),
        ),
        { withPhotos: false },
      );
      expect(block(blocks(counted, 'relatorio-jejuns'), 'table').rows).toEqual([
        [
          'Jejum I',
          '19/11/2026, 20:00',
          '21/11/2026, 00:00',
          '28 h 00 min',
          'Encerrado; fim contado pelo app (veja abaixo)',
        ],
      ]);
      expect(block(blocks(counted, 'relatorio-jejuns'), 'text').text).toBe(
        'Fim contado pelo app: uma garrafa de eletrólitos foi marcada com data posterior ao encerramento (o horário do celular mudou). O app conta o jejum até o início desse dia; a duração real pode ter sido menor.',
      );
    });

    it('says when there is no fast', () => {
      const table = block(blocks(doc, 'relatorio-jejuns'), 'table');
      expect(table.rows).toEqual([]);
      expect(table.empty).toBe('Nenhum jejum registrado no relógio do jejum.');
    });

    it('gives each block its check: the date and whether it advised not to fast, never the answers', () => {
      const checks = blocks(fasting, 'relatorio-verificacoes');
      expect(block(checks, 'table').rows).toEqual([
        ['Jejum I', '19/11/2026, 08:00', 'Sem impedimento nas respostas'],
        ['Jejum Final', '26/11/2026, 09:15', 'Orientou não jejuar — conversar com o médico'],
      ]);
      expect(block(checks, 'text').text).toMatch(/respostas não são guardadas/);
      // Made on day 7: Jejum I came without a check; the Jejum Final has not come yet.
      expect(block(blocks(doc, 'relatorio-verificacoes'), 'table').rows).toEqual([
        ['Jejum I', '—', 'Nenhuma verificação registrada'],
        ['Jejum Final', '—', 'Ainda não chegou'],
      ]);
    });

    it('gives the bottles of each fasting day: "1 de 1", "0 de 1" for a day gone by without one, "—" for a day ahead', () => {
      const table = block(blocks(fasting, 'relatorio-eletrolitos'), 'table');
      expect(table.columns).toEqual(['Data', 'Dia', 'Fase', 'Garrafas']);
      expect(table.rows.slice(0, 4)).toEqual([
        ['20/11/2026', '4', 'Jejum I', '1 de 1'],
        ['21/11/2026', '5', 'Jejum I', '1 de 1'],
        ['22/11/2026', '6', 'Jejum I', '0 de 1'],
        ['26/11/2026', '10', 'Jejum Final', '0 de 1'],
      ]);
      expect(table.rows).toHaveLength(9);
      // Made on day 12: its bottle so far; days 13-15 are ahead.
      expect(table.rows.slice(-4).map((r) => r[3])).toEqual(['0 de 1 (até agora)', '—', '—', '—']);
      expect(table.rows.at(-1)).toEqual(['01/12/2026', '15', 'Jejum Final', '—']);
    });
  });

  describe('read days later', () => {
    const texts = (d: ReturnType<typeof reportDocument>) => JSON.stringify(d);
    const facts = (d: ReturnType<typeof reportDocument>) => block(blocks(d, 'relatorio-medidas'), 'facts').items;
    const rowsOf = (d: ReturnType<typeof reportDocument>, id: string) => block(blocks(d, id), 'table').rows;
    // Jejum I's fast, begun on the eve of day 4 and running.
    const fastSince = new Date(2026, 10, 19, 20, 0).toISOString();

    it('on day 5, in a running fast: the summary, no "Hoje", checks not due, the bottle so far, the latest weight', () => {
      const day5 = new Date(2026, 10, 21, 10, 12);
      const d = reportDocument(
        reportOf(
          {
            ...records,
            profile: { ...profile, age: '45' },
            fasts: { current: { startedAt: fastSince, endedAt: '' }, log: [] },
            preFastChecks: { 'jejum-1': { at: new Date(2026, 10, 19, 8).toISOString(), outcome: 'go' } },
            electrolytes: [{ date: '2026-11-20', bottles: 1 }],
          },
          day5,
        ),
        { withPhotos: false },
      );
      expect(d.title).toBe('Relatório para a consulta');
      expect(d.summary).toBe('Dia 5 de 15 · Jejum I · 38 h de jejum · em 21/11/2026, 10:12');
      expect(texts(d)).not.toContain('Hoje');
      expect(rowsOf(d, 'relatorio-jejuns')).toEqual([
        ['Jejum I', '19/11/2026, 20:00', '—', '38 h 12 min', 'Em andamento'],
      ]);
      expect(rowsOf(d, 'relatorio-verificacoes').map((r) => r[2])).toEqual([
        'Sem impedimento nas respostas',
        'Ainda não chegou',
      ]);
      expect(rowsOf(d, 'relatorio-eletrolitos').slice(0, 4)).toEqual([
        ['20/11/2026', '4', 'Jejum I', '1 de 1'],
        ['21/11/2026', '5', 'Jejum I', '0 de 1 (até agora)'],
        ['22/11/2026', '6', 'Jejum I', '—'],
        ['26/11/2026', '10', 'Jejum Final', '—'],
      ]);
      const days = block(blocks(d, 'relatorio-dias'), 'days').days;
      expect(days[4]).toMatchObject({ day: 'Dia 5', date: '21/11/2026', status: 'Em andamento' });
      expect(days[5]).toMatchObject({ day: 'Dia 6', status: '—' });
      expect(facts(d).map((f) => f.label)).toContain('Peso mais recente');
      expect(facts(d).map((f) => f.label)).not.toContain('Peso final');
      expect(block(blocks(d, 'relatorio-perfil'), 'facts').items).toContainEqual({ label: 'Idade', value: '45 anos' });
    });

    it('on day 16, after the end with the final weight saved: every row dated and settled', () => {
      const day16 = new Date(2026, 11, 2, 9, 0);
      const d = reportDocument(
        reportOf(
          {
            ...records,
            results: { finalWeight: '74.5', beforePhoto: '', afterPhoto: '' },
            electrolytes: [{ date: '2026-11-20', bottles: 1 }],
          },
          day16,
        ),
        { withPhotos: false },
      );
      expect(d.summary).toBe('Desafio de 15 dias encerrado · em 02/12/2026, 09:00');
      expect(texts(d)).not.toContain('Hoje');
      expect(texts(d)).not.toContain('até agora)');
      expect(rowsOf(d, 'relatorio-verificacoes').map((r) => r[2])).toEqual([
        'Nenhuma verificação registrada',
        'Nenhuma verificação registrada',
      ]);
      const bottles = rowsOf(d, 'relatorio-eletrolitos').map((r) => r[3]);
      expect(bottles).toEqual(['1 de 1', ...Array(8).fill('0 de 1')]);
      const days = block(blocks(d, 'relatorio-dias'), 'days').days;
      expect(days.map((x) => x.status)).not.toContain('—');
      expect(days[14]).toMatchObject({ date: '01/12/2026', status: 'Não marcado' });
      expect(facts(d)).toContainEqual({ label: 'Peso final', value: '74,5\u00a0kg' });
      // No age given: no line for it.
      expect(block(blocks(d, 'relatorio-perfil'), 'facts').items.map((f) => f.label)).not.toContain('Idade');
    });

    it('without a start date there is no summary line; before the start it says so', () => {
      expect(
        reportDocument(reportOf({ ...records, profile: { ...profile, startDate: '' } }, NOW), { withPhotos: false })
          .summary,
      ).toBe('');
      const before = new Date(2026, 10, 10, 8, 0);
      expect(reportDocument(reportOf(records, before), { withPhotos: false }).summary).toBe(
        'O desafio ainda não começou · em 10/11/2026, 08:00',
      );
    });

    it('on a day without a running fast, the summary has no hours', () => {
      expect(reportDocument(reportOf(records, NOW), { withPhotos: false }).summary).toBe(
        'Dia 7 de 15 · Ceto II · em 23/11/2026, 12:00',
      );
    });
  });
});
