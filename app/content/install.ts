import { titleOf } from './screens';

/** The screen's own words (spec §2, Install: it works without internet once installed, and needs no app store). */
export const INSTALL_TEXT = {
  title: titleOf('/instalar'),
  subtitle: 'Tenha o M15 na tela inicial do celular, como um app.',
  offlineTitle: 'Funciona sem internet',
  offline:
    'Depois de instalado, o M15 funciona sem internet. Não precisa de loja de apps: ele se instala direto do navegador.',
  /** The one-tap install, shown only where the browser offers it. */
  installNow: 'Instalar agora',
} as const;

/** The install guide (spec §2, Install). */
export const INSTALL_GUIDES = [
  {
    id: 'android',
    title: 'Android (Chrome)',
    steps: [
      'Abra este site no Google Chrome.',
      'Toque no menu (⋮) no canto superior direito.',
      'Escolha “Instalar app” ou “Adicionar à tela inicial”.',
      'Confirme tocando em Instalar.',
    ],
  },
  {
    id: 'iphone',
    title: 'iPhone (Safari)',
    steps: [
      'Abra este site no Safari.',
      'Toque no botão Compartilhar (o quadrado com a seta para cima).',
      'Escolha “Adicionar à Tela de Início”.',
      'Confirme tocando em Adicionar.',
    ],
  },
] as const;

export type InstallGuideId = (typeof INSTALL_GUIDES)[number]['id'];

/** The anchor of a guide's heading on /instalar, so other screens can link to its steps. */
export const installGuideAnchor = (id: InstallGuideId) => `guia-${id}`;

/**
 * From a computer to the phone, and back (issue 31): the app's address as a
 * QR code on Instalar at desktop widths, and the three steps that take the
 * data along, since each device keeps its own.
 */
export const OPEN_ON_PHONE = {
  title: 'Abra no celular',
  text: 'Aponte a câmera do celular para este código: o M15 abre no navegador, e daí é só instalar.',
  alt: (address: string) => `Código QR com o endereço do M15 (${address})`,
  address: 'Ou digite o endereço:',
  /** The QR code, as the sentence of a part that did not load names it. */
  qrPart: 'O código QR',
} as const;
