import { useFetcher } from '@remix-run/react';
import { useId } from 'react';
import { CtaButton } from '~/components/shell/cta-link';
import classes from '~/components/shell/notice.module.css';
import { useResultToast } from '~/components/show-toast';
import { SAFARI_COPY_NOTICE } from '~/content/data-safety';
import type { Toast } from '~/domain/toast';

/**
 * After a backup was restored in the iPhone's home-screen app: the Safari tab
 * it came from still holds a copy, which Safari erases by itself, and from now
 * on M15 opens by the icon. Said until she closes it (a post to /avisos).
 */
export function SafariCopyNotice() {
  const fetcher = useFetcher<{ toast?: Toast }>();
  // An answer that cannot be stored (storage full) says so: the notice then stays.
  useResultToast(fetcher.data);
  const titleId = useId();
  if (fetcher.state !== 'idle') return null;
  return (
    <section className={classes.notice} aria-labelledby={titleId} data-testid="safari-copy-notice">
      <p className={classes.title} id={titleId}>
        {SAFARI_COPY_NOTICE.title}
      </p>
      <p className={classes.text}>{SAFARI_COPY_NOTICE.text}</p>
      <fetcher.Form method="post" action="/avisos">
        <input type="hidden" name="intent" value="close-safari-copy-notice" />
        <CtaButton size="sm">{SAFARI_COPY_NOTICE.close}</CtaButton>
      </fetcher.Form>
    </section>
  );
}
