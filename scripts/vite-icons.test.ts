import { describe, expect, it } from 'vitest';
import { iconModules, rewriteIconImports } from '../vite.icons';

const ICONS = '@tabler/icons-react/dist/esm/icons';

describe('tablerIconsDirect (vite.icons.ts)', () => {
  const icons = iconModules(process.cwd());

  it("maps every icon name the package's index exports, aliases too", () => {
    expect(icons.size).toBeGreaterThan(5000);
    expect(icons.get('IconTrash')).toBe(`${ICONS}/IconTrash.mjs`);
    // Old names the index keeps as aliases point at the icon that replaced them.
    expect(icons.get('IconPackage')).toBe(`${ICONS}/IconPackage.mjs`);
    expect(icons.get('IconBoxSeam')).toBe(`${ICONS}/IconPackage.mjs`);
    expect(icons.has('createReactComponent')).toBe(false);
  });

  it('points each named icon at its own module, on the same line', () => {
    const code = "import { IconPlus, IconTrash as Bin } from '@tabler/icons-react';\nconst x = 1;\n";
    expect(rewriteIconImports(code, icons)).toBe(
      `import IconPlus from '${ICONS}/IconPlus.mjs'; import Bin from '${ICONS}/IconTrash.mjs';\nconst x = 1;\n`,
    );
  });

  it('leaves what is not an icon on the index', () => {
    const code = 'import { createReactComponent, IconCheck } from "@tabler/icons-react"';
    expect(rewriteIconImports(code, icons)).toBe(
      `import { createReactComponent } from "@tabler/icons-react"; import IconCheck from "${ICONS}/IconCheck.mjs";`,
    );
    expect(rewriteIconImports("import type { Icon } from '@tabler/icons-react';", icons)).toBeNull();
    expect(rewriteIconImports("import { useState } from 'react';", icons)).toBeNull();
  });
});
