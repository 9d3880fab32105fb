export { GroupOfferPanel } from './components/group-offer-panel';
export { MyGroups } from './components/my-groups';
