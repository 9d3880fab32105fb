export { BackLink } from './back-link';
