/**
 * What a screen says when a part of the app could not be downloaded (a
 * first visit cut short, a cache the phone cleared, mobile data that
 * dropped). Never a promise that cannot be kept: a retry is offered only
 * when one can work; otherwise a reload, and only once nothing typed would
 * be lost.
 */
import type { Toast } from './toast';

export function partUnavailableText(
  what: string,
  reloadNeeded: boolean,
): { message: string; action: string; saveFirst: string } {
  return reloadNeeded
    ? {
        message: `${what} não carregou, e só volta depois que o app for recarregado. Seus dados continuam guardados no aparelho.`,
        action: 'Recarregar o app',
        saveFirst: 'Você preencheu algo nesta tela que ainda não foi salvo. Salve primeiro e depois recarregue o app.',
      }
    : {
        message: `${what} não carregou: parece que a internet caiu. O app tenta de novo sozinho quando a conexão voltar, ou toque em Tentar de novo.`,
        action: 'Tentar de novo',
        saveFirst: '',
      };
}

/** An action needed a part that did not load; it changed nothing. */
export function partMissingToast(reloadNeeded: boolean): Toast {
  return {
    kind: 'error',
    title: 'Não foi possível concluir',
    message: reloadNeeded
      ? 'Uma parte do app não carregou e só volta depois que o app for recarregado (feche e abra de novo). Nada foi alterado.'
      : 'Parte do app ainda não foi baixada. Conecte-se à internet e tente de novo. Nada foi alterado.',
  };
}
