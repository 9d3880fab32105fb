import type { Page } from 'playwright-core';

/** The player's <video> as the page reports it; hls.js feeds it through a `blob:` source. */
export function videoState(page: Page) {
  return page.getByTestId('lesson-video').evaluate((element) => {
    const video = element as HTMLVideoElement;
    return {
      time: video.currentTime,
      duration: video.duration,
      paused: video.paused,
      ready: video.readyState >= 1 && !video.seeking,
      rate: video.playbackRate,
      source: video.currentSrc,
    };
  });
}

/** Plays muted (as a person would with the sound off; headless Chromium has no audio device). */
export async function play(page: Page): Promise<void> {
  await page.getByTestId('lesson-video').evaluate(async (element) => {
    const video = element as HTMLVideoElement;
    video.muted = true;
    await video.play();
  });
}
