export { DetailFailed, DetailPanel, DetailPending } from './detail-panel';
