export { MyCamps } from './components/my-camps';
