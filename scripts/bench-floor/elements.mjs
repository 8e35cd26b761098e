/**
 * The element floor's layout: how the floor page draws `count` Mantine
 * elements in all, with the bare page's own three (its Stack, Title and Text)
 * among them. The rest are sections as decision 008 measured them: a Paper
 * holding a Stack, a Title and rows, each row a Group of two Text spans
 * (3 + 3 × rows elements); what a section cannot hold is loose Texts.
 */
const BARE_ELEMENTS = 3;
const ROWS = 5;

/** `{ sections: [rows, …], loose }`: every section's row count and the Texts left over. */
export function floorLayout(count) {
  let left = Math.max(0, Math.floor(count) - BARE_ELEMENTS);
  const sections = [];
  while (left >= 3) {
    const rows = Math.min(ROWS, Math.floor((left - 3) / 3));
    sections.push(rows);
    left -= 3 + 3 * rows;
  }
  return { sections, loose: left };
}

/** The Mantine elements a layout draws, the bare page's included. */
export const layoutElements = ({ sections, loose }) =>
  BARE_ELEMENTS + sections.reduce((n, rows) => n + 3 + 3 * rows, 0) + loose;
