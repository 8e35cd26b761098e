import { type ClientActionFunctionArgs, redirect } from '@remix-run/react';
import { localIsoDate } from '~/domain/dates';
import { noticeAction } from './action';

/**
 * /avisos: where the frame's notices post (components/shell/
 * backup-reminder-notice.tsx and kept-aside-notice.tsx, and Hoje's
 * components/home-screen-notice.tsx), whatever screen they are shown on. A
 * route of its own, so a notice never posts to the screen it happens to be on.
 * It has nothing to show: opening the address leads home.
 */
export const clientLoader = () => redirect('/');

export async function clientAction({ request }: ClientActionFunctionArgs) {
  return noticeAction(await request.formData(), localIsoDate(new Date()));
}
