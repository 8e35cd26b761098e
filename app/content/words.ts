/** The grammar the texts share: a count and the form of the word that fits it. */

/** '1 item', '3 itens': the count and the word that fits it. */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
