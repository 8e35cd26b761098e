// Functions the bench runs inside the page (page.evaluate / addInitScript).
// Each one is self-contained: Playwright sends its source to the browser, so
// it may use nothing from this module's scope.

/**
 * Writes a user state before the app starts: replaces localStorage with
 * `state.local` (JSON per key) and puts `state.photos` as real JPEG Blobs
 * into IndexedDB ('m15-photos' / 'photos', key = id; `grain: true` adds
 * sensor noise, for the size of a real photo), with the plain
 * IndexedDB API the way idb-keyval's createStore lays the database out.
 */
export async function seedInPage(state) {
  localStorage.clear();
  for (const [key, value] of Object.entries(state.local)) localStorage.setItem(key, JSON.stringify(value));
  const request = (r) =>
    new Promise((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  if (state.photos.length === 0) {
    // Empty storage: no photo database at all (a blocked delete finishes once the app lets go).
    await new Promise((resolve) => {
      const del = indexedDB.deleteDatabase('m15-photos');
      del.onsuccess = del.onerror = del.onblocked = () => resolve();
    });
    return [];
  }
  const open = indexedDB.open('m15-photos', 1);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains('photos')) open.result.createObjectStore('photos');
  };
  const db = await request(open);
  try {
    const blobs = [];
    for (const p of state.photos) {
      const canvas = new OffscreenCanvas(p.width, p.height);
      const g = canvas.getContext('2d');
      const grad = g.createLinearGradient(0, 0, p.width, p.height);
      grad.addColorStop(0, `hsl(${p.hue} 60% 70%)`);
      grad.addColorStop(1, `hsl(${p.hue + 40} 50% 35%)`);
      g.fillStyle = grad;
      g.fillRect(0, 0, p.width, p.height);
      g.fillStyle = 'rgba(255,255,255,0.6)';
      g.beginPath();
      g.arc(p.width / 2, p.height / 3, p.width / 5, 0, Math.PI * 2);
      g.fill();
      g.fillRect(p.width / 4, p.height / 2, p.width / 2, p.height / 3);
      if (p.grain) {
        // Sensor grain, as in a real phone photo: it is what makes a stored photo weigh 200-400 KB, not 15.
        const pixels = g.getImageData(0, 0, p.width, p.height);
        let seed = 42;
        for (let i = 0; i < pixels.data.length; i += 4) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          const n = (seed % 31) - 15;
          pixels.data[i] += n;
          pixels.data[i + 1] += n;
          pixels.data[i + 2] += ((seed >> 8) % 31) - 15;
        }
        g.putImageData(pixels, 0, 0);
      }
      blobs.push([p.id, await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 })]);
    }
    const tx = db.transaction('photos', 'readwrite');
    const store = tx.objectStore('photos');
    store.clear();
    for (const [id, blob] of blobs) store.put(blob, id);
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
    const check = db.transaction('photos').objectStore('photos');
    const sizes = [];
    for (const [id] of blobs) {
      const stored = await request(check.get(id));
      sizes.push(stored instanceof Blob ? stored.size : -1);
    }
    return sizes;
  } finally {
    db.close();
  }
}

/** Every localStorage key and its raw text, to see whether a visit changed the stored state. */
export function localSnapshot() {
  const out = {};
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    out[k] = localStorage.getItem(k);
  }
  return out;
}

/**
 * Init script: records every layout shift of the document from its start
 * (buffered), with a CSS path for each shifted node, taken at the moment of
 * the shift (the node may be gone later).
 */
