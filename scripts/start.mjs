// `npm start`: build the site, then serve the built pages locally and print the URL.
import { spawnSync, spawn } from 'node:child_process';

const astro = ['node_modules/astro/astro.js'];
const build = spawnSync(process.execPath, [...astro, 'build'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('The site build failed (see the messages above); nothing to serve.');
  process.exit(build.status ?? 1);
}
const port = process.env.PORT ?? '4321';
console.log(`\nServing the casebook at http://127.0.0.1:${port}/  (Ctrl+C to stop)\n`);
const preview = spawn(process.execPath, [...astro, 'preview', '--host', '127.0.0.1', '--port', port], {
  stdio: 'inherit',
});
preview.on('exit', (code) => process.exit(code ?? 0));
