// Fake adapter: answers the triggered phase with JSON that is not a protocol result.
import { serve } from './serve.mjs';

await serve(() => process.stdout.write(JSON.stringify({ units: 'none', dislodged: [] }) + '\n'));
