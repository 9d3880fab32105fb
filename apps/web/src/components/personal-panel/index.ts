export { PersonalPagedPanel } from './personal-paged-panel';
export { PersonalPanel } from './personal-panel';
