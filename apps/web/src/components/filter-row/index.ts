export { FilterRow } from './filter-row';
