import type { BlockId } from '~/domain/challenge';

/** How each protocol block is named on Journey and on the Phases tabs (spec §2, §3). */
export const BLOCK_TEXT: Record<BlockId, { name: string; tab: string; summary: string }> = {
  'ceto-1': { name: 'Cetocarnívora I', tab: 'Ceto I', summary: 'Carnes, ovos e gorduras' },
  'jejum-1': { name: 'Jejum I', tab: 'Jejum I', summary: 'Jejum com água, café e chá' },
  'ceto-2': { name: 'Cetocarnívora II', tab: 'Ceto II', summary: 'Carnes, ovos e gorduras' },
  'jejum-final': {
    name: 'Jejum Final',
    tab: 'Jejum Final',
    summary: 'Jejum total: sem comida; água, café e chá sem açúcar e eletrólitos liberados',
  },
};

/**
 * The link to a block's tab on Fases, from Hoje and from Jornada: 'Ver a fase
 * Cetocarnívora I', by the name the cards around it use (not the tab's short 'Ceto I').
 */
export const phaseLink = (block: BlockId) => `Ver a fase ${BLOCK_TEXT[block].name}`;
