import { type RefObject, useEffect } from 'react';

/**
 * The one way a form answers a refused save: after the action returns field
 * errors, keyboard focus moves to the first invalid field, in the order the
 * form shows them (screen readers then read its label and its message).
 */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  errors: Partial<Record<string, string>> | null | undefined,
) {
  useEffect(() => {
    if (!errors || !form.current) return;
    const invalid = new Set(Object.keys(errors).filter((name) => errors[name]));
    const first = Array.from(form.current.elements).find(
      (el): el is HTMLElement & { name: string } =>
        el instanceof HTMLElement && 'name' in el && invalid.has(String(el.name)) && !(el as HTMLInputElement).hidden,
    );
    first?.focus();
  }, [errors, form]);
}
