import { ensurePnpm } from './lib/ensure-pnpm.mjs';

ensurePnpm();
