export { type CountdownParts, countdownParts, formatCountdown, parseChinaTime } from './countdown';
export { useCountdown } from './use-countdown';
