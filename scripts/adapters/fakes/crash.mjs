// Fake adapter: crashes (exit code 3, a message on stderr) on the triggered phase.
import { serve } from './serve.mjs';

await serve(() => {
  process.stderr.write('fake adapter: cannot handle this position\n');
  process.exit(3);
});
