export { deviceIdOf, placeOfIp } from './ip-location.js';
