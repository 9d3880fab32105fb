export {
  ArrowUpIcon,
  BellIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CrownIcon,
  HeadsetIcon,
  PhoneIcon,
  SearchIcon,
  UserIcon,
  WifiOffIcon,
} from './icons';
