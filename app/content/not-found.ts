/**
 * The page of an address that does not exist (the 404): the specification's
 * English words, then the same in Portuguese, the app's language.
 */
export const NOT_FOUND = {
  /** The document title and the Portuguese heading. */
  title: 'Página não encontrada',
  /** The specification's own words, shown in English (lang="en"). */
  specTitle: 'Oops! Page not found',
  /** The sentence around the missing address, which the screen shows as code between the two pieces. */
  addressBefore: 'O endereço',
  addressAfter: 'não existe no M15.',
} as const;
