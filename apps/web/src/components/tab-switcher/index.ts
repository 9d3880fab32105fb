export { type TabItem, TabList, TabSwitcher } from './tab-switcher';
