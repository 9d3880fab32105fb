/**
 * hls.js ships the types of its full build only; the light build (no subtitles, alternate audio or
 * DRM, which the lessons do not use) has the same API, at two thirds of the size.
 */
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
