// The arrows of ARCHITECTURE.md are lint rules (eslint.config.js). These
// fixtures prove each one fails `npm test` when broken, and that the allowed
// imports pass: a rule that cannot fail protects nothing.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The restricted-import messages ESLint gives `code` as if it lived at `filePath`. */
async function arrows(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => /restricted-imports|restricted-syntax/.test(m.ruleId ?? ''))
    .map((m) => m.message);
}

const FORBIDDEN = [
  ['app/components/photo-card.tsx', "import { getPhoto } from '~/storage/photos';"],
  ['app/components/shell/notice.tsx', "import { load } from '../../storage/registry';"],
  ['app/components/x.tsx', "import { clientLoader } from '~/routes/perfil/route';"],
  // Of the data route, shared UI may name the answer's type only.
  ['app/components/x.tsx', "import { dataAction } from '~/routes/dados/action';"],
  ['app/components/x.tsx', "import { clientAction } from '~/routes/dados/route';"],
  ['app/components/x.tsx', "import type { ProfileActionResult } from '~/routes/perfil/action';"],
  ['app/routes/resultados/chart-card.tsx', "import { getPhoto } from '~/storage/photos';"],
  ['app/routes/resultados/chart-card.tsx', "import { ProfileForm } from '~/routes/perfil/profile-form';"],
  ['app/routes/resultados/route.tsx', "import { ProfileForm } from '../perfil/profile-form';"],
  ['app/lib/share-or-download.ts', "import { loadProfile } from '~/storage/profile';"],
  ['app/lib/share-or-download.ts', "import { useState } from 'react';"],
  ['app/lib/share-or-download.ts', "import { QUOTES } from '~/content/quotes';"],
  ['app/storage/notes.ts', "import { showToast } from '~/components/show-toast';"],
  ['app/storage/notes.ts', "import { QUOTES } from '~/content/quotes';"],
  ['app/domain/rules.ts', "import { load } from '~/storage/registry';"],
  ['app/domain/rules.ts', "import { QUOTES } from '~/content/quotes';"],
  ['app/domain/rules.ts', "import { useState } from 'react';"],
  ['app/domain/rules.ts', "import { get } from 'idb-keyval';"],
  ['app/content/texts.ts', "import { BLOCKS } from '~/domain/challenge';"],
  ['app/content/texts.ts', "import { load } from '~/storage/registry';"],
  // import() is an import too.
  ['app/routes/_index/today-screen.tsx', "export const f = () => import('~/storage/photos');"],
  ['app/components/share-progress.tsx', "export const f = () => import('../storage/photos');"],
];

const ALLOWED = [
  [
    'app/routes/resultados/route.tsx',
    "import { getPhoto } from '~/storage/photos';\nimport { PageHeader } from '~/components/page-header';",
  ],
  ['app/routes/resultados/action.ts', "import { saveResults } from '~/storage/results';"],
  ['app/routes/_index/route.tsx', "export const f = () => import('~/storage/photos');"],
  ['app/routes/_index/today.tsx', "export const f = () => import('~/lib/celebrate');"],
  // The storage keys live in domain, so every layer may name them.
  ['app/lib/share-or-download.ts', "import { KEYS } from '~/domain/keys';"],
  ['app/components/shell/notice.tsx', "import { ALL_KEYS } from '~/domain/keys';"],
  ['app/routes/perfil/data-section.tsx', "import type { StorageStatus } from '~/storage/quota';"],
  [
    'app/routes/perfil/data-section.tsx',
    "import { ConfirmModal } from '~/components/confirm-modal';\nimport { x } from './action';",
  ],
  [
    'app/components/show-toast.tsx',
    "import type { Toast } from '~/domain/toast';\nimport { whenIdle } from '~/lib/idle';",
  ],
  ['app/components/data-post.ts', "import type { DataActionResult } from '~/routes/dados/action';"],
  ['app/components/shell/x.tsx', "import type { DataActionResult } from '../../routes/dados/action';"],
  ['app/lib/share-or-download.ts', "import { formatDateBR } from '~/domain/format';"],
  ['app/storage/notes.ts', "import { addNote } from '~/domain/notes';"],
  ['app/domain/rules.ts', "import { daysBetween } from './dates';"],
  ['app/content/texts.ts', "import type { BlockId } from '~/domain/challenge';"],
];

describe('the import arrows of ARCHITECTURE.md', () => {
  // The first lint loads the config and its plugins: 2 s alone, over the 5 s a test gets
  // on a busy machine. Load them once here, so each test only times its own lint.
  beforeAll(() => eslint.lintText('', { filePath: 'app/domain/warm-up.ts' }), 60_000);
  it.each(FORBIDDEN)('refuses %s importing: %s', async (filePath, code) => {
    expect(await arrows(filePath, code)).toHaveLength(1);
  });
  it.each(ALLOWED)('allows %s importing: %s', async (filePath, code) => {
    expect(await arrows(filePath, code)).toEqual([]);
  });
});
