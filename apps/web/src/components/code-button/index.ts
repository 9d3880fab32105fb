export { CodeButton } from './code-button';
export { RESEND_SECONDS } from './countdown';
