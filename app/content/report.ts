/**
 * The words of "Relatório para a consulta": on the
 * screen, on paper and in its PDF. The diary's columns, which the
 * spreadsheet on Resultados shares, are in diary-table.ts.
 */
import type { CheckOutcome } from '~/domain/pre-fast-check';
import type { DayStatus, ReportWhere } from '~/domain/report';
import type { ReportFastEnd } from '~/domain/report-fasts';
import type { Toast } from '~/domain/toast';
import { BLOCK_TEXT } from './blocks';
import { NONE } from './diary-table';
import { daysDoneLine } from './outcome';
import { BASE_MENU, CETO_ADVICE, CETO_INTRO, ELECTROLYTES, FAST_ALLOWED, FAST_INTRO } from './phases';
import { titleOf } from './screens';

export const REPORT_TEXT = {
  title: titleOf('/relatorio'),
  subtitle: (madeAt: string) => `M15 · Ativação Metabólica em 15 Dias · Gerado em ${madeAt}`,
  /** The screen's subtitle when the summary under it says when the report was made. */
  app: 'M15 · Ativação Metabólica em 15 Dias',
  heroEyebrow: 'Para levar à consulta',
  intro: 'Imprima, salve ou compartilhe em PDF para levar à consulta. Funciona sem internet.',
  print: 'Imprimir',
  back: 'Voltar aos Resultados',
  withPhotosNote: 'As fotos só entram no relatório e no PDF se você marcar.',
  profile: {
    title: 'Perfil',
    name: 'Nome',
    startDate: 'Data de início',
    initialWeight: 'Peso inicial',
    height: 'Altura',
    bmi: 'IMC',
    initialWaist: 'Cintura inicial',
    age: 'Idade',
    years: (age: number) => `${age} anos`,
  },
  days: {
    title: 'Os 15 dias',
    done: daysDoneLine,
    day: (day: number) => `Dia ${day}`,
  },
  protocol: { title: 'O protocolo, em resumo', electrolytes: 'Eletrólitos' },
  measures: {
    title: 'Peso e cintura até agora',
    initialWeight: 'Peso inicial',
    latestWeight: 'Peso mais recente',
    finalWeight: 'Peso final',
    lostSoFar: 'kg eliminados até agora',
    lost: 'kg eliminados',
    firstWaist: 'Primeira medida da cintura',
    latestWaist: 'Cintura mais recente',
    waistLost: 'cm de cintura eliminados até agora',
    weightChart: 'Evolução do peso',
    waistChart: 'Evolução da cintura',
    /** A chart's accessible name: 'Gráfico da evolução do peso'. */
    chartLabel: (title: string) => `Gráfico da ${title.toLowerCase()}`,
  },
  diary: { title: 'Diário', empty: 'Nenhum registro no diário ainda.' },
  fasts: {
    title: 'Os jejuns',
    columns: ['Bloco', 'Início', 'Fim', 'Duração', 'Como terminou'],
    empty: 'Nenhum jejum registrado no relógio do jejum.',
    /** Under the table while a fast runs. */
    running: 'Num jejum em andamento, a duração conta até a hora deste relatório.',
    /** Under the table when a fast's end was moved past the tap by a bottle (domain/fast-log.ts `withEndMark`). */
    counted:
      'Fim contado pelo app: uma garrafa de eletrólitos foi marcada com data posterior ao encerramento (o horário do celular mudou). O app conta o jejum até o início desse dia; a duração real pode ter sido menor.',
  },
  checks: {
    title: 'Verificação antes dos jejuns',
    columns: ['Bloco', 'Feita em', 'Resultado'],
    note: 'As respostas não são guardadas: o app registra só quando a verificação foi feita e se ela orientou não jejuar.',
    empty: 'Nenhuma verificação registrada.',
  },
  electrolytes: {
    title: 'Eletrólitos nos dias de jejum',
    columns: ['Data', 'Dia', 'Fase', 'Garrafas'],
    bottles: (n: number, of: number) => `${n} de ${of}`,
    /** The report's own day: more bottles may come before it ends. */
    soFar: (bottles: string) => `${bottles} (até agora)`,
    empty: 'Sem data de início no Perfil e nenhuma garrafa marcada.',
  },
  photos: {
    title: 'Fotos de antes e depois',
    before: 'Antes',
    after: 'Depois',
    none: 'Sem foto',
    unreadable: 'Foto indisponível',
  },
  footer: (madeAt: string) => [
    `Relatório feito pelo app M15 em ${madeAt}, com os dados que a própria pessoa registrou no celular.`,
    'O M15 não substitui orientação médica ou nutricional.',
  ],
  pageNumber: 'Página {n} de {total}',
} as const;

