export { NewPasswordFields } from './new-password-fields';
