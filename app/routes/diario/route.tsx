import { Stack } from '@mantine/core';
import { type ClientActionFunctionArgs, useActionData, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { diaryAction, type DiaryActionResult } from './action';
import { DiaryForm } from './diary-form';
import { DiaryHero } from './diary-hero';
import { DiaryList } from './diary-list';
import classes from './diary.module.css';
import { PageHeader } from '~/components/page-header';
import { DIARY_SCREEN } from '~/content/diary-screen';
import { useResultToast } from '~/components/show-toast';
import { localIsoDate } from '~/domain/dates';
import { entryOn } from '~/domain/diary';
import type { DiaryEntry } from '~/domain/stored';
import { pageTitle } from '~/lib/meta';
import { loadDiary } from '~/storage/diary';
import { loadProfile } from '~/storage/profile';

export const meta = () => pageTitle(DIARY_SCREEN.title);

export function clientLoader() {
  return { entries: loadDiary(), today: localIsoDate(new Date()), startDate: loadProfile().startDate };
}

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<DiaryActionResult> {
  return diaryAction(await request.formData(), new Date());
}

export default function DiaryScreen() {
  const { entries, today, startDate } = useLoaderData<typeof clientLoader>();
  const result = useActionData<typeof clientAction>();
  useResultToast(result);
  // The form shows the entry of its date (Hoje and Diário edit one record). `picked`:
  // the user tapped it in the list, so a new date moves it; otherwise a new date opens that date.
  const [form, setForm] = useState(() => ({ date: today, editing: entryOn(entries, today), picked: false, key: 0 }));
  // A form started afresh does not show the errors of an earlier answer.
  const [fresh, setFresh] = useState(false);
  const [asking, setAsking] = useState<DiaryEntry | null>(null);
  const open = (date: string, picked: DiaryEntry | null = null) => {
    setForm((f) => ({ date, editing: picked ?? entryOn(entries, date), picked: picked !== null, key: f.key + 1 }));
    setFresh(true);
  };
  // Spec §4: after a save the form starts again at today (showing today's entry, if any)
  // (adjusting state while rendering: https://react.dev/learn/you-might-not-need-an-effect).
  const [handled, setHandled] = useState(result);
  if (result !== handled) {
    setHandled(result);
    setFresh(false);
    if (result && 'replaces' in result && result.replaces) setAsking(result.replaces);
    // A tap on another entry while the save was on its way is kept: only the form that was
    // saved starts afresh.
    const editing = form.picked ? form.editing : null;
    const saved = result?.ok && result.intent === 'save' && (!editing || result.dates.includes(editing.date));
    const editedGone = result?.ok && result.intent === 'delete' && result.date === form.editing?.date;
    if (saved || editedGone) open(today);
  }
  return (
    <Stack gap="lg">
      <PageHeader title={DIARY_SCREEN.title} subtitle={DIARY_SCREEN.subtitle} />
      <DiaryHero entries={entries} today={today} />
      <div className={classes.columns}>
        <DiaryForm
          key={form.key}
          today={today}
          date={form.date}
          editing={form.editing}
          picked={form.picked}
          focusDate={form.key > 0 && !form.picked && form.date !== today}
          errors={!fresh && result && 'errors' in result ? result.errors : undefined}
          replaces={asking}
          onReplaceAnswered={() => setAsking(null)}
          onDateChange={(date) => open(date)}
          onCancelEdit={() => open(today)}
        />
        <DiaryList entries={entries} startDate={startDate} onEdit={(entry) => open(entry.date, entry)} />
      </div>
    </Stack>
  );
}
