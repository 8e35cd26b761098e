import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Form, useNavigation } from '@remix-run/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFocusFirstError } from '~/components/use-focus-first-error';
import { fieldMessages } from '~/content/messages';
import { PRE_FAST_CHECK, PRE_FAST_FORM } from '~/content/pre-fast-check';
import type { FastingBlockId } from '~/domain/challenge';
import { formatDateBR, formatOneDecimal, formatTimestampBR } from '~/domain/format';
import {
  CHECK_MARK_FIELD,
  checkMarkOf,
  isKnown,
  LOW_BMI,
  type PreFastQuestion,
  preFastPages,
  questionsFor,
  type SafetyCheck,
  unanswered,
  type WeightLoss,
  YES,
} from '~/domain/pre-fast-check';
import type { HomeActionResult } from './action';
import { SectionCard } from '~/components/section-card';
import { PRE_FAST_CHECK_ANCHOR } from '~/content/shortcuts';
import classes from './pre-fast-check.module.css';
import { CheckReview, YesNo } from './pre-fast-answers';

/**
 * The check before a fast, in place of the clock until it is done for the
 * block: short yes/no questions in groups, every yes a stop. What her records
 * tell (the BMI, the weight lost before the challenge) is shown as a fact
 * instead of asked. Before anything is stored she sees her "sim" answers
 * listed, so that a slip of the finger is caught first. A fast already
 * running without a check waits for it too. The answers are not kept.
 */
