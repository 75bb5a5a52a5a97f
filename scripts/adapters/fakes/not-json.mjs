// Fake adapter: prints a line that is not JSON instead of the triggered phase's answer.
import { serve } from './serve.mjs';

await serve(() => process.stdout.write('Traceback (most recent call last): something went wrong\n'));
