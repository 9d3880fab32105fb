export { PersonalPanel } from './personal-panel';
