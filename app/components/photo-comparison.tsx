import { Stack, Text } from '@mantine/core';
import { PHOTO_SLOT, type PhotoSide } from '~/content/photos';
import type { PhotoResolver } from '~/domain/photo-ref';
import { StoredPhoto } from './stored-photo';
import { TextLink } from './text-link';
import classes from './photos.module.css';

export interface ComparisonSide {
  photo: string;
  /** 'dd/mm/aaaa' or '' when unknown. */
  date: string;
  /** Already formatted ('80,0 kg') or '' when unknown. */
  weight: string;
}

const TITLE: Record<PhotoSide, string> = { before: 'Antes', after: 'Depois' };

/**
 * Where a photo is missing: the results' own pair says what to do and where
 * ("Adicione sua foto de depois", with the way to Resultados' form); a
 * history record, which can no longer change, says which photo it was saved
 * without.
 */
function EmptySide({ side, addAt }: { side: PhotoSide; addAt: string | null }) {
  return (
    <div className={`${classes.frame} ${classes.empty}`}>
      <Stack gap={4} align="center" p="xs">
        <Text size="sm" fw={addAt ? 700 : 400} ta="center" c={addAt ? undefined : 'dimmed'}>
          {addAt ? PHOTO_SLOT.add[side] : PHOTO_SLOT.none[side]}
        </Text>
        {addAt ? (
          <TextLink to={addAt} standalone ta="center">
            {PHOTO_SLOT.addOn}
          </TextLink>
        ) : null}
      </Stack>
    </div>
  );
}

function Side({
  side,
  value,
  resolvePhoto,
  lazy,
  addAt,
}: {
  side: PhotoSide;
  value: ComparisonSide;
  resolvePhoto: PhotoResolver;
  lazy: boolean;
  addAt: string | null;
}) {
  const title = TITLE[side];
  const details = [value.date, value.weight].filter(Boolean).join(' · ');
  return (
    <figure style={{ margin: 0 }}>
      {value.photo ? (
        <StoredPhoto
          value={value.photo}
          resolvePhoto={resolvePhoto}
          alt={`${title}${details ? ` — ${details}` : ''}`}
          lazy={lazy}
        />
      ) : (
        <EmptySide side={side} addAt={addAt} />
      )}
      {/* Below the photo, never over it: a body photo's lower third is what the user compares. */}
      <figcaption className={classes.caption}>
        <strong>{title}</strong>
        {details ? <span style={{ display: 'block' }}>{details}</span> : null}
      </figcaption>
    </figure>
  );
}

/**
 * Before and after side by side, with the date and weight under each photo.
 * `addAt`: where a missing photo of these results is added (a link), for the
 * current results; a history record leaves it out.
 */
export function PhotoComparison({
  before,
  after,
  resolvePhoto,
  lazy = false,
  addAt = null,
}: {
  before: ComparisonSide;
  after: ComparisonSide;
  resolvePhoto: PhotoResolver;
  lazy?: boolean;
  addAt?: string | null;
}) {
  return (
    <div className={classes.pair}>
      <Side side="before" value={before} resolvePhoto={resolvePhoto} lazy={lazy} addAt={addAt} />
      <Side side="after" value={after} resolvePhoto={resolvePhoto} lazy={lazy} addAt={addAt} />
    </div>
  );
}
