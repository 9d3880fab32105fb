// The operator's profile moved to lib/ so every feature may read it; this name stays for the screens
// still importing it from here (jobs, orders, learners) until they move.
export { meQuery, useMe } from '@/lib/use-me';
