export { MyExams } from './components/my-exams';
