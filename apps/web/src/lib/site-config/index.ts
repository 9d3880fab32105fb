export { getSiteConfig, siteConfigQueryOptions, useSiteConfig } from './get-site-config';
