import '@mantine/core/styles/Input.css';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmModal } from '~/components/confirm-modal';
import { useFocusFirstError } from '~/components/use-focus-first-error';
import { FAST_MILESTONES } from '~/content/safety';
import {
  DEFAULT_FAST_GOAL_HOURS,
  type FastingRecord,
  fastPlan,
  fastProgress,
  formatFastDuration,
  isFastRunning,
  milestonesUpTo,
  toDateTimeLocal,
} from '~/domain/fasting';
import { formatTimestampBR } from '~/domain/format';
import type { CheckInResult } from './action';

/** The time now, again every `everyMs` and whenever the screen comes back into view. */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = () => setNow(new Date());
    const timer = setInterval(tick, everyMs);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [everyMs]);
  return now;
}

/**
 * The fasting clock of days 4-6 and 10-15: "Comecei o jejum" (now by
 * default, editable), then the hours fasted, live, against the block's goal
 * (72 h for Jejum I, 144 h for the Jejum Final: its end and the time left),
 * with the marks up to the goal and a short note for most, and "Encerrar
 * jejum". The record is stored (m15-fasting), so it survives reloads,
 * offline use and other tabs.
 */
export function FastingClock({
  record,
  goalHours,
  errors,
}: {
  record: FastingRecord;
  /** The block's goal (72 or 144 h); null when the fast belongs to no block. */
  goalHours: number | null;
  errors?: CheckInResult['errors'];
}) {
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby="relogio-jejum">
      <Title order={2} size="h3" id="relogio-jejum" mb="sm">
        Relógio do jejum
      </Title>
      {goalHours !== null ? (
        <Text fw={700} mb="xs" data-testid="fast-goal">
          Meta: {goalHours} h ({goalHours / 24} dias de jejum)
        </Text>
      ) : null}
      {isFastRunning(record) ? (
        <Running startedAt={record.startedAt} goalHours={goalHours} />
      ) : (
        <Start record={record} errors={errors} />
      )}
    </Paper>
  );
}

function Start({ record, errors }: { record: FastingRecord; errors?: CheckInResult['errors'] }) {
  const form = useRef<HTMLFormElement>(null);
  const saving = useNavigation().formData?.get('intent') === 'fast-start';
  useFocusFirstError(form, errors);
  const last = record.endedAt ? formatFastDuration(Date.parse(record.endedAt) - Date.parse(record.startedAt)) : null;
  return (
    <Form method="post" ref={form} noValidate>
      <input type="hidden" name="intent" value="fast-start" />
      <Stack gap="sm">
        {last ? <Text size="sm">Último jejum: {last}.</Text> : null}
        <TextInput
          type="datetime-local"
          name="startedAt"
          label="Início do jejum"
          description="Agora, ou a hora da sua última refeição."
          defaultValue={toDateTimeLocal(new Date())}
          max={toDateTimeLocal(new Date())}
          error={errors?.startedAt}
        />
        <div>
          <Button type="submit" loading={saving}>
            Comecei o jejum
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

function Running({ startedAt, goalHours }: { startedAt: string; goalHours: number | null }) {
  const now = useNow(30_000);
  const [confirming, setConfirming] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const progress = fastProgress(startedAt, now, goalHours ?? undefined);
  if (!progress) return null;
  const plan = goalHours === null ? null : fastPlan(startedAt, goalHours, now);
  const lastReached = FAST_MILESTONES.filter((m) => progress.reached.includes(m.hours)).at(-1);
  return (
    <Stack gap="sm">
      <Text size="sm">Desde {formatTimestampBR(startedAt)}</Text>
      <Text fw={800} fz={34} lh={1.1} c="var(--m15-accent-text)" data-testid="fast-elapsed" aria-live="off">
        {formatFastDuration(progress.elapsedMs)}
      </Text>
      {plan ? (
        <Text size="sm" data-testid="fast-plan">
          {plan.done ? (
            <>
              Meta de {plan.goalHours} h alcançada em {formatTimestampBR(plan.endsAt)}. Encerre o jejum e volte a comer
              aos poucos.
            </>
          ) : (
            <>
              Termina em <strong>{formatTimestampBR(plan.endsAt)}</strong>. Faltam{' '}
              <strong>{formatFastDuration(plan.msLeft)}</strong>.
            </>
          )}
        </Text>
      ) : null}
      <Group gap="xs" component="ol" aria-label="Marcas do jejum" className="m15-milestones">
        {milestonesUpTo(goalHours ?? DEFAULT_FAST_GOAL_HOURS).map((hours) => {
          const reached = progress.reached.includes(hours);
          return (
            <li key={hours} data-reached={reached || undefined}>
              {reached ? '✓ ' : ''}
              {hours} h
            </li>
          );
        })}
      </Group>
      {lastReached ? (
        <Text size="sm" data-testid="fast-note">
          <strong>{lastReached.title}:</strong> {lastReached.note}
        </Text>
      ) : null}
      {progress.next !== null && progress.msToNext !== null ? (
        <Text size="sm" c="dimmed">
          Próxima marca: {progress.next} h, em {formatFastDuration(progress.msToNext)}.
        </Text>
      ) : null}
      <Form method="post" ref={form}>
        <input type="hidden" name="intent" value="fast-end" />
        <Button variant="default" onClick={() => setConfirming(true)}>
          Encerrar jejum
        </Button>
      </Form>
      <ConfirmModal
        opened={confirming}
        title="Encerrar o jejum agora?"
        confirmLabel="Sim, encerrar"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          form.current?.requestSubmit();
        }}
      >
        O relógio para em {formatFastDuration(progress.elapsedMs)}. Volte a comer aos poucos, começando com pouca
        comida.
      </ConfirmModal>
    </Stack>
  );
}
