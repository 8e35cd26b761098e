import { useEffect, useRef } from 'react';
import shared from './photos.module.css';

/** The kept photo, shown through an object URL that is revoked when it changes or unmounts. */
export function KeptPreview({ photo, alt }: { photo: Blob; alt: string }) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(photo);
    if (img.current) img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  return (
    <div className={shared.frame}>
      <img ref={img} alt={alt} className={shared.photo} />
    </div>
  );
}
