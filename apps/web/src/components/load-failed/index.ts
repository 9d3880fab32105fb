export { LoadFailed } from './load-failed';
