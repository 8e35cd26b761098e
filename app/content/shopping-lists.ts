/** The ready-made shopping lists (spec §3 "Ready-made shopping lists"). */
export interface ReadyList {
  id: 'basica' | 'cetogenica' | 'carnivora';
  title: string;
  items: readonly string[];
}

export const READY_LISTS: readonly ReadyList[] = [
  { id: 'basica', title: 'Lista Básica', items: ['Ovos', 'Manteiga', 'Carne bovina', 'Frango', 'Sal'] },
  {
    id: 'cetogenica',
    title: 'Cetogênica',
    items: ['Ovos', 'Manteiga', 'Carne', 'Queijo', 'Creme de leite', 'Bacon'],
  },
  { id: 'carnivora', title: 'Carnívora', items: ['Carne bovina', 'Frango', 'Ovos', 'Manteiga', 'Sal rosa'] },
];
