import { DecimalField } from './decimal-field';

/**
 * The optional waist, in cm (issue 24), as Início's check-in, the Diário and
 * Perfil ask for it: typed like the weight ('82,5'), checked by the action
 * against domain/limits.
 */
export function WaistField({
  label = 'Cintura (cm)',
  name = 'waist',
  stored,
  error,
}: {
  label?: string;
  name?: string;
  /** The waist as stored ('82.5'), shown the Brazilian way; none for an empty field. */
  stored: string | undefined;
  error?: string;
}) {
  return (
    <DecimalField
      label={label}
      name={name}
      placeholder="Ex: 82,5"
      description="Opcional. Meça sempre no mesmo lugar, com a fita sem apertar."
      stored={stored}
      error={error}
    />
  );
}
