/**
 * A lazy part's stylesheets are the part's own.
 *
 * Vite's preload helper, which loads a lazy part's files, skips a stylesheet
 * that some `<link>` of the page already loads. That link may be a screen's:
 * Remix removes a screen's links when she leaves it, while the part, and the
 * styles it relies on, stay. So Hoje's part, loaded on a visit that began on
 * another screen (a shortcut to Diário, a reload on Perfil), lost its form's
 * and bars' styles on arriving at Início: the shared stylesheet it had found
 * on the screen she came from left with it.
 *
 * This plugin has the helper check a stylesheet against its own list only
 * (`seen`, once per page), so a part always adds its own link, which nothing
 * removes. Modules keep the helper's check. The build fails if the helper no
 * longer reads as expected (a new Vite), rather than let the bug come back.
 */
import type { Plugin } from 'vite';

/** The module Vite writes the helper into. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** The helper's check against the page's links, as Vite 6 writes it. */
const PAGE_CHECK = 'else if (document.querySelector(`link[href="${dep}"]${cssSelector}`))';
const MODULES_ONLY = 'else if (!isCss && document.querySelector(`link[href="${dep}"]${cssSelector}`))';

/** The helper's code with its page check for modules only; throws when the check is not found once. */
export function withOwnStylesheets(helper: string): string {
  const at = helper.indexOf(PAGE_CHECK);
  if (at < 0 || helper.indexOf(PAGE_CHECK, at + 1) >= 0 || !helper.includes('const isCss =')) {
    throw new Error(
      "loading/part-stylesheets.ts: Vite's preload helper no longer checks a stylesheet against the page's links as expected; read its new code and update this plugin",
    );
  }
  return helper.replace(PAGE_CHECK, MODULES_ONLY);
}

export function partStylesheets(): Plugin {
  return {
    name: 'm15-part-stylesheets',
    apply: 'build',
    transform(code, id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      try {
        return { code: withOwnStylesheets(code), map: null };
      } catch (e) {
        this.error(e instanceof Error ? e.message : String(e));
      }
    },
  };
}
