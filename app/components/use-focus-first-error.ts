import { type RefObject, useEffect } from 'react';

/** After an action answers with field errors, focus the first invalid field (in form order). */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  errors: Partial<Record<string, string>> | undefined,
  order: readonly string[],
) {
  useEffect(() => {
    if (!errors) return;
    const first = order.find((name) => errors[name]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors, form, order]);
}
