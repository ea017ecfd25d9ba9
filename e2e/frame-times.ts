import type { Page } from "@playwright/test";

export interface FrameTimes {
  frames: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

/**
 * Intervals between animation frames while `drive` pans and zooms (headless Chromium paints at
 * 60 Hz, so 16.7 ms means no frame was dropped). The first interval is discarded.
 */
export async function measureFrames(page: Page, ms: number, drive: () => Promise<void>): Promise<FrameTimes> {
  const measuring = page.evaluate(
    (span) =>
      new Promise<number[]>((resolve) => {
        const out: number[] = [];
        let last = performance.now();
        const end = last + span;
        const tick = (t: number) => {
          out.push(t - last);
          last = t;
          if (t < end) requestAnimationFrame(tick);
          else resolve(out);
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );
  await drive();
  const frames = (await measuring).slice(1).sort((a, b) => a - b);
  const q = (p: number) => Number(frames[Math.min(frames.length - 1, Math.floor(p * frames.length))].toFixed(1));
  return { frames: frames.length, medianMs: q(0.5), p95Ms: q(0.95), maxMs: q(1) };
}

export const describeFrames = (f: FrameTimes) => `${f.frames} frames, median ${f.medianMs} ms, p95 ${f.p95Ms} ms, max ${f.maxMs} ms`;
