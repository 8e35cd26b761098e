/**
 * Answering the check before a fast, a page at a time as Hoje asks it: the
 * one way every spec that goes through the check answers it.
 */
import type { Page } from '@playwright/test';
import { PRE_FAST_CHECK } from '../../app/content/pre-fast-check';
import { expect } from '../fixtures';

/** The check's card (on Hoje, or on the stop's card when it is redone). */
export const checkCard = (page: Page) => page.getByRole('region', { name: /verificação rápida/ });

/** One question, by its words; `includeHidden` finds it on a page not shown. */
export const checkQuestion = (page: Page, legend: string, includeHidden = false) =>
  page.getByRole('group', { name: legend, includeHidden });

/** Answers the questions of the page shown: `yes` for the legends given, no for the others. */
export async function answerShownPage(page: Page, yes: readonly string[] = []) {
  const legends = await checkCard(page)
    .getByRole('group')
    .evaluateAll((groups) => groups.map((g) => g.querySelector('legend')!.textContent!));
  for (const legend of legends) {
    await checkQuestion(page, legend)
      .getByRole('radio', { name: yes.includes(legend) ? 'Sim' : 'Não' })
      .check();
  }
}

/** Answers every page from the one shown to the last, going on with "Continuar"; stops before the review. */
export async function answerCheckPages(page: Page, yes: readonly string[] = []) {
  const check = checkCard(page);
  for (;;) {
    await answerShownPage(page, yes);
    const next = check.getByRole('button', { name: PRE_FAST_CHECK.next, exact: true });
    if ((await next.count()) === 0) return;
    const part = await check.getByTestId('check-part').innerText();
    await next.click();
    await expect(check.getByTestId('check-part')).not.toHaveText(part);
  }
}

/** Answers the whole check, reviews the "sim" answers listed, and concludes. */
export async function answerCheck(page: Page, yes: readonly string[] = []) {
  await answerCheckPages(page, yes);
  await checkCard(page).getByRole('button', { name: PRE_FAST_CHECK.review }).click();
  await checkCard(page).getByRole('button', { name: PRE_FAST_CHECK.submit }).click();
}
