/** The bottom navigation, in the specification's order (§2). */
export const NAV_ITEMS = [
  { to: '/', label: 'Início', icon: 'home' },
  { to: '/perfil', label: 'Perfil', icon: 'user' },
  { to: '/tutorial', label: 'Tutorial', icon: 'tutorial' },
  { to: '/jornada', label: 'Jornada', icon: 'journey' },
  { to: '/fases', label: 'Fases', icon: 'phases' },
  { to: '/diario', label: 'Diário', icon: 'diary' },
  { to: '/resultados', label: 'Resultados', icon: 'results' },
  { to: '/receitas', label: 'Receitas', icon: 'recipes' },
  { to: '/anotacoes', label: 'Anotações', icon: 'notes' },
  { to: '/depoimento', label: 'Depoimento', icon: 'testimonial' },
] as const;

export type NavIcon = (typeof NAV_ITEMS)[number]['icon'];