/**
 * How each day of the 15 reads: a day not come yet is '—', never a failure.
 * Never "Hoje": the report is read days later, and each row says its date.
 */
export const DAY_STATUS_TEXT: Record<DayStatus, string> = {
  done: '✓ Concluído',
  todayDone: '✓ Concluído',
  today: 'Em andamento',
  notMarked: 'Não marcado',
  ahead: NONE,
  unknown: NONE,
};

/** How a fast ended, in words that judge nothing: ending early is her choice. */
export const FAST_END_TEXT: Record<ReportFastEnd, string> = {
  goal: 'Até o fim previsto',
  early: 'Encerrado antes do previsto',
  stopped: 'Parado pela verificação',
  running: 'Em andamento',
  counted: 'Encerrado; fim contado pelo app (veja abaixo)',
};

/** What the check before a block said; never the answers. A block still ahead owes no check. */
export const CHECK_OUTCOME_TEXT: Record<CheckOutcome | 'none' | 'notYet', string> = {
  go: 'Sem impedimento nas respostas',
  stop: 'Orientou não jejuar — conversar com o médico',
  none: 'Nenhuma verificação registrada',
  notYet: 'Ainda não chegou',
};

/**
 * The line at the top: where she stands when the report is made, and when
 * ('Dia 5 de 15 · Jejum I · 38 h de jejum · em 23/11/2026, 12:00'); '' without
 * a start date. `phase` is the block's name, `days` the challenge's length.
 */
export function reportSummary(where: ReportWhere, phase: string, madeAt: string, days: number): string {
  const { day } = where;
  if (day === null) return '';
  const when = `em ${madeAt}`;
  if (day.kind === 'before') return `O desafio ainda não começou · ${when}`;
  if (day.kind === 'after') return `Desafio de ${days} dias encerrado · ${when}`;
  const fasting = where.fastHours === null ? [] : [`${where.fastHours}\u00a0h de jejum`];
  return [`Dia ${day.day} de ${days}`, phase, ...fasting, when].join(' · ');
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
/** 'a, b e c'. */
const listOf = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const cetoText = (intro: string) =>
  [
    intro,
    ...CETO_ADVICE,
    `Cardápio base: ${BASE_MENU.map((m) => `${lower(m.meal)}, ${lower(m.food)}`).join('; ')}.`,
  ].join(' ');
const fastText = (intro: string) => `${intro} Permitido: ${listOf(FAST_ALLOWED.map(lower))}.`;

/**
 * "O protocolo, em resumo": one short paragraph per phase and one for the
 * electrolytes, all from the texts of the Fases screen (content/phases.ts).
 */
export function protocolSummary(): { title: string; text: string }[] {
  return [
    { title: BLOCK_TEXT['ceto-1'].tab, text: cetoText(CETO_INTRO['ceto-1']) },
    { title: BLOCK_TEXT['jejum-1'].tab, text: fastText(FAST_INTRO['jejum-1']) },
    { title: BLOCK_TEXT['ceto-2'].tab, text: cetoText(CETO_INTRO['ceto-2']) },
    { title: BLOCK_TEXT['jejum-final'].tab, text: fastText(FAST_INTRO['jejum-final']) },
    {
      title: REPORT_TEXT.protocol.electrolytes,
      text: [
        `Nos dias de jejum, a mistura de ${listOf(ELECTROLYTES.ingredients)}.`,
        ...ELECTROLYTES.howTo.slice(1, 2),
        ELECTROLYTES.perDay,
        ...ELECTROLYTES.howTo.slice(3),
      ]
        .map(sentence)
        .join(' '),
    },
  ];
}

/** "Compartilhar relatório (PDF)" and what it says. */
export const REPORT_PDF_TEXT = {
  button: 'Compartilhar relatório (PDF)',
  busy: 'Criando o PDF…',
  what: 'A criação do PDF',
  shareTitle: 'Relatório M15 para a consulta',
} as const;

export const reportPdfDownloadedToast = (fileName: string): Toast => ({
  kind: 'success',
  title: 'PDF pronto',
  message: `O arquivo ${fileName} foi salvo nos downloads. Envie para quem acompanha você na consulta.`,
});

export const reportPdfFailedToast: Toast = {
  kind: 'error',
  title: 'Não foi possível criar o PDF',
  message: 'Tente de novo. Você também pode usar Imprimir e escolher salvar como PDF.',
};
