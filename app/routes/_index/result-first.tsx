/**
 * Início on day 16 and after: the result. The kilograms lost so far (the
 * newest weigh-in, domain/results.ts), the before and after photos when there
 * are any, and, in the same card, the progress image with a preview of what
 * it shares: sharing is about this result. While the way out of the fast is
 * the action of the moment (above it on the screen), the result is its figure
 * and one outline button to share it: the photos and the image wait in
 * Resultados, a link away.
 */
import { SectionCard } from '~/components/section-card';
import { Box, Text } from '@mantine/core';
import { PhotoComparison } from '~/components/photo-comparison';
import { ShareProgress } from '~/components/share-progress';
import { TextLink } from '~/components/text-link';
import ui from '~/components/ui.module.css';
import { RESULTS_FORM_ANCHOR } from '~/content/shortcuts';
import { TODAY_FIGURES } from '~/content/today';
import { RESULT_FIRST } from '~/content/today-screen';
import { formatDateBR, formatKg, formatOneDecimal } from '~/domain/format';
import type { PhotoResolver } from '~/domain/photo-ref';
import type { DayView } from '~/domain/today';

export function ResultFirst({
  result,
  lost,
  share,
  resolvePhoto,
  secondary = false,
}: {
  result: NonNullable<DayView['result']>;
  lost: string | null;
  share: NonNullable<DayView['share']>;
  resolvePhoto: PhotoResolver;
  /** The way out of the fast is the action of the moment: no photos, and sharing is its button alone, an outline. */
  secondary?: boolean;
}) {
  const { current } = result;
  const from = formatKg(result.initialWeight);
  const to = formatKg(current.weight);
  const when =
    current.source === 'final'
      ? current.date
        ? RESULT_FIRST.finalOn(formatDateBR(current.date))
        : RESULT_FIRST.final
      : current.date
        ? RESULT_FIRST.diaryOn(formatDateBR(current.date))
        : '';
  const hasPhotos = share.photos.before !== '' || share.photos.after !== '';
  return (
    <SectionCard id="seu-resultado" title={RESULT_FIRST.title} gap={4}>
      <Text size="sm" c="dimmed">
        {TODAY_FIGURES.lost}
      </Text>
      <Text fw={800} size="xl" c="var(--m15-accent-text)" data-testid="result-lost">
        {lost === null ? '—' : TODAY_FIGURES.kg(formatOneDecimal(Number(lost)))}
      </Text>
      <Text size="sm" data-testid="result-weights">
        {lost === null
          ? RESULT_FIRST.noWeight
          : [from && to ? RESULT_FIRST.fromTo(from, to) : '', when].filter(Boolean).join(' · ')}
      </Text>
      {hasPhotos && !secondary ? (
        <div style={{ marginTop: 8 }}>
          <PhotoComparison
            before={{
              photo: share.photos.before,
              date: result.startDate ? formatDateBR(result.startDate) : '',
              weight: from,
            }}
            // The "Peso Final" is saved with the after photo (Resultados' form): its caption, as the before photo's.
            after={{
              photo: share.photos.after,
              date: current.source === 'final' && current.date ? formatDateBR(current.date) : '',
              weight: current.source === 'final' ? to : '',
            }}
            resolvePhoto={resolvePhoto}
            addAt={`/resultados#${RESULTS_FORM_ANCHOR}`}
          />
        </div>
      ) : null}
      {/* Sharing is about this result: its section of the same card, a line above it (its button alone while
          the way out of the fast is the action). The header over Hoje says how many days are ticked. */}
      {secondary ? (
        <Box mt="xs">
          <ShareProgress {...share} resolvePhoto={resolvePhoto} countSaid secondary />
        </Box>
      ) : (
        <Box mt="sm" pt="md" className={ui.ruled}>
          <ShareProgress {...share} resolvePhoto={resolvePhoto} countSaid preview nested />
        </Box>
      )}
      <TextLink to="/resultados" standalone>
        {RESULT_FIRST.allResults}
      </TextLink>
    </SectionCard>
  );
}
