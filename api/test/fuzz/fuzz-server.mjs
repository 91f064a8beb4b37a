// The worker thread's entry: TypeScript through tsx (the worker is outside Jest's transform), then the server.
import { register } from 'tsx/esm/api';

register();
await import('./fuzz-server.ts');
