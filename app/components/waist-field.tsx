import { DAY_RECORD_FIELDS } from '~/content/messages';
import { DecimalField, type DecimalFieldProps } from './decimal-field';

/**
 * The optional waist, in cm, as Início's check-in, the Diário and
 * Perfil ask for it: typed like the weight ('82,5'), checked by the action
 * against domain/limits.
 */
export function WaistField({
  label = DAY_RECORD_FIELDS.waist.label,
  name = 'waist',
  stored,
  error,
  classNames,
}: {
  label?: string;
  name?: string;
  /** The waist as stored ('82.5'), shown the Brazilian way; none for an empty field. */
  stored: string | undefined;
  error?: string;
  /** Classes for the field's parts (Hoje lays the waist beside the weight). */
  classNames?: DecimalFieldProps['classNames'];
}) {
  return (
    <DecimalField
      label={label}
      name={name}
      placeholder={DAY_RECORD_FIELDS.waist.placeholder}
      description={DAY_RECORD_FIELDS.waist.description}
      stored={stored}
      error={error}
      classNames={classNames}
    />
  );
}
