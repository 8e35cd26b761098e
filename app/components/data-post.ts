import { useFetcher } from '@remix-run/react';
import type { DataActionResult, DataIntent } from '~/routes/dados/action';

/**
 * The data route's address (routes/dados): every backup, restore, request to
 * protect the data and erase of Perfil posts there, from whatever screen it
 * is on, so none depends on the screen it happens to be shown on.
 */
export const DATA_ROUTE = '/dados';

/**
 * A fetcher that posts to the data route: `post` sends one intent and its
 * fields, `answer` is the route's answer, `posting(intent)` says whether that
 * intent is under way. The page around it does not navigate.
 */
export function useDataPost() {
  const fetcher = useFetcher<DataActionResult>();
  return {
    post: (intent: DataIntent, fields: Record<string, string> = {}) =>
      fetcher.submit({ ...fields, intent }, { method: 'post', action: DATA_ROUTE }),
    answer: fetcher.data,
    busy: fetcher.state !== 'idle',
    posting: (intent: DataIntent) => fetcher.state !== 'idle' && fetcher.formData?.get('intent') === intent,
  };
}
