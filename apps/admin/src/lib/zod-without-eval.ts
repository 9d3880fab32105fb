import { z } from 'zod/v4';

/**
 * `zod` as this app's bundle sees it (vite.config.ts aliases the name here), so that the flag is
 * set before any schema of the contract is built. Zod otherwise probes `new Function('')` at the
 * first object schema to decide whether to compile parsers, which the Content-Security-Policy
 * (decision 0046, no 'unsafe-eval') refuses and reports as a violation; jitless skips the probe and
 * parses as it would after a refused probe anyway.
 */
z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
