export { MyCoursework } from './components/my-coursework';
