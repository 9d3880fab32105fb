export { ErrorView } from './error-view';
