import { Box, Button, Loader, Stack, Text } from '@mantine/core';
import { TextLink } from './text-link';
import { SectionCard } from './section-card';
import { IconShare } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CARD_SHARE, CARD_WORDS, cardLoadFailedToast, cardSharedToast, SHARE_PROGRESS } from '~/content/progress-card';
import { cardTexts, progressCardData } from '~/domain/progress-card-data';
import type { ProgressRecords } from '~/domain/progress-card-data';
import type { PhotoResolver } from '~/domain/photo-ref';
import { loadPart, PartUnavailableError } from '~/lib/import-with-retry';
import { IncludePhotos } from './include-photos';
import { PartUnavailable } from './part-unavailable';
import { showToast } from './show-toast';
import ui from './ui.module.css';

/**
 * "Compartilhar progresso": draws the progress card (days done, kg lost, the
 * weight chart, the brand; the before and after photos only when the box is
 * ticked, which it never is when the screen opens) and hands it to the share
 * sheet, or downloads it. The drawing code loads on the tap, so the screens
 * do not carry it. Nothing stored changes, whatever happens. Resultados and
 * Hoje (after the last day) show it; the route passes the records and the
 * photo reader (this component reads no storage).
 */
export function ShareProgress({
  records,
  photos,
  resolvePhoto,
  preview = false,
  primary = true,
  secondary = false,
  unticked = 0,
  countSaid = false,
  nested = false,
}: {
  records: ProgressRecords;
  /** The results' photo fields ('' for none). */
  photos: { before: string; after: string };
  resolvePhoto: PhotoResolver;
  /** Show the card as it would be shared, above the button (Início after the last day). */
  preview?: boolean;
  /** Its button is the screen's primary one (filled); otherwise a light one. */
  primary?: boolean;
  /**
   * Another card of the screen is the action of the moment: only the button,
   * an outline, with the note of unticked days; no title, image or photo option.
   */
  secondary?: boolean;
  /** Days already over and not ticked on the Jornada (domain/outcome.ts untickedPastDays). */
  unticked?: number;
  /** The screen already says how many days are ticked (the closing line after the last day): the note does not count them again. */
  countSaid?: boolean;
  /** A section of the card around it (Hoje's "Seu resultado"), with a level-3 title and no card of its own. */
  nested?: boolean;
}) {
  const headingId = useId();
  const hasPhotos = photos.before !== '' || photos.after !== '';
  const [withPhotos, setWithPhotos] = useState(false);
  const [busy, setBusy] = useState(false);
  // The state reaches the button a render later: a second tap before it must not start a second card.
  const running = useRef(false);

  // Set when the drawing's code can only come back with a reload: the block below says so.
  const [reloadNeeded, setReloadNeeded] = useState<PartUnavailableError | null>(null);

  const makeCard = async () => {
    let lazy: typeof import('~/lib/progress-card/share');
    try {
      lazy = await loadPart(() => import('~/lib/progress-card/share'));
    } catch (e) {
      if (e instanceof PartUnavailableError && e.reloadNeeded) setReloadNeeded(e);
      else showToast(cardLoadFailedToast);
      return;
    }
    setReloadNeeded(null);
    const shared = await lazy.shareProgressCard({
      records,
      photos: withPhotos && hasPhotos ? photos : null,
      resolvePhoto,
      now: new Date(),
      words: CARD_WORDS,
      share: CARD_SHARE,
    });
    const toast = cardSharedToast(shared);
    if (toast) showToast(toast);
  };

  const retry = useCallback(() => setReloadNeeded(null), []);

  const share = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await makeCard();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const button = (
    <Button
      size="md"
      className={ui.tap}
      leftSection={busy ? <Loader size={20} color="currentColor" /> : <IconShare size={20} aria-hidden="true" />}
      // Busy, not disabled: a disabled button drops the keyboard focus, and the user would have to find it again.
      data-disabled={busy || undefined}
      aria-disabled={busy}
      onClick={() => void share()}
      variant={secondary ? 'outline' : primary ? 'filled' : 'light'}
    >
      {busy ? SHARE_PROGRESS.busy : SHARE_PROGRESS.button}
    </Button>
  );
  const untickedNote =
    unticked > 0 ? (
      <Text size="sm" data-testid="share-unticked">
        {countSaid ? SHARE_PROGRESS.untickedCountSaid : SHARE_PROGRESS.unticked(unticked)}{' '}
        <TextLink to="/jornada">{SHARE_PROGRESS.untickedLink(unticked)}</TextLink>
      </Text>
    ) : null;
  const failure = reloadNeeded ? (
    <PartUnavailable what={SHARE_PROGRESS.part} failure={reloadNeeded} onRetry={retry} />
  ) : null;

  // Another card is the action of the moment: the button alone (with what the image leaves out); the image,
  // its preview and the photos wait in Resultados, where sharing is the screen's action.
  if (secondary)
    return (
      <Stack gap="sm" align="flex-start" data-testid="share-secondary">
        {untickedNote}
        {button}
        {failure}
      </Stack>
    );

  return (
    <SectionCard id={headingId} title={SHARE_PROGRESS.title} gap="sm" nested={nested}>
      <Text size="sm">{SHARE_PROGRESS.intro}</Text>
      {untickedNote}
      {preview ? (
        <CardPreview records={records} photos={withPhotos && hasPhotos ? photos : null} resolvePhoto={resolvePhoto} />
      ) : null}
      {hasPhotos ? (
        <IncludePhotos checked={withPhotos} onChange={setWithPhotos} disabled={busy} note={SHARE_PROGRESS.photosNote} />
      ) : null}
      {button}
      {failure}
    </SectionCard>
  );
}

/**
 * The card drawn as the button would share it, in a box of the card's own
 * shape (4:5) that is there from the first frame, so nothing moves when the
 * image arrives. The drawing's code loads with it; a card that cannot be
 * drawn says so, and the button still tries on its own.
 */
function CardPreview({
  records,
  photos,
  resolvePhoto,
}: {
  records: ProgressRecords;
  photos: { before: string; after: string } | null;
  resolvePhoto: PhotoResolver;
}) {
  const [state, setState] = useState<{ url: string } | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    let url: string | null = null;
    // A new card replaces the previous one when it is drawn (the box keeps its size meanwhile).
    void (async () => {
      try {
        const lazy = await loadPart(() => import('~/lib/progress-card/share'));
        const blob = await lazy.progressCardPreview({
          records,
          photos,
          resolvePhoto,
          now: new Date(),
          words: CARD_WORDS,
        });
        if (!live) return;
        url = URL.createObjectURL(blob);
        setState({ url });
      } catch {
        if (live) setState('failed');
      }
    })();
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [records, photos, resolvePhoto]);
  const texts = cardTexts(progressCardData(records, new Date()), CARD_WORDS);
  const alt = SHARE_PROGRESS.previewAlt(texts, photos !== null);
  return (
    <Box
      w="100%"
      maw={240}
      mx="auto"
      style={{ aspectRatio: '4 / 5', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      bg="var(--mantine-color-default-hover)"
      data-testid="card-preview"
    >
      {typeof state === 'object' ? (
        <img
          src={state.url}
          alt={alt}
          width={1080}
          height={1350}
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
      ) : (
        <Text size="sm" c="dimmed" ta="center" p="md" role={state === 'failed' ? 'status' : undefined}>
          {state === 'failed' ? SHARE_PROGRESS.previewFailed : SHARE_PROGRESS.previewLoading}
        </Text>
      )}
    </Box>
  );
}
