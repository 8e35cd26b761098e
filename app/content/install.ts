/** The install guide (spec §2, Install). */
export const INSTALL_GUIDES = [
  {
    id: 'android',
    title: 'Android (Chrome)',
    steps: [
      'Abra este site no Google Chrome.',
      'Toque no menu (⋮) no canto superior direito.',
      "Escolha 'Instalar app' ou 'Adicionar à tela inicial'.",
      'Confirme tocando em Instalar.',
    ],
  },
  {
    id: 'iphone',
    title: 'iPhone (Safari)',
    steps: [
      'Abra este site no Safari.',
      'Toque no botão Compartilhar (o quadrado com a seta para cima).',
      "Escolha 'Adicionar à Tela de Início'.",
      'Confirme tocando em Adicionar.',
    ],
  },
] as const;

export type InstallGuideId = (typeof INSTALL_GUIDES)[number]['id'];

/** The anchor of a guide's heading on /instalar, so other screens can link to its steps. */
export const installGuideAnchor = (id: InstallGuideId) => `guia-${id}`;
