// `npm start`: the site at once. Astro's development server renders each page when it is asked
// for, so the home page answers while the other pages are still unbuilt (building all of them
// first took 50 s on a quiet machine, 5 minutes on a loaded one: issue 27). Edits to cases/ or
// site/ show on reload.
//
//   npm start                 the development server (PORT=4321 by default)
//   npm start -- --built      build the whole static site into dist/ (npm run build), then serve that
import { spawn, spawnSync } from 'node:child_process';

const astro = ['node_modules/astro/astro.js'];
const port = process.env.PORT ?? '4321';
const built = process.argv.includes('--built');

if (built) {
  const build = spawnSync(process.execPath, [...astro, 'build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The site build failed (see the messages above); nothing to serve.');
    process.exit(build.status ?? 1);
  }
}

console.log(
  built
    ? `\nServing the built site (dist/) at http://127.0.0.1:${port}/  (Ctrl+C to stop)\n`
    : `\nStarting the casebook at http://127.0.0.1:${port}/ : each page is built when you open it (Ctrl+C to stop).\n` +
        'The whole static site, as published: "npm run build" (into dist/), or "npm start -- --built" to build and serve it.\n',
);
const server = spawn(process.execPath, [...astro, built ? 'preview' : 'dev', '--host', '127.0.0.1', '--port', port], { stdio: 'inherit' });
// Ctrl+C reaches the server too (same terminal); a signal sent to this process alone is passed on
// (killing only this process left the server running). Exit with the server.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
