import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { DATA_LABELS } from '~/content/data';
import { KEPT_ASIDE_NOTICE } from '~/content/shell';
import { type KeptAside, keyNameOf } from '~/domain/keys';
import type { Toast } from '~/domain/toast';
import { download } from '~/lib/share-or-download';
import { ConfirmModal } from '../confirm-modal';
import { useResultToast } from '../show-toast';
import { CtaButton } from './cta-link';
import classes from './notice.module.css';

/**
 * Some stored data could not be read (storage/kept-aside.ts): the app went on
 * with what was readable and kept the original text aside. This says so, from
 * the root loader, with each copy to download (to send to support) or discard
 * after confirming. Discarding posts to the frame's own route, /avisos
 * (routes/avisos/route.tsx). Closed, it stays closed until what it says changes.
 */
export function KeptAsideNotice({ items }: { items: KeptAside[] }) {
  const fetcher = useFetcher<{ toast?: Toast }>();
  const [discarding, setDiscarding] = useState<KeptAside | null>(null);
  const copies = items.map((k) => k.asideKey).join('|');
  const [closedFor, setClosedFor] = useState<string | null>(null);
  useResultToast(fetcher.data);
  if (items.length === 0 || closedFor === copies) return null;
  const label = (item: KeptAside) => DATA_LABELS[keyNameOf(item.key)];
  return (
    <section
      className={classes.notice}
      data-tone="warning"
      role="region"
      aria-labelledby="dados-ilegiveis"
      data-testid="kept-aside"
    >
      <div className={classes.head}>
        <p className={classes.title} id="dados-ilegiveis">
          {KEPT_ASIDE_NOTICE.title}
        </p>
        <span className={classes.close}>
          <CtaButton variant="subtle" size="sm" label={KEPT_ASIDE_NOTICE.close} onClick={() => setClosedFor(copies)}>
            ✕
          </CtaButton>
        </span>
      </div>
      <p className={classes.text}>{KEPT_ASIDE_NOTICE.text}</p>
      <ul className={classes.copies}>
        {items.map((item) => (
          <li key={item.asideKey} className={classes.actions}>
            <strong className={classes.text}>{KEPT_ASIDE_NOTICE.copyOf(label(item))}</strong>
            <CtaButton
              variant="outline"
              size="sm"
              onClick={() =>
                download(
                  new Blob([item.text], { type: 'text/plain;charset=utf-8' }),
                  `m15-copia-${item.asideKey.replace(/[^a-z0-9-]+/gi, '-')}.txt`,
                )
              }
            >
              {KEPT_ASIDE_NOTICE.download}
            </CtaButton>
            <CtaButton variant="subtle" size="sm" onClick={() => setDiscarding(item)}>
              {KEPT_ASIDE_NOTICE.discard}
            </CtaButton>
          </li>
        ))}
      </ul>
      <ConfirmModal
        opened={discarding !== null}
        title={KEPT_ASIDE_NOTICE.confirmTitle}
        confirmLabel={KEPT_ASIDE_NOTICE.confirm}
        destructive
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding) {
            fetcher.submit(
              { intent: 'discard-kept-aside', asideKey: discarding.asideKey },
              { method: 'post', action: '/avisos' },
            );
          }
          setDiscarding(null);
        }}
      >
        {KEPT_ASIDE_NOTICE.confirmText(discarding ? label(discarding) : '')}
      </ConfirmModal>
    </section>
  );
}
