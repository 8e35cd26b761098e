import { CELEBRATION_BURST_MS, CELEBRATION_MS } from '~/domain/results';
import { loadPart } from './import-with-retry';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Confetti for 3 s, a burst every 250 ms (spec §4). js-confetti is loaded
 * only now, so no screen pays for it until it fires. With reduced motion, or
 * when its code cannot be downloaded, there is no confetti: the toast alone
 * tells the news. Returns a cancel.
 */
export function celebrate(): () => void {
  if (prefersReducedMotion() || typeof document === 'undefined') return () => {};
  let cancelled = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const canvas = document.createElement('canvas');
  canvas.className = 'm15-confetti';
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    pointerEvents: 'none',
    zIndex: '1000',
  });

  void loadPart(() => import('js-confetti')).then(
    ({ default: JSConfetti }) => {
      if (cancelled) return;
      document.body.appendChild(canvas);
      const confetti = new JSConfetti({ canvas });
      const started = performance.now();
      let last: Promise<void> = Promise.resolve();
      const burst = () => {
        last = confetti.addConfetti({ confettiNumber: 60 });
      };
      burst();
      timer = setInterval(() => {
        if (performance.now() - started >= CELEBRATION_MS - CELEBRATION_BURST_MS / 2) {
          clearInterval(timer);
          void last.then(() => canvas.remove());
          return;
        }
        burst();
      }, CELEBRATION_BURST_MS);
    },
    () => {},
  );

  return () => {
    cancelled = true;
    clearInterval(timer);
    canvas.remove();
  };
}
