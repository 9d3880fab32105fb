export { MyCertificates } from './components/my-certificates';
