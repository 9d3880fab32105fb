export { LogInFirst } from './log-in-first';
