export { LecturerProfile } from './lecturer-profile';
