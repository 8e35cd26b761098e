import '@mantine/core/styles/Input.css';
import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { showDecimal } from '~/domain/format';

export type DecimalFieldProps = Omit<
  TextInputProps,
  'inputMode' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'label' | 'name'
> & {
  label: string;
  name: string;
  /** Uncontrolled: the number as stored ('79.5'), shown the Brazilian way ('79,5'); none for an empty field. */
  stored?: string;
  /** Controlled: the text as typed. */
  value?: string;
  onChange?: (text: string) => void;
};

/**
 * Every number a form asks for (weight, water, height, waist): a text field
 * with the phone's decimal keyboard, its label and its error. A comma or a
 * point may be typed ('79,5', '79.5'): the field posts what is typed and the
 * action reads both (domain/numbers.ts, parseDecimal); a stored number is
 * shown with a comma. A text field rather than `type="number"`, which drops a
 * comma in some browsers and changes the value on a scroll.
 */
export const DecimalField = forwardRef<HTMLInputElement, DecimalFieldProps>(function DecimalField(
  { stored, value, onChange, ...props },
  ref,
) {
  const controlled = value !== undefined;
  return (
    <TextInput
      ref={ref}
      inputMode="decimal"
      autoComplete="off"
      {...props}
      {...(controlled
        ? { value, onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange?.(e.currentTarget.value) }
        : { defaultValue: showDecimal(stored ?? '') })}
    />
  );
});
