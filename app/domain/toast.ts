/** What an action asks the screen to tell the user. */
export interface Toast {
  kind: 'success' | 'error' | 'info';
  title: string;
  message?: string;
}

/** A form with values no person has (out of range, not a date): the fields say which. */
export const invalidFieldsToast: Toast = {
  kind: 'error',
  title: 'Confira os campos destacados',
  message: 'Alguns valores não parecem corretos. Nada foi salvo.',
};

export const storageFullToast: Toast = {
  kind: 'error',
  title: 'Armazenamento cheio',
  message: 'Não foi possível salvar: o espaço do aparelho acabou. Nada foi perdido — libere espaço e tente de novo.',
};

export const storageUnavailableToast: Toast = {
  kind: 'error',
  title: 'Não foi possível salvar',
  message: 'O navegador bloqueou o armazenamento deste app. Verifique se não está em modo anônimo.',
};
