/**
 * Safari's 7-day rule (sources in docs/data-safety-sources.md): on
 * an iPhone or iPad, WebKit erases all of a site's script-writable storage
 * (localStorage, IndexedDB, the service worker and its cache) after 7 days of
 * browser use without a visit to the site. A web app added to the home screen
 * is not part of the browser and keeps its own count of days, so its data
 * stays. Everything M15 keeps is in that storage.
 *
 * Every iOS and iPadOS browser is WebKit (Chrome "CriOS", Firefox "FxiOS",
 * Edge "EdgiOS" included), and since iOS 14 WebKit's tracking prevention is
 * on in every app built on it, so the rule is taken to apply to all of them:
 * a false alarm costs a notice, a missed one costs the user's data.
 *
 * The one place that tells: `sevenDayRuleOf` is a pure function of what the
 * browser says about itself (unit-tested); `sevenDayRule` reads it from
 * `navigator` and `matchMedia`.
 */

/** What the browser says about itself. */
export interface BrowserFacts {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** `navigator.standalone`: WebKit's own flag on iOS, true in a home-screen web app; undefined elsewhere. */
  standalone: boolean | undefined;
  /** `matchMedia('(display-mode: standalone)').matches`: true in an installed web app, on any platform. */
  displayModeStandalone: boolean;
}

/**
 * 'applies': a browser tab on an iPhone or iPad, where the data goes after 7
 * days without a visit; 'home-screen': M15 opened from the iPhone's or iPad's
 * home screen, where it stays; 'none': every other browser and installed app.
 */
export type SevenDayRule = 'applies' | 'home-screen' | 'none';

export function sevenDayRuleOf(facts: BrowserFacts): SevenDayRule {
  if (!isAppleMobile(facts)) return 'none';
  return openedAsApp(facts) ? 'home-screen' : 'applies';
}

/** M15 runs as an installed app (from the home screen, or an installed desktop app), not in a browser tab. */
export function openedAsApp(facts: Pick<BrowserFacts, 'standalone' | 'displayModeStandalone'>): boolean {
  return facts.standalone === true || facts.displayModeStandalone;
}

/** An iPhone, iPod or iPad, whatever its browser, including an iPad that asks for desktop sites. */
export function isAppleMobile({
  userAgent,
  platform,
  maxTouchPoints,
}: Pick<BrowserFacts, 'userAgent' | 'platform' | 'maxTouchPoints'>): boolean {
  // Some Android and Windows Phone browsers once wrote "like iPhone" into their user agent.
  if (/Android|Windows Phone/i.test(userAgent)) return false;
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return true;
  // iPadOS 13 and later asks for desktop sites as a Mac ("Macintosh", platform MacIntel);
  // a Mac has no touch screen, so touch points tell the two apart.
  return platform === 'MacIntel' && maxTouchPoints > 1;
}

/** What this browser says about itself; null outside a browser. */
export function browserFacts(): BrowserFacts | null {
  if (typeof navigator === 'undefined') return null;
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent ?? '',
    platform: nav.platform ?? '',
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone,
    displayModeStandalone: typeof matchMedia === 'function' ? matchMedia('(display-mode: standalone)').matches : false,
  };
}

/** This browser's case: a few properties and one media query, cheap enough for any loader. */
export function sevenDayRule(): SevenDayRule {
  const facts = browserFacts();
  return facts ? sevenDayRuleOf(facts) : 'none';
}

/** Whether M15 runs as an installed app here (`openedAsApp` of this browser's facts). */
export function runningAsApp(): boolean {
  const facts = browserFacts();
  return facts ? openedAsApp(facts) : false;
}
