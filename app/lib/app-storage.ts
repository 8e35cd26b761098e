/**
 * Where an installed M15 keeps its data, by platform. On an iPhone or iPad,
 * a web app added to the home screen is not part of Safari: it gets storage
 * of its own, and Safari copies nothing M15 keeps (localStorage, IndexedDB)
 * into it, so the icon opens an empty app. On Android, and on a computer,
 * the browser and the app it installed share one site's storage.
 * Sources: docs/data-safety-sources.md.
 *
 * What follows from it, said by the screens: on an iPhone the way to the
 * home screen is "backup here, add to the home screen, open by the icon,
 * restore the file"; the home-screen app's empty welcome offers the restore
 * first; after that restore, Hoje says Safari's tab still holds a copy.
 * `appStorageOf` is a pure function of what the browser says (unit-tested);
 * the others read this browser.
 */
import { type BrowserFacts, browserFacts, isAppleMobile, openedAsApp } from './seven-day-rule';

/** 'separate': the browser and the home-screen app each keep their own data; 'shared': one storage for both. */
export type AppStorage = 'separate' | 'shared';

export function appStorageOf(facts: Pick<BrowserFacts, 'userAgent' | 'platform' | 'maxTouchPoints'>): AppStorage {
  return isAppleMobile(facts) ? 'separate' : 'shared';
}

/** M15 runs as the home-screen app of a platform where it does not see what the browser stored. */
export function inAppApart(facts: BrowserFacts): boolean {
  return appStorageOf(facts) === 'separate' && openedAsApp(facts);
}

/** This browser's case (`appStorageOf`); 'shared' outside a browser. */
export function appStorage(): AppStorage {
  const facts = browserFacts();
  return facts ? appStorageOf(facts) : 'shared';
}

/** Whether M15 runs here as a home-screen app with storage of its own (`inAppApart`). */
export function runningInAppApart(): boolean {
  const facts = browserFacts();
  return facts ? inAppApart(facts) : false;
}
