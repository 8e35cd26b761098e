import { Text } from '@mantine/core';
import type { PhotoResolver } from '~/domain/photo-ref';
import { StoredPhoto } from './stored-photo';
import classes from './photos.module.css';

export interface ComparisonSide {
  photo: string;
  /** 'dd/mm/aaaa' or '' when unknown. */
  date: string;
  /** Already formatted ('80,0 kg') or '' when unknown. */
  weight: string;
}

function Side({
  title,
  side,
  resolvePhoto,
  lazy,
}: {
  title: string;
  side: ComparisonSide;
  resolvePhoto: PhotoResolver;
  lazy: boolean;
}) {
  const details = [side.date, side.weight].filter(Boolean).join(' · ');
  return (
    <figure style={{ margin: 0 }}>
      {side.photo ? (
        <StoredPhoto
          value={side.photo}
          resolvePhoto={resolvePhoto}
          alt={`${title}${details ? ` — ${details}` : ''}`}
          lazy={lazy}
        />
      ) : (
        <div className={classes.frame}>
          <Text size="sm" c="dimmed" p="sm" ta="center">
            Sem foto
          </Text>
        </div>
      )}
      {/* Below the photo, never over it: a body photo's lower third is what the user compares. */}
      <figcaption className={classes.caption}>
        <strong>{title}</strong>
        {details ? <span style={{ display: 'block' }}>{details}</span> : null}
      </figcaption>
    </figure>
  );
}

/** Before and after side by side, with the date and weight under each photo. */
export function PhotoComparison({
  before,
  after,
  resolvePhoto,
  lazy = false,
}: {
  before: ComparisonSide;
  after: ComparisonSide;
  resolvePhoto: PhotoResolver;
  lazy?: boolean;
}) {
  return (
    <div className={classes.pair}>
      <Side title="Antes" side={before} resolvePhoto={resolvePhoto} lazy={lazy} />
      <Side title="Depois" side={after} resolvePhoto={resolvePhoto} lazy={lazy} />
    </div>
  );
}
