import { describe, expect, it } from 'vitest';
import { protocolCounts, protocolDays } from '~/domain/history';
import { protocolCountText, protocolDaysText, RESULT_MESSAGES } from './results';

describe('RESULT_MESSAGES', () => {
  it('copies the specification exactly', () => {
    expect(RESULT_MESSAGES).toEqual({
      losing: 'Incrível! Você está eliminando peso!',
      onTrack: 'Você está no caminho! Continue firme!',
      progress: 'Progresso visível da sua transformação!',
    });
  });
});

describe('protocol history texts', () => {
  it('a record says how many of the 15 days were completed; an older record says nothing it does not know', () => {
    expect(protocolDaysText(protocolDays({ daysCompleted: 4 }))).toBe('4 de 15 dias concluídos');
    expect(protocolDaysText(protocolDays({ daysCompleted: 15 }))).toBe('15 de 15 dias concluídos');
    expect(protocolDaysText(protocolDays({}))).toBe('');
  });
  it("counts 'protocolos concluídos' (spec) only while every record was completed", () => {
    const count = (records: { daysCompleted?: number }[]) => protocolCountText(protocolCounts(records));
    expect(count([])).toBe('0 protocolos concluídos');
    expect(count([{}, { daysCompleted: 15 }])).toBe('2 protocolos concluídos');
    expect(count([{ daysCompleted: 15 }])).toBe('1 protocolo concluído');
    expect(count([{ daysCompleted: 4 }])).toBe('1 protocolo registrado, nenhum concluído');
    expect(count([{ daysCompleted: 4 }, {}])).toBe('2 protocolos registrados, 1 concluído');
    expect(count([{ daysCompleted: 4 }, {}, { daysCompleted: 15 }])).toBe('3 protocolos registrados, 2 concluídos');
  });
});
