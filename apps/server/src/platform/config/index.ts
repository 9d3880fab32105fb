export { type Config, ConfigError, DEVELOPMENT_SECRETS, loadConfig } from './config.js';
