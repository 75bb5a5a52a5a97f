// Fake adapter: exits quietly (code 0) instead of answering the triggered phase.
import { serve } from './serve.mjs';

await serve(() => process.exit(0));
