import { useFetcher } from '@remix-run/react';
import { BACKUP_REMINDER } from '~/content/shell';
import type { Toast } from '~/domain/toast';
import { useResultToast } from '../show-toast';
import { CtaButton, CtaLink } from './cta-link';
import classes from './notice.module.css';

/**
 * The weekly, dismissible nudge to back up: in the first frame of the screen,
 * from the root loader, so it never pushes the screen down later. "Agora não"
 * posts to the frame's own route, /avisos (routes/avisos/route.tsx).
 */
export function BackupReminder() {
  const fetcher = useFetcher<{ toast?: Toast }>();
  // An answer that cannot be stored (storage full) says so: the notice then stays.
  useResultToast(fetcher.data);
  if (fetcher.state !== 'idle') return null;
  return (
    <section className={classes.notice} aria-labelledby="lembrete-backup" data-testid="backup-reminder">
      <p className={classes.title} id="lembrete-backup">
        {BACKUP_REMINDER.title}
      </p>
      <p className={classes.text}>{BACKUP_REMINDER.text}</p>
      <div className={classes.actions}>
        <CtaLink to="/perfil#seus-dados-secao" size="sm">
          {BACKUP_REMINDER.backupNow}
        </CtaLink>
        <fetcher.Form method="post" action="/avisos">
          <input type="hidden" name="intent" value="put-off-backup-reminder" />
          <CtaButton variant="subtle" size="sm">
            {BACKUP_REMINDER.notNow}
          </CtaButton>
        </fetcher.Form>
      </div>
    </section>
  );
}