export function PreFastQuestions({
  block,
  bmi,
  weightLoss = null,
  running,
  over = null,
  errors,
  nested,
}: {
  block: FastingBlockId;
  bmi: number | null;
  /** The weight lost before the challenge, when her diary tells it (null: asked). */
  weightLoss?: WeightLoss | null;
  running: { startedAt: string } | null;
  /** The check the screen shows (the stop being redone), or null for a first check: the form says which. */
  over?: SafetyCheck | null;
  errors?: HomeActionResult['errors'];
  nested?: boolean;
}) {
  const form = useRef<HTMLFormElement>(null);
  const reviewTitle = useRef<HTMLHeadingElement>(null);
  const pageTitles = useRef<(HTMLHeadingElement | null)[]>([]);
  const [answers, setAnswers] = useState<Partial<Record<PreFastQuestion, string>>>({});
  const [reviewing, setReviewing] = useState(false);
  const pages = preFastPages(block);
  const pageOf = (q: string) => pages.findIndex((p) => p.some((g) => g.questions.some((x) => x === q)));
  const firstErrorPage = (e: typeof errors) => {
    const first = questionsFor(block).find((q) => e?.[q]);
    return first ? pageOf(first) : 0;
  };
  const [page, setPage] = useState(() => firstErrorPage(errors));
  // The page she tried to leave with a question unanswered: its questions say so.
  const [pageErrors, setPageErrors] = useState<HomeActionResult['errors']>();
  // The action named an unanswered question: the check opens on its page (set while rendering, so the focus finds it).
  const [seenErrors, setSeenErrors] = useState(errors);
  if (errors !== seenErrors) {
    setSeenErrors(errors);
    setPageErrors(undefined);
    if (errors) setPage(firstErrorPage(errors));
  }
  const saving = useNavigation().formData?.get('intent') === 'pre-fast-check';
  // A new page is announced by its heading taking the focus; an unanswered question, once named, takes it after.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) pageTitles.current[page]?.focus();
    moved.current = true;
  }, [page]);
  useFocusFirstError(form, errors);
  useFocusFirstError(form, pageErrors);
  useEffect(() => {
    if (reviewing) reviewTitle.current?.focus();
  }, [reviewing]);
  const t = PRE_FAST_CHECK;
  const known = { bmi, weightLoss };
  const asked = questionsFor(block).filter((q) => !isKnown(q, known));
  const yes = asked.filter((q) => answers[q] === YES);
  const last = page === pages.length - 1;
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const input = e.target as HTMLInputElement;
    if (input.type === 'radio') setAnswers((a) => ({ ...a, [input.name]: input.value }));
  };
  const next = () => {
    const missing = unanswered(
      (pages[page] ?? []).flatMap((g) => g.questions),
      answers,
      known,
    );
    if (Object.keys(missing).length > 0) return setPageErrors(fieldMessages(missing, PRE_FAST_FORM));
    setPageErrors(undefined);
    setPage(page + 1);
  };
  const back = () => {
    setPageErrors(undefined);
    setPage(page - 1);
  };
  // An unanswered question is the action's to name, with its message and the focus on it.
  const toReview = () => (asked.every((q) => answers[q]) ? setReviewing(true) : form.current?.requestSubmit());
  const shown = pageErrors ?? errors;
  return (
    <SectionCard focusable id={PRE_FAST_CHECK_ANCHOR} title={t.title[block]} nested={nested} testId="pre-fast-check">
      {/* Why the clock waits (or that a running fast waits for the check), and what a yes means: one paragraph. */}
      {running ? (
        <Text fw={700} mb="xs" data-testid="check-before-continuing">
          {t.running(formatTimestampBR(running.startedAt))}
        </Text>
      ) : null}
      <Text size="sm" mb="sm">
        {running ? null : `${t.first} `}
        {t.intro}
      </Text>
      <Form method="post" noValidate ref={form} onChange={onChange}>
        <input type="hidden" name="intent" value="pre-fast-check" />
        <input type="hidden" name={CHECK_MARK_FIELD} value={checkMarkOf(over)} />
        <Stack gap="sm">
          {/* Every page stays in the form, the others hidden: every answer is posted, none lost going back. */}
          {pages.map((groups, i) => (
            <div key={i} hidden={i !== page} className={classes.page} data-testid="check-page">
              {groups.map(({ group, questions }, g) => (
                <div key={group} className={classes.group}>
                  <div className={classes.titleRow}>
                    <Title
                      order={4}
                      size="h6"
                      className={classes.groupTitle}
                      tabIndex={g === 0 ? -1 : undefined}
                      ref={g === 0 ? (el) => void (pageTitles.current[i] = el) : undefined}
                      aria-describedby={g === 0 && i === page ? 'verificacao-parte' : undefined}
                    >
                      {t.groups[group]}
                    </Title>
                    {/* Where she is, beside the page's first heading, which announces it when it takes the focus. */}
                    {g === 0 && i === page ? (
                      <Text size="sm" c="dimmed" id="verificacao-parte" data-testid="check-part">
                        {t.part(page + 1, pages.length)}
                      </Text>
                    ) : null}
                  </div>
                  {questions.map((q) =>
                    q === 'lowBmi' && bmi !== null ? (
                      <Text key={q} size="sm" className={classes.fact} data-testid="bmi-fact">
                        {t.bmiFact(formatOneDecimal(bmi), bmi < LOW_BMI)}
                      </Text>
                    ) : q === 'weightLoss' && weightLoss !== null ? (
                      <Text key={q} size="sm" className={classes.fact} data-testid="weight-loss-fact">
                        {t.weightLossFact(weightLoss.percent, formatDateBR(weightLoss.since), weightLoss.high)}
                      </Text>
                    ) : (
                      <YesNo key={q} name={q} legend={t.questions[q]} error={shown?.[q]} />
                    ),
                  )}
                </div>
              ))}
            </div>
          ))}
          {reviewing ? (
            <CheckReview
              titleRef={reviewTitle}
              yes={yes.map((q) => t.questions[q])}
              saving={saving}
              onFix={() => setReviewing(false)}
            />
          ) : (
            <Group gap="xs">
              <Button size="lg" onClick={last ? toReview : next}>
                {last ? t.review : t.next}
              </Button>
              {page > 0 ? (
                <Button variant="default" size="lg" onClick={back}>
                  {t.back}
                </Button>
              ) : null}
            </Group>
          )}
        </Stack>
      </Form>
    </SectionCard>
  );
}
