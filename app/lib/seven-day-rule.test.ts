// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BrowserFacts, openedAsApp, runningAsApp, sevenDayRule, sevenDayRuleOf } from './seven-day-rule';

// User agents as the browsers send them.
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const IPHONE_FIREFOX =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15';
const IPHONE_EDGE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/126.0.2592.56 Mobile/15E148 Safari/605.1.15';
// The home-screen web app sends Safari's user agent without "Safari/".
const IPHONE_HOME_SCREEN =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IPAD_MOBILE_SITE =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
// iPadOS 13 and later by default: a Mac's user agent and platform.
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const WINDOWS_PHONE =
  'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537';

const tab = (facts: Partial<BrowserFacts>): BrowserFacts => ({
  userAgent: '',
  platform: '',
  maxTouchPoints: 0,
  standalone: undefined,
  displayModeStandalone: false,
  ...facts,
});

describe('sevenDayRuleOf', () => {
  it('applies to Safari on an iPhone, in a tab', () => {
    expect(
      sevenDayRuleOf(tab({ userAgent: IPHONE_SAFARI, platform: 'iPhone', maxTouchPoints: 5, standalone: false })),
    ).toBe('applies');
  });

  it('applies to the other iPhone browsers, which are WebKit too', () => {
    for (const userAgent of [IPHONE_CHROME, IPHONE_FIREFOX, IPHONE_EDGE]) {
      expect(sevenDayRuleOf(tab({ userAgent, platform: 'iPhone', maxTouchPoints: 5 })), userAgent).toBe('applies');
    }
  });

  it('applies to Safari on an iPad, asking for the mobile site or as a Mac with touch', () => {
    expect(sevenDayRuleOf(tab({ userAgent: IPAD_MOBILE_SITE, platform: 'iPad', maxTouchPoints: 5 }))).toBe('applies');
    expect(
      sevenDayRuleOf(tab({ userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 5, standalone: false })),
    ).toBe('applies');
  });

  it('does not apply to a Mac, which has no touch screen', () => {
    expect(sevenDayRuleOf(tab({ userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 0 }))).toBe('none');
    // Some Macs report a single touch point for a trackpad.
    expect(sevenDayRuleOf(tab({ userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 1 }))).toBe('none');
  });

  it('knows the home-screen app, by either flag', () => {
    const iphone = { userAgent: IPHONE_HOME_SCREEN, platform: 'iPhone', maxTouchPoints: 5 };
    expect(sevenDayRuleOf(tab({ ...iphone, standalone: true }))).toBe('home-screen');
    expect(sevenDayRuleOf(tab({ ...iphone, displayModeStandalone: true }))).toBe('home-screen');
    expect(sevenDayRuleOf(tab({ ...iphone, standalone: false }))).toBe('applies');
    const ipad = { userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 5 };
    expect(sevenDayRuleOf(tab({ ...ipad, standalone: true }))).toBe('home-screen');
  });

  it('never applies to Android, desktop browsers or an installed app elsewhere', () => {
    expect(sevenDayRuleOf(tab({ userAgent: ANDROID_CHROME, platform: 'Linux armv81', maxTouchPoints: 5 }))).toBe(
      'none',
    );
    expect(
      sevenDayRuleOf(tab({ userAgent: ANDROID_CHROME, platform: 'Linux armv81', displayModeStandalone: true })),
    ).toBe('none');
    expect(sevenDayRuleOf(tab({ userAgent: WINDOWS_CHROME, platform: 'Win32', maxTouchPoints: 10 }))).toBe('none');
    expect(sevenDayRuleOf(tab({ userAgent: WINDOWS_CHROME, platform: 'Win32', displayModeStandalone: true }))).toBe(
      'none',
    );
    expect(sevenDayRuleOf(tab({ userAgent: LINUX_FIREFOX, platform: 'Linux x86_64' }))).toBe('none');
    expect(sevenDayRuleOf(tab({ userAgent: WINDOWS_PHONE, platform: 'Win32', maxTouchPoints: 5 }))).toBe('none');
  });

  it('answers none when the browser says nothing', () => {
    expect(sevenDayRuleOf(tab({}))).toBe('none');
    // "iPhone" must be a word of its own, not part of another.
    expect(sevenDayRuleOf(tab({ userAgent: 'NotAniPhoneBrowser/1.0' }))).toBe('none');
  });
});

describe('openedAsApp', () => {
  it('is true from a home screen or as an installed app anywhere, false in a browser tab', () => {
    expect(openedAsApp({ standalone: true, displayModeStandalone: false })).toBe(true);
    expect(openedAsApp({ standalone: undefined, displayModeStandalone: true })).toBe(true);
    expect(openedAsApp({ standalone: false, displayModeStandalone: false })).toBe(false);
    expect(openedAsApp({ standalone: undefined, displayModeStandalone: false })).toBe(false);
  });
});

describe('sevenDayRule, read from this browser', () => {
  const own = (facts: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(facts)) {
      Object.defineProperty(navigator, key, { value, configurable: true });
    }
  };
  afterEach(() => {
    for (const key of ['userAgent', 'platform', 'maxTouchPoints', 'standalone']) {
      delete (navigator as unknown as Record<string, unknown>)[key];
    }
    vi.unstubAllGlobals();
  });

  it('runningAsApp reads both flags, on any platform', () => {
    own({ userAgent: ANDROID_CHROME, platform: 'Linux armv81', maxTouchPoints: 5 });
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(runningAsApp()).toBe(false);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    expect(runningAsApp()).toBe(true);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    own({ userAgent: IPHONE_HOME_SCREEN, platform: 'iPhone', standalone: true });
    expect(runningAsApp()).toBe(true);
  });

  it('reads the user agent, the platform, the touch points and both home-screen flags', () => {
    own({ userAgent: IPHONE_SAFARI, platform: 'iPhone', maxTouchPoints: 5, standalone: false });
    expect(sevenDayRule()).toBe('applies');
    own({ standalone: true });
    expect(sevenDayRule()).toBe('home-screen');
    own({ standalone: undefined });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    expect(sevenDayRule()).toBe('home-screen');
    own({ userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 5 });
    expect(sevenDayRule()).toBe('home-screen');
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(sevenDayRule()).toBe('applies');
  });

  it('answers none for Android, and without matchMedia', () => {
    own({ userAgent: ANDROID_CHROME, platform: 'Linux armv81', maxTouchPoints: 5 });
    vi.stubGlobal('matchMedia', undefined);
    expect(sevenDayRule()).toBe('none');
    own({ userAgent: IPHONE_SAFARI, platform: 'iPhone' });
    expect(sevenDayRule()).toBe('applies');
  });
});
