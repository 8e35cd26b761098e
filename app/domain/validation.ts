/**
 * What every form's validation answers, whichever screen it belongs to
 * (profile, diary, the check-in): the value to store, or a message per field
 * and the toast that sums them up.
 */
import type { Toast } from './toast';

/** A field left empty that the form needs. */
export const REQUIRED_MESSAGE = 'Campo obrigatório.';

/** The message of each field that cannot be saved as it is. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type Validated<T, F extends string> =
  { ok: true; value: T } | { ok: false; errors: FieldErrors<F>; toast: Toast };
