import '@mantine/core/styles/Input.css';
import { SectionCard } from '~/components/section-card';
import { Button, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { isIsoDate } from '~/domain/dates';
import type { DiaryField } from '~/domain/diary';
import { formatDateBR, formatLitres, formatMeasure } from '~/domain/format';
import type { FieldErrors } from '~/domain/validation';
import type { DiaryEntry } from '~/domain/stored';
import { ConfirmModal } from '~/components/confirm-modal';
import { DIARY_FIGURES, DIARY_FORM_TEXT } from '~/content/diary-screen';
import { DayRecordForm } from '~/components/day-record';
import classes from '~/components/form.module.css';

interface Props {
  today: string;
  /** The date the form opens on. */
  date: string;
  /** The stored entry the form shows (of `date`, or the one tapped in the list), or null for a new one. */
  editing: DiaryEntry | null;
  /** The entry was tapped in the list: a new date moves it. Otherwise a new date opens that date's entry. */
  picked: boolean;
  /** The form was opened by a change of its date: the date field keeps the focus. */
  focusDate: boolean;
  errors?: FieldErrors<DiaryField>;
  /** The save was held back: this entry of the same date would be replaced. */
  replaces: DiaryEntry | null;
  onReplaceAnswered: () => void;
  onDateChange: (date: string) => void;
  onCancelEdit: () => void;
}

/** 'Registro de Hoje'. Uncontrolled: the route remounts it (key) to open another date or start afresh. */
export function DiaryForm(props: Props) {
  const { today, date, editing, picked, errors, replaces } = props;
  const form = useRef<HTMLFormElement>(null);
  const weight = useRef<HTMLInputElement>(null);
  const dateField = useRef<HTMLInputElement>(null);
  const replace = useRef<HTMLInputElement>(null);
  // Something was typed besides the date: a new date then keeps it, and saving asks before replacing.
  const typed = useRef(false);
  const [dateValue, setDateValue] = useState(date);

  useEffect(() => {
    if (picked) {
      form.current?.scrollIntoView?.({ block: 'start' });
      weight.current?.focus({ preventScroll: true });
    } else if (props.focusDate) dateField.current?.focus({ preventScroll: true });
  }, [picked, props.focusDate]);

  // The entry being edited, while the date is its own (or it was picked to be moved).
  const shown = editing && (picked || dateValue === editing.date) ? editing : null;
  return (
    <SectionCard
      id="registro-de-hoje"
      title={DIARY_FORM_TEXT.title}
      kind="action"
      className={classes.form}
      titleProps={{ mb: 'sm' }}
    >
      {shown ? (
        <Text size="sm" mb="sm" data-testid="editing">
          {DIARY_FORM_TEXT.editing(formatDateBR(shown.date))}
        </Text>
      ) : null}
      <DayRecordForm
        intent="save"
        record={editing}
        errors={errors}
        submitLabel={DIARY_FORM_TEXT.save}
        primary
        formRef={form}
        weightRef={weight}
        onInput={(e) => {
          if ((e.target as HTMLInputElement).name !== 'date') typed.current = true;
        }}
        actions={
          editing && (picked || editing.date !== today) ? (
            <Button variant="default" size="lg" onClick={props.onCancelEdit}>
              {DIARY_FORM_TEXT.cancelEdit}
            </Button>
          ) : null
        }
      >
        {shown ? <input type="hidden" name="editedDate" value={shown.date} /> : null}
        <input type="hidden" name="replace" ref={replace} defaultValue="" />
        <TextInput
          ref={dateField}
          label="Data"
          name="date"
          type="date"
          max={today}
          defaultValue={date}
          error={errors?.date}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setDateValue(next);
            // Nothing typed yet: the form shows the entry of the new date (or starts empty).
            if (!picked && !typed.current && isIsoDate(next) && next !== date) props.onDateChange(next);
          }}
        />
      </DayRecordForm>
      <ConfirmModal
        opened={replaces !== null}
        title={DIARY_FORM_TEXT.replaceTitle(replaces ? formatDateBR(replaces.date) : '')}
        confirmLabel={DIARY_FORM_TEXT.replaceConfirm}
        onCancel={props.onReplaceAnswered}
        onConfirm={() => {
          if (replace.current && replaces) replace.current.value = replaces.date;
          props.onReplaceAnswered();
          form.current?.requestSubmit();
        }}
      >
        {replaces ? <ReplacedEntry entry={replaces} /> : null}
      </ConfirmModal>
    </SectionCard>
  );
}

/** What the entry about to be replaced holds, so nothing goes without being seen. */
function ReplacedEntry({ entry }: { entry: DiaryEntry }) {
  const figures = [
    entry.weight ? DIARY_FIGURES.weight(formatMeasure(entry.weight)) : null,
    DIARY_FIGURES.water(formatLitres(entry.water)),
    entry.waist ? DIARY_FIGURES.waist(formatMeasure(entry.waist)) : null,
  ].filter(Boolean);
  return <>{DIARY_FORM_TEXT.replaced(figures.join(DIARY_FIGURES.separator), entry.feeling)}</>;
}
