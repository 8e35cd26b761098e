import { titleOf } from './screens';

/** The screen's own words (spec §2, Install: it works without internet once installed, and needs no app store). */
export const INSTALL_TEXT = {
  title: titleOf('/instalar'),
  subtitle: 'Tenha o M15 na tela inicial do celular, como um app.',
  offlineTitle: 'Funciona sem internet',
  offline:
    'Depois de instalado, o M15 funciona sem internet. Não precisa de loja de apps: ele se instala direto do navegador.',
  /** The one-tap install, shown only where the browser offers it: on a phone. */
  installNow: 'Instalar agora',
  /** The same, on a computer: secondary there, after the way to the phone. */
  installHere: 'Instalar neste computador',
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
    // The home-screen app keeps data of its own (lib/app-storage.ts): the whole way, backup first.
    steps: [
      'Abra este site no Safari.',
      'Se você já registrou algo aqui, faça um backup aqui: o app da Tela de Início começa vazio.',
      'Toque no botão Compartilhar (o quadrado com a seta para cima).',
      'Escolha “Adicionar à Tela de Início”.',
      'Confirme tocando em Adicionar.',
      'Abra o M15 pelo ícone na Tela de Início.',
      'Se você fez backup, toque em Restaurar backup e escolha o arquivo.',
    ],
  },
] as const;

/** The iPhone guide's step under which its backup button sits (in the iPhone's browser). */
export const IPHONE_GUIDE_BACKUP_STEP = 1;

export type InstallGuideId = (typeof INSTALL_GUIDES)[number]['id'];

/** The anchor of a guide's heading on /instalar, so other screens can link to its steps. */
export const installGuideAnchor = (id: InstallGuideId) => `guia-${id}`;

/**
 * From a computer to the phone, and back: the app's address as a
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
