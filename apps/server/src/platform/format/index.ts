export { CHINA_OFFSET_MS, formatChinaDate, formatChinaRfc3339, formatChinaTime } from './china-time.js';
export { maskMobile } from './masking.js';
