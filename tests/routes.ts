/** Every screen of the specification (§2), and the report of issue 24, with the heading it shows. */
export const ROUTES = [
  { path: '/', title: 'Bem-vindo ao M15', nav: 'Início' },
  { path: '/perfil', title: 'Seu Perfil', nav: 'Perfil' },
  { path: '/tutorial', title: 'Tutorial do App M15', nav: 'Tutorial' },
  { path: '/jornada', title: 'Jornada dos 15 Dias', nav: 'Jornada' },
  { path: '/fases', title: 'Fases do Protocolo', nav: 'Fases' },
  { path: '/diario', title: 'Diário de Progresso', nav: 'Diário' },
  { path: '/resultados', title: 'Seus Resultados', nav: 'Resultados' },
  { path: '/receitas', title: 'Receitas do Protocolo', nav: 'Receitas' },
  { path: '/anotacoes', title: 'Anotações', nav: 'Anotações' },
  { path: '/depoimento', title: 'Deixe seu Depoimento', nav: 'Depoimento' },
  { path: '/instalar', title: 'Instalar no Celular', nav: null },
  { path: '/relatorio', title: 'Relatório para o nutricionista', nav: null },
  { path: '/pagina-que-nao-existe', title: '404', nav: null },
] as const;

export const NAV_ORDER = [
  'Início',
  'Perfil',
  'Tutorial',
  'Jornada',
  'Fases',
  'Diário',
  'Resultados',
  'Receitas',
  'Anotações',
  'Depoimento',
];
