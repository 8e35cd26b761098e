import { realpathSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { definitions, directImports, rewriteImports, rewrites } from './direct-imports';

const root = process.cwd();
// Where Node resolves the packages (node_modules may be a link).
const modules = realpathSync(path.join(root, 'node_modules'));
const ICONS = path.join(modules, '@tabler/icons-react/dist/esm/icons');
const CORE = path.join(modules, '@mantine/core/esm');
const packages = new Map(
  ['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@tabler/icons-react'].map((p) => [
    p,
    definitions(root, p),
  ]),
);
const icons = packages.get('@tabler/icons-react')!;
const core = packages.get('@mantine/core')!;

describe('directImports (loading/direct-imports.ts)', () => {
  it("rewrites the app's modules and Mantine's add-ons, no other package and no stylesheet", () => {
    expect(rewrites('/repo/app/routes/resultados/photo-slot.tsx')).toBe(true);
    expect(rewrites(path.join(modules, '@mantine/dropzone/esm/DropzoneFullScreen.mjs'))).toBe(true);
    expect(rewrites(path.join(modules, '@mantine/charts/esm/LineChart/LineChart.mjs'))).toBe(true);
    expect(rewrites(path.join(modules, '@mantine/notifications/esm/Notifications.mjs'))).toBe(true);
    expect(rewrites(path.join(CORE, 'components/Button/Button.mjs'))).toBe(false);
    expect(rewrites(path.join(modules, 'react-dropzone/dist/es/index.js'))).toBe(false);
    expect(rewrites('/repo/app/components/ui.module.css')).toBe(false);
  });

  it("maps every name the packages' indexes export to the module that defines it", () => {
    expect(icons.size).toBeGreaterThan(5000);
    expect(icons.get('IconTrash')).toEqual({ file: `${ICONS}/IconTrash.mjs`, name: 'default' });
    // Old names the index keeps as aliases point at the icon that replaced them.
    expect(icons.get('IconBoxSeam')).toEqual({ file: `${ICONS}/IconPackage.mjs`, name: 'default' });
    expect(icons.has('createReactComponent')).toBe(true);
    expect(core.get('Button')).toEqual({ file: `${CORE}/components/Button/Button.mjs`, name: 'Button' });
    expect(core.get('rem')?.file).toBe(`${CORE}/core/utils/units-converters/rem.mjs`);
    // Re-exported from another package: that package, as the index imports it.
    expect(core.get('RemoveScroll')).toEqual({
      file: 'react-remove-scroll',
      name: 'RemoveScroll',
      via: `${CORE}/index.mjs`,
    });
    expect(packages.get('@mantine/notifications')!.get('notifications')?.file).toMatch(/notifications\.store\.mjs$/);
  });

  it('points each named import at its module, one import per module, on the same line', () => {
    const code = "import { IconPlus, IconTrash as Bin } from '@tabler/icons-react';\nconst x = 1;\n";
    expect(rewriteImports(code, packages)).toBe(
      `import { default as IconPlus } from '${ICONS}/IconPlus.mjs'; import { default as Bin } from '${ICONS}/IconTrash.mjs';\nconst x = 1;\n`,
    );
    const mantine = 'import {\n  Button,\n  em,\n  rem as r,\n} from "@mantine/core";';
    expect(rewriteImports(mantine, packages)).toBe(
      `import { Button } from "${CORE}/components/Button/Button.mjs"; import { em, rem as r } from "${CORE}/core/utils/units-converters/rem.mjs";`,
    );
  });

  it('leaves types, unknown names and other packages on the index', () => {
    const code = "import { NoSuchName, type MantineTheme, Text } from '@mantine/core';";
    expect(rewriteImports(code, packages)).toBe(
      `import { NoSuchName, type MantineTheme } from '@mantine/core'; import { Text } from '${CORE}/components/Text/Text.mjs';`,
    );
    expect(rewriteImports("import type { MantineTheme } from '@mantine/core';", packages)).toBeNull();
    expect(rewriteImports("import { useState } from 'react';", packages)).toBeNull();
    expect(rewriteImports("import '@mantine/core/styles/Button.css';", packages)).toBeNull();
  });

  it("points a name the index re-exports from another package at that package's module, resolved from the index", async () => {
    const plugin = directImports();
    const asked: [string, string | undefined][] = [];
    const resolve = async (spec: string, importer?: string) => {
      asked.push([spec, importer]);
      return { id: `/resolved/${spec}/index.js`, external: false };
    };
    (plugin.configResolved as (c: { root: string }) => void)({ root });
    await (plugin.buildStart as unknown as (this: { resolve: typeof resolve }) => Promise<void>).call({ resolve });
    expect(asked).toContainEqual(['react-remove-scroll', `${CORE}/index.mjs`]);
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform("import { RemoveScroll } from '@mantine/core';", '/repo/app/x.tsx')?.code).toBe(
      "import { RemoveScroll } from '/resolved/react-remove-scroll/index.js';",
    );
  });

  it('keeps a re-exported name on the index when its package does not resolve', async () => {
    const plugin = directImports();
    (plugin.configResolved as (c: { root: string }) => void)({ root });
    const resolve = async () => null;
    await (plugin.buildStart as unknown as (this: { resolve: typeof resolve }) => Promise<void>).call({ resolve });
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform("import { RemoveScroll } from '@mantine/core';", '/repo/app/x.tsx')).toBeNull();
  });
});
