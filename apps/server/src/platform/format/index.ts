export {
  CHINA_OFFSET_MS,
  chinaMidnight,
  chinaMidnightAfter,
  formatChinaDate,
  formatChinaRfc3339,
  formatChinaTime,
} from './china-time.js';
export { describeDevice } from './device-name.js';
export { maskMobile } from './masking.js';
