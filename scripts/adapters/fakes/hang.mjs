// Fake adapter: never answers the triggered phase (and keeps running).
import { serve } from './serve.mjs';

await serve(() => new Promise(() => {}));