export function observeLayoutShifts() {
  if (window.__benchShifts) return;
  const shifts = [];
  window.__benchShifts = shifts;
  window.__benchPhase = 'load';
  const describe = (node) => {
    let el = node && node.nodeType === 1 ? node : node?.parentElement;
    if (!el) return '(gone)';
    const parts = [];
    while (el && el.nodeType === 1 && parts.length < 7) {
      let part = el.localName;
      if (el.id) {
        parts.unshift(`${part}#${el.id}`);
        break;
      }
      // Mantine's hashed (m_1b7284a3) and state classes say little; its component classes say which one.
      const classes = [...el.classList]
        .filter((c) => !/^(m_[0-9a-f]+|mantine-[a-z0-9]+|mantine-focus-.*)$/i.test(c))
        .slice(0, 2);
      if (classes.length) part += `.${classes.join('.')}`;
      const parent = el.parentElement;
      if (parent) {
        const same = [...parent.children].filter((c) => c.localName === el.localName);
        if (same.length > 1) part += `:nth-of-type(${same.indexOf(el) + 1})`;
      }
      parts.unshift(part);
      if (el.localName === 'main' || el.localName === 'body') break;
      el = parent;
    }
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${parts.join(' > ')}${text ? ` "${text}"` : ''}`;
  };
  const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      shifts.push({
        value: e.value,
        time: e.startTime,
        phase: window.__benchPhase,
        sources: (e.sources ?? []).map((s) => ({
          node: describe(s.node),
          from: rect(s.previousRect),
          to: rect(s.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The layout shifts recorded so far (observeLayoutShifts), after the observer has had its turn. */
export async function takeLayoutShifts() {
  await new Promise((r) => setTimeout(r, 50));
  return window.__benchShifts ?? null;
}

/**
 * Scrolls to the bottom half a screen at a time, waits there for what loads
 * when scrolled to (the page may grow: it goes on down), then back to the top
 * the same way. Shifts meanwhile are tagged 'scroll'.
 */
export async function scrollThrough({ stepMs, settleMs }) {
  window.__benchPhase = 'scroll';
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const step = Math.round(window.innerHeight / 2);
  const bottom = () => Math.max(document.documentElement.scrollHeight, document.body.scrollHeight);
  const atBottom = () => window.scrollY + window.innerHeight >= bottom() - 2;
  const startHeight = bottom();
  let steps = 0;
  // Down until the bottom stays the bottom after a pause (the page may grow).
  while (steps < 200) {
    if (atBottom()) {
      await sleep(settleMs);
      if (atBottom()) break;
    }
    window.scrollBy({ top: step, behavior: 'instant' });
    steps++;
    await sleep(stepMs);
  }
  const height = bottom();
  while (window.scrollY > 0 && steps < 400) {
    window.scrollBy({ top: -step, behavior: 'instant' });
    steps++;
    await sleep(stepMs);
  }
  await sleep(settleMs / 2);
  window.__benchPhase = 'after';
  return { startHeight, height, steps };
}

/**
 * The page's largest contentful paint, read from a buffered observer (the
 * last candidate is the LCP), with the element it was and the first
 * contentful paint. Resolves with lcp: null when the browser reported none.
 */
export function readPaints() {
  return new Promise((resolve) => {
    const candidates = [];
    const finish = () => {
      po.disconnect();
      const last = candidates.at(-1);
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      let element = null;
      if (last?.element) {
        const el = last.element;
        const cls = [...el.classList]
          .filter((c) => !/^(m_[0-9a-f]+|mantine-[a-z0-9]+|mantine-focus-.*)$/i.test(c))
          .slice(0, 2);
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
        element = `${el.localName}${cls.length ? `.${cls.join('.')}` : ''}${text ? ` "${text}"` : ''}`;
      } else if (last?.url) {
        element = last.url;
      }
      resolve({ lcp: last ? last.startTime : null, size: last?.size ?? 0, element, fcp });
    };
    const po = new PerformanceObserver((list) => {
      candidates.push(...list.getEntries());
    });
    po.observe({ type: 'largest-contentful-paint', buffered: true });
    // The buffered entries are delivered in the observer's next task.
    setTimeout(finish, 100);
  });
}

/**
 * Whether a DOM element is one Mantine draws: a static class `mantine-…` or a
 * hashed class `m_xxxxxxxx` (Mantine 8 gives its components both), or a
 * `data-mantine…` attribute. Reads only `getAttribute('class')` and
 * `getAttributeNames()`, so SVG elements count alike.
 */
export function isMantineElement(el) {
  // What draws nothing: MantineProvider's <style data-mantine-styles> tags.
  if (['style', 'script', 'link', 'meta', 'template', 'noscript'].includes(el.localName)) return false;
  const cls = el.getAttribute('class') ?? '';
  if (/(^|\s)(mantine-\S|m_[0-9a-f]{8}(\s|$))/.test(cls)) return true;
  return el.getAttributeNames().some((a) => a.startsWith('data-mantine'));
}

/**
 * Init script (runs before the page's own scripts): in every animation frame
 * until `main h1` is there, looks at the document; in the first frame that
 * has it, counts the body's elements and Mantine's (`isMantine`), and these by component, into `window.__benchFirstFrame`. A frame's callbacks run in the
 * order they were asked for and before its paint, and this one asks for the
 * next frame before the page can, so it sees what that frame paints, before
 * anything a screen defers to after its first paint. Installed as source
 * text (`firstFrameScript`): the page's CSP allows no eval.
 */
export function recordFirstFrame(isMantine) {
  // Also kept for a later look at the settled screen.
  window.__benchCountNow = () => [...document.body.getElementsByTagName('*')].filter(isMantine).length;
  const tick = () => {
    if (!document.querySelector('main h1')) return void requestAnimationFrame(tick);
    const all = [...document.body.getElementsByTagName('*')];
    const mantine = all.filter(isMantine);
    // Which components they are, by their static class (`mantine-Paper-root` → Paper).
    const kinds = {};
    for (const el of mantine) {
      const kind = /(?:^|\s)mantine-([A-Z]\w*)-/.exec(el.getAttribute('class') ?? '')?.[1] ?? el.localName;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
    window.__benchFirstFrame = { mantine: mantine.length, all: all.length, kinds };
  };
  requestAnimationFrame(tick);
}

/** The init script that counts the first frame's elements (recordFirstFrame). */
export const firstFrameScript = () => `(${recordFirstFrame})(${isMantineElement});`;
