export { SLIDE_TRACK_HEIGHT, SLIDE_TRACK_WIDTH } from './slide-state';
export { SLIDE_HINT, SLIDE_SUCCESS, SlideVerify } from './slide-verify';
