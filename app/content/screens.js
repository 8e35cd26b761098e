// Plain JavaScript with its types in JSDoc, so that Node runs it as it is:
// the bench and the screenshots (scripts/*.mjs, Node 20, which cannot import
// TypeScript) read the same list as the app and the end-to-end tests.

/**
 * Every screen of the specification (§2), the report for the nutritionist
 * and the page of an address that does not exist, written once:
 * the bottom bar (`nav.ts`), the end-to-end tests (`tests/routes.ts`), the
 * bench and the screenshots all read it.
 *
 * - `id`: a short name for files and lists (`docs/screenshots/<id>-360.png`);
 * - `title`: the heading (h1) the screen shows a new user;
 * - `nav`: its label in the bottom bar and `icon` its glyph, in the bar's
 *   order; `null` for a screen the bar does not list.
 */
export const SCREENS = /** @type {const} */ ([
  { id: 'inicio', path: '/', title: 'Boas-vindas ao M15', nav: 'Início', icon: 'home' },
  { id: 'perfil', path: '/perfil', title: 'Seu Perfil', nav: 'Perfil', icon: 'user' },
  { id: 'tutorial', path: '/tutorial', title: 'Tutorial do App M15', nav: 'Tutorial', icon: 'tutorial' },
  { id: 'jornada', path: '/jornada', title: 'Jornada dos 15 Dias', nav: 'Jornada', icon: 'journey' },
  { id: 'fases', path: '/fases', title: 'Fases do Protocolo', nav: 'Fases', icon: 'phases' },
  { id: 'diario', path: '/diario', title: 'Diário de Progresso', nav: 'Diário', icon: 'diary' },
  { id: 'resultados', path: '/resultados', title: 'Seus resultados', nav: 'Resultados', icon: 'results' },
  { id: 'receitas', path: '/receitas', title: 'Receitas do protocolo', nav: 'Receitas', icon: 'recipes' },
  { id: 'anotacoes', path: '/anotacoes', title: 'Anotações', nav: 'Anotações', icon: 'notes' },
  { id: 'depoimento', path: '/depoimento', title: 'Deixe seu depoimento', nav: 'Depoimento', icon: 'testimonial' },
  { id: 'instalar', path: '/instalar', title: 'Instalar no celular', nav: null, icon: null },
  { id: 'relatorio', path: '/relatorio', title: 'Relatório para a consulta', nav: null, icon: null },
  { id: '404', path: '/pagina-que-nao-existe', title: '404', nav: null, icon: null },
]);

/**
 * The heading of the screen at `path`, as the list above writes it: the one
 * home of each screen's title, for its page title, its h1 and the links that
 * name it.
 * @param {(typeof SCREENS)[number]['path']} path
 * @returns {string}
 */
export function titleOf(path) {
  const screen = SCREENS.find((s) => s.path === path);
  if (!screen) throw new Error(`no screen at ${path}`);
  return screen.title;
}
