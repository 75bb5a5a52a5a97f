// Fake adapter: answers {"error": ...} for the triggered phase, as the protocol allows.
import { serve } from './serve.mjs';

await serve(() => process.stdout.write(JSON.stringify({ error: 'this adjudicator does not handle that order' }) + '\n'));
