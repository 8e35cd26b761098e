import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { PHOTO_SLOT } from '~/content/photos';
import type { PhotoResolver } from '~/domain/photo-ref';
import classes from './photos.module.css';

/**
 * One stored photo. With `lazy`, it is read only when it scrolls near the
 * screen; the object URL made for a Blob is revoked when it unmounts.
 */
export function StoredPhoto({
  value,
  resolvePhoto,
  alt,
  lazy = false,
}: {
  value: string;
  resolvePhoto: PhotoResolver;
  alt: string;
  lazy?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(!lazy || typeof IntersectionObserver === 'undefined');
  const [src, setSrc] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (visible || !box.current) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    io.observe(box.current);
    return () => io.disconnect();
  }, [visible]);

  useEffect(() => {
    if (!visible) return;
    let url: string | null = null;
    let live = true;
    void resolvePhoto(value).then((found) => {
      if (!live) return;
      if (found === null) return setMissing(true);
      url = typeof found === 'string' ? null : URL.createObjectURL(found);
      setSrc(url ?? (found as string));
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [visible, value, resolvePhoto]);

  return (
    <div ref={box} className={classes.frame}>
      {src ? (
        <img src={src} alt={alt} className={classes.photo} decoding="async" />
      ) : missing ? (
        <Text size="sm" ta="center" p="sm">
          {PHOTO_SLOT.missing}
        </Text>
      ) : null}
    </div>
  );
}
