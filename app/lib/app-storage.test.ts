// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStorage, appStorageOf, inAppApart, runningInAppApart } from './app-storage';
import type { BrowserFacts } from './seven-day-rule';

// User agents as the browsers send them.
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const IPHONE_HOME_SCREEN =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IPAD_MOBILE_SITE =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const ANDROID_SAMSUNG =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const facts = (f: Partial<BrowserFacts>): BrowserFacts => ({
  userAgent: '',
  platform: '',
  maxTouchPoints: 0,
  standalone: undefined,
  displayModeStandalone: false,
  ...f,
});

describe('appStorageOf', () => {
  it('keeps Safari and the home-screen app apart on an iPhone, whatever the browser', () => {
    for (const userAgent of [IPHONE_SAFARI, IPHONE_CHROME, IPHONE_HOME_SCREEN]) {
      expect(appStorageOf(facts({ userAgent, platform: 'iPhone', maxTouchPoints: 5 })), userAgent).toBe('separate');
    }
  });

  it('keeps them apart on an iPad, asking for the mobile site or as a Mac with touch', () => {
    expect(appStorageOf(facts({ userAgent: IPAD_MOBILE_SITE, platform: 'iPad', maxTouchPoints: 5 }))).toBe('separate');
    expect(appStorageOf(facts({ userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 5 }))).toBe('separate');
  });

  it('shares one storage on Android, on a Mac and on a Windows computer', () => {
    expect(appStorageOf(facts({ userAgent: ANDROID_CHROME, platform: 'Linux armv81', maxTouchPoints: 5 }))).toBe(
      'shared',
    );
    expect(appStorageOf(facts({ userAgent: ANDROID_SAMSUNG, platform: 'Linux armv81', maxTouchPoints: 5 }))).toBe(
      'shared',
    );
    expect(appStorageOf(facts({ userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 0 }))).toBe('shared');
    expect(appStorageOf(facts({ userAgent: WINDOWS_CHROME, platform: 'Win32', maxTouchPoints: 10 }))).toBe('shared');
  });
});

describe('inAppApart', () => {
  const iphone = { userAgent: IPHONE_HOME_SCREEN, platform: 'iPhone', maxTouchPoints: 5 };
  it("is the iPhone's home-screen app, by either flag", () => {
    expect(inAppApart(facts({ ...iphone, standalone: true }))).toBe(true);
    expect(inAppApart(facts({ ...iphone, displayModeStandalone: true }))).toBe(true);
  });

  it("is not Safari's tab on an iPhone", () => {
    expect(inAppApart(facts({ ...iphone, userAgent: IPHONE_SAFARI, standalone: false }))).toBe(false);
  });

  it('is not the installed app on Android or a computer, which share the browser storage', () => {
    expect(
      inAppApart(facts({ userAgent: ANDROID_CHROME, platform: 'Linux armv81', displayModeStandalone: true })),
    ).toBe(false);
    expect(inAppApart(facts({ userAgent: WINDOWS_CHROME, platform: 'Win32', displayModeStandalone: true }))).toBe(
      false,
    );
  });
});

describe('read from this browser', () => {
  const own = (values: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(values)) {
      Object.defineProperty(navigator, key, { value, configurable: true });
    }
  };
  afterEach(() => {
    for (const key of ['userAgent', 'platform', 'maxTouchPoints', 'standalone']) {
      delete (navigator as unknown as Record<string, unknown>)[key];
    }
    vi.unstubAllGlobals();
  });

  it("reads the iPhone's home-screen app from navigator.standalone", () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    own({ userAgent: IPHONE_HOME_SCREEN, platform: 'iPhone', maxTouchPoints: 5, standalone: true });
    expect(appStorage()).toBe('separate');
    expect(runningInAppApart()).toBe(true);
    own({ userAgent: IPHONE_SAFARI, standalone: false });
    expect(runningInAppApart()).toBe(false);
  });

  it("reads Android's installed app as sharing the browser's storage", () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    own({ userAgent: ANDROID_CHROME, platform: 'Linux armv81', maxTouchPoints: 5 });
    expect(appStorage()).toBe('shared');
    expect(runningInAppApart()).toBe(false);
  });
});
