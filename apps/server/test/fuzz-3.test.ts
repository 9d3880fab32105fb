import { fuzzShard } from './fuzz-suite.js';

fuzzShard(3);
