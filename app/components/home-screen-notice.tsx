import { useFetcher } from '@remix-run/react';
import { useId } from 'react';
import { HOME_SCREEN_NOTICE, INSTALL_IPHONE_PATH } from '~/content/data-safety';
import type { Toast } from '~/domain/toast';
import { BackupButton } from './backup-button';
import { IphoneWay } from './iphone-way';
import { useResultToast } from './show-toast';
import { CtaButton } from './shell/cta-link';
import classes from './shell/notice.module.css';
import { TextLink } from './text-link';

/**
 * Safari's 7-day rule, said plainly, to an iPhone or iPad browser
 * outside the home screen: the screen's loader decides (lib/seven-day-rule.ts),
 * so the notice is in the screen's first frame and moves nothing later.
 *
 * It gives the whole way (the home-screen app starts empty): backup here,
 * with the button under that step, add to the home screen, open by the icon,
 * restore. Perfil shows it inside 'Seus dados'. Hoje (`onHoje`) shows it
 * after the day's content, with a close button that posts to the frame's own
 * route, /avisos: closed, it comes back 7 days later (domain/backup-reminder.ts).
 */
export function HomeScreenNotice({ onHoje = false }: { onHoje?: boolean }) {
  const fetcher = useFetcher<{ toast?: Toast }>();
  // An answer that cannot be stored (storage full) says so: the notice then stays.
  useResultToast(fetcher.data);
  const titleId = useId();
  // Closing: gone at the tap; the reloaded loader keeps it away.
  if (fetcher.state !== 'idle') return null;
  return (
    <section className={classes.notice} aria-labelledby={titleId} data-testid="home-screen-notice">
      <div className={classes.head}>
        <p className={classes.title} id={titleId}>
          {HOME_SCREEN_NOTICE.title}
        </p>
        {onHoje ? (
          <fetcher.Form method="post" action="/avisos" className={classes.close}>
            <input type="hidden" name="intent" value="close-home-screen-notice" />
            <CtaButton variant="subtle" size="sm" label={HOME_SCREEN_NOTICE.close}>
              ✕
            </CtaButton>
          </fetcher.Form>
        ) : null}
      </div>
      <p className={classes.text}>{HOME_SCREEN_NOTICE.text}</p>
      <IphoneWay backup={<BackupButton />} />
      <TextLink to={INSTALL_IPHONE_PATH} standalone>
        {HOME_SCREEN_NOTICE.installLink}
      </TextLink>
    </section>
  );
}
