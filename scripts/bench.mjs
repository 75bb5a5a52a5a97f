// `npm run bench`: the engine's speed where users meet it, in one run, on the same seeded random
// full-board movement phases (22-34 units, every unit ordered):
//   - in process, warm (steady state) and cold (first pass in a fresh process), 1,000 phases;
//   - the CLI's batch mode, `casebook adjudicate --jsonl` on 9,999 phases through a pipe, as it
//     runs by default (one thread) and with a worker thread per core (`--jobs N`), against the
//     in-process engine's first pass in a fresh process (the fair comparator for a fresh CLI
//     process) and its warm passes;
//   - the CLI's start-up (`casebook --help`) against `node -e 0`;
//   - the command line at once (issue 27): one phase, and 1,000 phases in a fresh process, against
//     `node -e 0`'s wall and CPU time (perf stat's task-clock where perf counts, else /usr/bin/time),
//     bundled and not, and each --against commit's;
//   - the Ancient Mediterranean board (#14): the same generator's phases on that map, in process,
//     beside the standard board's in the same rounds (this tree only);
//   - linear time where round 3 of issue 28 found it quadratic: many orders for one unit (4×
//     the orders should take about 4× the time), a `--jsonl` line with no newline (4× the bytes);
//   - with `--against REF` (may be given several times): the same engine measurements for commit
//     REF, compiled and bundled the same way (a temporary git worktree), in alternating rounds;
//     ratios are medians of per-round ratios.
// The command line is timed as the package runs it: the published bin, build/cli/casebook.js, which
// scripts/cli/bundle.mjs makes from tsc's build/engine (this tree's, and each REF's with its own
// bundler); "The command line at once" also times the unbundled build/engine/cli/main.js beside it.
// Every figure is a median with its min-max over the rounds; peak memory is the largest RSS seen.
// Each of issue #16's targets is printed beside its figure, met or not in this run, and again in a
// closing summary.
// Whole games (issue #23), when ../shared/realgames/ is there: `casebook replay` of the 30 shared games
// through the CLI (target ≤ 5 s), and in process, importing and replaying a 36-phase game with its
// report, as the desk does on a paste (target ≤ 1 s), each in a fresh process.
// The dispute desk in Chromium, on the built site when there is one (issue #27): an 11-order phase
// ruled and painted after the debounce at 1280 and 390 px (target ≤ 100 ms), the first ruling after
// the page is asked for at 1280 px in English and 390 px in French (≤ 500 ms), a 36-phase game
// pasted and imported (≤ 1 s).
// With --against, each of these is measured for REF as well, by the same code, in its worktree:
// REF's `casebook replay` (when its CLI has it) and its engine's import, alternating rounds; REF's
// site built by its own `npm run build` (only when the desk section runs) and its desk measured on
// that dist/ right after this tree's; REF's own `npm start`, alternating rounds; REF's `vitest run`.
// The worktree's node_modules are this tree's, hard-linked, less the tools' caches, or REF's own
// (npm ci) when its lock asks for a package version ours lacks.
// The warm path counted in instructions under callgrind (when valgrind is installed), this tree's
// and each --against commit's: a figure the machine's load does not move (benchInstructions); and
// the fresh 1,000-phase CLI batch counted the same way beside `node -e 0` (batchInstructions).
// Then the whole casebook, timed in process (scripts/time-casebook.ts).
//
//   npm run bench -- [--against REF]... [--rounds N] [--no-casebook] [--no-games] [--no-desk]
//                    [--no-start] [--no-test] [--no-instructions]
//                    [--only engine,instructions,cli,scaling,games,desk,start,test,casebook]
// `--only` runs the sections named (a helper timing its own part); the summary lists their targets.

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Buffer } from 'node:buffer';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    against: { type: 'string', multiple: true, default: [] },
    rounds: { type: 'string', default: '8' },
    'no-casebook': { type: 'boolean', default: false },
    'no-games': { type: 'boolean', default: false },
    'no-desk': { type: 'boolean', default: false },
    'no-start': { type: 'boolean', default: false },
    'no-test': { type: 'boolean', default: false },
    'no-instructions': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const SECTIONS = ['engine', 'instructions', 'cli', 'scaling', 'games', 'desk', 'start', 'test', 'casebook'];
const only = values.only?.split(',').map((s) => s.trim());
const unknown = only?.filter((s) => !SECTIONS.includes(s)) ?? [];
if (unknown.length) {
  console.error(`bench: unknown section ${unknown.join(', ')} in --only (sections: ${SECTIONS.join(', ')})`);
  process.exit(2);
}
/** Whether this run times SECTION: named in --only when given, else not turned off by --no-SECTION. */
const runs = (section) => (only ? only.includes(section) : !values[`no-${section}`]);
const ROUNDS = Number(values.rounds);
const ENGINE_PHASES = 1000;
const CLI_PHASES = 9999;
const PASSES = 16;
/** Worker threads for the CLI's threaded run (engine/cli/main.ts, --jobs): one per core, at most 4. */
const CLI_THREADS = Math.min(4, availableParallelism());
/** Issue #16's targets. */
const TARGET = { warmVsAgainst: 2, coldOfWarm: 0.5, cliOfInProcess: 0.7, helpOfNode: 2 };
/** Issue 27's target for the warm path: this tree's warm throughput over the main it was filed on (given as --against). */
const WARM_TARGET = 1.5;
/** The warm path counted under callgrind (benchInstructions): the first 300 phases, 10 and 40 passes. */
const INSTRUCTION_PHASES = 300;
const INSTRUCTION_PASSES = [10, 40];
/** Issue 27's targets for the command line, as multiples of `node -e 0`'s time (benchCommandLine). */
const CLI_TARGET = { onePhaseWall: 1.5, batchCpu: 5 };
/** Phases a fresh CLI process answers in benchCommandLine. */
const BATCH_PHASES = 1000;
/** Issue #23's targets: the 30 shared games through `casebook replay`, and one 36-phase game imported and replayed in process. */
const GAME_TARGET = { cliSeconds: 5, deskSeconds: 1 };
/** Issue #27's targets for `npm start` (the home page answered) and `npm test`, in seconds. */
const SITE_TARGET = { start: 20, test: 120 };
/** Issue #27's targets for the desk in Chromium, in seconds: a ruling after the debounce, the first after load, a game's import. */
const DESK_TARGET = { ruling: 0.1, first: 0.5, import: 1 };
/** What scripts/bench-game-worker.mjs loads from a checkout's compiled engine (an --against commit may lack it). */
const GAME_MODULES = ['build/engine/core.js', 'build/engine/formats/import-game.js', 'build/engine/game/report.js'];
/** A whole desk run takes a minute or two; a run past this is stuck (an older desk never painting what the timing waits for). */
const DESK_WORKER_GIVE_UP_MS = 10 * 60_000;
const root = process.cwd();
/** The data kept beside the checkout (the real games), for this tree and each --against commit's worktree alike. */
const SHARED = process.env.CASEBOOK_SHARED ?? path.resolve(root, '../shared');
const node = process.execPath;
const cache = new Map();
const tmp = mkdtempSync(path.join(tmpdir(), 'casebook-bench-'));

/** Compile ROOT's engine into ROOT/build (tsc, as `npm install` does for this tree). */
function compile(dir, config) {
  const r = spawnSync(node, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', config], { cwd: dir, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`tsc failed in ${dir}`);
}

/**
 * The published bin of the checkout DIR (package.json "bin"): the bundle scripts/cli/bundle.mjs makes,
 * or for a commit from before that bundler, the compiled build/engine/cli/main.js it published then.
 */
const bin = (dir) => (existsSync(path.join(dir, 'scripts/cli/bundle.mjs')) ? path.join(dir, 'build/cli/casebook.js') : path.join(dir, 'build/engine/cli/main.js'));

/**
 * Bundle DIR's compiled command line into DIR/build/cli as `prepare` does, with DIR's own bundler, its
 * bin being what that commit published. A commit from before scripts/cli/bundle.mjs published the
 * compiled build/engine/cli/main.js, and runs as that: today's bundler does not know its sources.
 */
function bundle(dir) {
  const own = path.join(dir, 'scripts/cli/bundle.mjs');
  if (!existsSync(own)) {
    console.log(`${dir}: a commit from before the CLI bundle; its command line runs as it was published, unbundled (build/engine/cli/main.js).`);
    return;
  }
  const r = spawnSync(node, [own, dir], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`bundling the CLI failed in ${dir}`);
}

/** The packages (path@version) the lock of the checkout DIR installs that this tree's lock does not: none when our node_modules serves it. */
function packagesNotInOurLock(dir) {
  const packages = (checkout) => JSON.parse(readFileSync(path.join(checkout, 'package-lock.json'), 'utf8')).packages ?? {};
  const ours = packages(root);
  return Object.entries(packages(dir))
    .filter(([where, p]) => where !== '' && !p.link && ours[where]?.version !== p.version)
    .map(([where, p]) => `${where.replace(/^.*node_modules\//, '')}@${p.version}`);
}

compile(root, 'tsconfig.build.json');
bundle(root);
const bases = values.against.map((ref, k) => ({ name: ref, dir: path.join(tmp, `against-${k}`) }));
for (const { name: ref, dir: base } of bases) {
  execFileSync('git', ['worktree', 'add', '--detach', base, ref], { stdio: 'ignore' });
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(base, 'node_modules')]);
  // The tools' caches in node_modules are rewritten in place (Astro's data store, Vite's and vitest's):
  // through a hard link that would write into this tree's. The other commit starts without them.
  for (const cache of ['.astro', '.vite', '.vite-temp', '.cache']) rmSync(path.join(base, 'node_modules', cache), { recursive: true, force: true });
  const differing = packagesNotInOurLock(base);
  if (differing.length) {
    // Its tests and site need its own dependencies (ours only add packages to most earlier locks).
    console.log(`${ref}: its package-lock.json asks for ${differing.length} package version(s) ours lacks (${differing.slice(0, 3).join(', ')}${differing.length > 3 ? ', …' : ''}): npm ci in its worktree.`);
    rmSync(path.join(base, 'node_modules'), { recursive: true, force: true });
    const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: base, stdio: ['ignore', 'ignore', 'inherit'] });
    if (ci.status !== 0) throw new Error(`npm ci failed in the worktree of ${ref}`);
  }
  // The same compilation for the other commit, whatever its own build settings were.
  writeFileSync(
    path.join(base, 'tsconfig.bench.json'),
    JSON.stringify({
      extends: './tsconfig.json',
      compilerOptions: { noEmit: false, rootDir: '.', outDir: 'build', sourceMap: false, declaration: false },
      include: ['engine/**/*.ts'],
      exclude: ['node_modules', 'build', '**/*.test.ts', '**/*.bench.ts', 'engine/adjudicate/test-helpers.ts'],
    }),
  );
  compile(base, 'tsconfig.bench.json');
  bundle(base);
}

try {
  run();
} finally {
  for (const { dir } of bases) execFileSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'ignore' });
  rmSync(tmp, { recursive: true, force: true });
}

function run() {
  // The phases, written once by this tree's generator: both engines read the same file.
  const phasesFile = path.join(tmp, 'phases.jsonl');
  const gen = `const { randomPhase } = await import('./build/engine/adjudicate/random-phase.js');
    const { standardMap } = await import('./build/engine/map/index.js');
    const out = [];
    for (let i = 1; i <= ${CLI_PHASES}; i++) out.push(JSON.stringify(randomPhase(standardMap, i)));
    (await import('node:fs')).writeFileSync(${JSON.stringify(phasesFile)}, out.join('\\n') + '\\n');`;
  execFileSync(node, ['--input-type=module', '-e', gen], { cwd: root });
  const fmt = (xs, unit = '') => `${num(median(xs))}${unit} (${num(Math.min(...xs))}–${num(Math.max(...xs))})`;
  const verdicts = [];
  /** "[target ≥ 2×: met]", judged on the median of XS (at least BOUND, or at most with `atMost`); kept for the summary. */
  const target = (what, xs, bound, shown, atMost = false) => {
    const m = median(xs);
    const met = atMost ? m <= bound : m >= bound;
    verdicts.push(`  ${met ? 'met    ' : 'NOT met'}  ${what}: ${shown.endsWith('%') ? `${num(m)} %` : shown.endsWith(' s') ? `${m.toFixed(2)} s` : `${m.toFixed(2)}×`} (target ${shown})`);
    return `[target ${shown}: ${met ? 'met' : 'NOT met'}]`;
  };
  const loads = [loadavg()[0]];
  if (runs('engine')) benchEngine(phasesFile, fmt, target, loads);
  if (runs('instructions')) benchInstructions(phasesFile, target);
  if (runs('cli')) benchCommandLine(phasesFile, fmt, target);
  if (runs('scaling')) printScaling();
  if (runs('games')) benchGames(fmt, target);
  if (runs('desk')) benchDesk(fmt, target);
  if (runs('start')) benchStart(fmt, target);
  if (runs('test')) benchTest(fmt, target);

  // Other processes take turns with every measurement: a verdict on a loaded machine is not one.
  loads.push(loadavg()[0]);
  const load = `load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${availableParallelism()} cores`;
  const loaded = Math.max(...loads) > availableParallelism();
  console.log('');
  console.log(`Issues #16's, #23's and #27's targets in this run (medians; ${ROUNDS} rounds; ${load}${loaded ? ', LOADED: not a verdict' : ''}):`);
  for (const v of verdicts) console.log(v);

  if (runs('casebook')) {
    console.log('');
    const r = spawnSync(node, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/time-casebook.ts'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exitCode = 1;
  }
}

// ---------------------------------------------------------------------------------------------
/** In process warm and cold, the CLI's batch (one thread and --jobs), start-up, the ancient board: the rounds alternating with each --against commit. */
function benchEngine(phasesFile, fmt, target, loads) {
  const ancmedFile = writeAncmedPhases();
  const ancmed = { warm: [], cold: [], rss: 0 };

  const engines = [{ name: 'this tree', dir: root }, ...bases];
  const m = new Map(engines.map((e) => [e.name, { warm: [], cold: [], rss: 0, cli: [], cliRss: 0, threaded: [], threadedRss: 0 }]));
  const batch = { first: [], warm: [], rss: 0 };
  const start = { node: [], help: [] };
  const timeAvailable = existsSync('/usr/bin/time');

  for (let round = 0; round < ROUNDS; round++) {
    process.stderr.write(`\rround ${round + 1}/${ROUNDS}`);
    loads.push(loadavg()[0]);
    const order = round % 2 === 0 ? engines : [...engines].reverse();
    for (const e of order) {
      const r = worker(e.dir, phasesFile, ENGINE_PHASES, PASSES);
      const s = m.get(e.name);
      s.warm.push(r.warm);
      s.cold.push(r.cold);
      s.rss = Math.max(s.rss, r.maxRssKb);
    }
    for (const e of order) {
      const r = cliBatch(e.dir, phasesFile, timeAvailable);
      const s = m.get(e.name);
      s.cli.push(CLI_PHASES / r.seconds);
      s.cliRss = Math.max(s.cliRss, r.maxRssKb);
    }
    // Threads against threads: each commit's --jobs run (a ratio to the other's one thread would
    // say more about the machine's idle cores than about either command).
    for (const e of order) {
      const t = cliBatch(e.dir, phasesFile, timeAvailable, ['--jobs', String(CLI_THREADS)]);
      const s = m.get(e.name);
      s.threaded.push(CLI_PHASES / t.seconds);
      s.threadedRss = Math.max(s.threadedRss, t.maxRssKb);
    }
    // The in-process engine on the CLI's phases: a fresh process's first pass, and warm passes.
    const b = worker(root, phasesFile, CLI_PHASES, 4);
    batch.first.push(b.cold);
    batch.warm.push(b.warm);
    batch.rss = Math.max(batch.rss, b.maxRssKb);
    const a = worker(root, ancmedFile, ENGINE_PHASES, PASSES);
    ancmed.warm.push(a.warm);
    ancmed.cold.push(a.cold);
    ancmed.rss = Math.max(ancmed.rss, a.maxRssKb);
    start.node.push(seconds(() => spawnSync(node, ['-e', '0'])));
    start.help.push(seconds(() => spawnSync(node, [bin(root), '--help'])));
  }
  process.stderr.write('\r\x1b[K');

  const me = m.get('this tree');
  const threaded = { cli: me.threaded, rss: me.threadedRss };
  console.log(`Random full-board movement phases, ${ROUNDS} rounds${bases.length ? `, alternating with ${values.against.join(', ')}` : ''}; median (min–max)`);
  // Other processes take turns with every measurement: a verdict on a loaded machine is not one.
  const load = `load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${availableParallelism()} cores`;
  const loaded = Math.max(...loads) > availableParallelism();
  console.log(`Machine: ${load}${loaded ? ' — LOADED: every figure is stretched by other processes, unevenly; only ratios within a round mean something, and met/NOT met below is not a verdict' : ''}`);
  console.log('');
  console.log(`In process, ${ENGINE_PHASES.toLocaleString('en')} phases, a fresh process per round:`);
  for (const [name, s] of m) {
    const ratios = s.cold.map((c, i) => (c / s.warm[i]) * 100);
    const mark = name === 'this tree' ? `  ${target('cold (first pass) / warm, this tree', ratios, TARGET.coldOfWarm * 100, `≥ ${TARGET.coldOfWarm * 100} %`)}` : '';
    console.log(`  ${name.padEnd(12)} warm ${fmt(s.warm)} phases/s   cold ${fmt(s.cold)} phases/s   cold/warm ${fmt(ratios, ' %')}${mark}   peak RSS ${mib(s.rss)}`);
  }
  for (const { name: ref } of bases) {
    const them = m.get(ref);
    const warmRatio = me.warm.map((w, i) => w / them.warm[i]);
    const coldRatio = me.cold.map((c, i) => c / them.cold[i]);
    // Two issues set a warm target against an earlier main, each given as --against: #16 twice the
    // main before its work (≥ 2×), #27 one and a half times the main it was filed on (≥ 1.5×,
    // c127679); each verdict names its issue.
    const warm16 = target(`warm, this tree / ${ref} (issue #16)`, warmRatio, TARGET.warmVsAgainst, `≥ ${TARGET.warmVsAgainst}×`);
    const warm27 = target(`warm, this tree / ${ref} (issue #27)`, warmRatio, WARM_TARGET, `≥ ${WARM_TARGET}×`);
    console.log(`  this tree / ${ref}: warm ${fmtRatio(warmRatio)} ${warm16.replace('[target', '[#16 target')} ${warm27.replace('[target', '[#27 target')}   cold ${fmtRatio(coldRatio)}`);
  }
  console.log('');
  console.log(`CLI batch, casebook adjudicate --jsonl (the published bin, build/cli/casebook.js), ${CLI_PHASES.toLocaleString('en')} phases through a pipe (start-up included):`);
  const jobs = `--jobs ${CLI_THREADS}`;
  for (const [name, s] of m) {
    console.log(`  ${name.padEnd(22)} ${fmt(s.cli)} phases/s${timeAvailable ? `   peak RSS ${mib(s.cliRss)}` : ''}`);
    console.log(`  ${`${name} ${jobs}`.padEnd(22)} ${fmt(s.threaded)} phases/s${timeAvailable ? `   peak RSS ${mib(s.threadedRss)}` : ''}`);
  }
  console.log(`  in process, same phases: first pass in a fresh process ${fmt(batch.first)} phases/s, warm ${fmt(batch.warm)} phases/s   peak RSS ${mib(batch.rss)}`);
  const cliOf = (cli, base) => cli.map((c, i) => (c / base[i]) * 100);
  const bound = `≥ ${TARGET.cliOfInProcess * 100} %`;
  console.log('  CLI / in process (the first pass is the comparator for a fresh CLI process; warm for reference):');
  const byFirst = cliOf(me.cli, batch.first);
  console.log(`    default (one thread): ${fmt(byFirst, ' %')} of the first pass ${target('CLI batch / in-process first pass', byFirst, TARGET.cliOfInProcess * 100, bound)}, ${fmt(cliOf(me.cli, batch.warm), ' %')} of warm`);
  const threadedByFirst = cliOf(threaded.cli, batch.first);
  console.log(`    ${jobs.padEnd(20)}: ${fmt(threadedByFirst, ' %')} of the first pass ${target(`CLI batch ${jobs} / in-process first pass`, threadedByFirst, TARGET.cliOfInProcess * 100, bound)}, ${fmt(cliOf(threaded.cli, batch.warm), ' %')} of warm`);
  for (const { name: ref } of bases) {
    const them = m.get(ref);
    const one = me.cli.map((c, i) => c / them.cli[i]);
    const threads = me.threaded.map((c, i) => c / them.threaded[i]);
    const within = (what, xs) => target(`CLI batch ${what}, this tree / ${ref} (issue 28: within 5 %)`, xs, 0.95, '≥ 0.95×');
    console.log(`  this tree / ${ref}: ${fmtRatio(one)} (default) ${within('one thread', one)}, ${fmtRatio(threads)} (${jobs}, against its ${jobs}) ${within(jobs, threads)}`);
  }
  console.log('');
  const helpRatio = start.help.map((h, i) => h / start.node[i]);
  const helpMark = target('casebook --help / node -e 0', helpRatio, TARGET.helpOfNode, `≤ ${TARGET.helpOfNode}×`, true);
  console.log(`CLI start-up (the published bin): node -e 0 ${fmt(start.node.map((s) => s * 1000), ' ms')}; casebook --help ${fmt(start.help.map((s) => s * 1000), ' ms')}; ratio ${fmtRatio(helpRatio)} ${helpMark}`);

  printAncmed(ancmed, me, fmt, mib);
}

// ---------------------------------------------------------------------------------------------
// The command line at once (issue 27): one phase, and a fresh process answering 1,000 phases, beside
// `node -e 0` in the same rounds; the bundled command (build/cli, what the package runs) beside the
// unbundled one (build/engine/cli/main.js) and each --against commit's, bundled the same way.

function benchCommandLine(phasesFile, fmt, target) {
  if (!perfWorks() && !existsSync('/usr/bin/time')) return console.log('\nThe command line at once: skipped, neither perf nor /usr/bin/time is here (they give the CPU time).');
  const phase = path.join(tmp, 'one-phase.txt');
  writeFileSync(phase, 'Spring 1901\nEngland:\n  F Lon - Nth\n  A Lvp - Yor\nFrance: A Par - Bur\n');
  const batch = readFileSyncCached(phasesFile).toString('utf8').split('\n').slice(0, BATCH_PHASES).join('\n') + '\n';
  const commands = [
    { name: 'this tree, bundled (the published bin)', cli: bin(root) },
    { name: 'this tree, unbundled (build/engine/cli/main.js)', cli: path.join(root, 'build/engine/cli/main.js') },
    ...bases.map(({ name, dir }) => ({ name: `${name}, ${bin(dir).endsWith('casebook.js') ? 'bundled' : 'unbundled (from before the bundle)'}`, cli: bin(dir) })),
  ];
  const nodeRuns = { wall: [], cpu: [] };
  const runs = new Map(commands.map((c) => [c.name, { wall: [], cpu: [], batchCpu: [], batchWall: [] }]));
  const rounds = Math.max(5, ROUNDS);
  for (let round = 0; round < rounds; round++) {
    process.stderr.write(`\rthe command line, round ${round + 1}/${rounds}\x1b[K`);
    const n = timed([node, '-e', '0']);
    nodeRuns.wall.push(n.wall);
    nodeRuns.cpu.push(n.cpu);
    for (const c of round % 2 === 0 ? commands : [...commands].reverse()) {
      const r = runs.get(c.name);
      const one = timed([node, c.cli, 'adjudicate', phase]);
      r.wall.push(one.wall);
      r.cpu.push(one.cpu);
      const many = timed([node, c.cli, 'adjudicate', '--jsonl'], batch);
      r.batchCpu.push(many.cpu);
      r.batchWall.push(many.wall);
    }
  }
  process.stderr.write('\r\x1b[K');
  const ms = (xs) => fmt(xs.map((x) => x * 1000), ' ms');
  const of = (xs, base) => xs.map((x, i) => x / base[i]);
  console.log('');
  console.log(`The command line at once, ${rounds} rounds, a fresh process each, interleaved with node -e 0; median (min–max):`);
  console.log(`  node -e 0: ${ms(nodeRuns.wall)} wall, ${ms(nodeRuns.cpu)} CPU (${cpuClockName()})`);
  for (const c of commands) {
    const r = runs.get(c.name);
    const mine = c === commands[0];
    const oneMark = mine ? ` ${target('CLI one phase / node -e 0 (wall)', of(r.wall, nodeRuns.wall), CLI_TARGET.onePhaseWall, `≤ ${CLI_TARGET.onePhaseWall}×`, true)}` : '';
    const batchMark = mine ? ` ${target(`CLI ${BATCH_PHASES.toLocaleString('en')} phases, fresh process / node -e 0 (CPU)`, of(r.batchCpu, nodeRuns.cpu), CLI_TARGET.batchCpu, `< ${CLI_TARGET.batchCpu}×`, true)}` : '';
    console.log(`  ${c.name}:`);
    console.log(`    one phase (casebook adjudicate FILE, a table): ${ms(r.wall)} wall = ${fmtRatio(of(r.wall, nodeRuns.wall))} node's${oneMark}; ${ms(r.cpu)} CPU = ${fmtRatio(of(r.cpu, nodeRuns.cpu))} node's`);
    console.log(`    ${BATCH_PHASES.toLocaleString('en')} phases (adjudicate --jsonl): ${ms(r.batchCpu)} CPU = ${fmtRatio(of(r.batchCpu, nodeRuns.cpu))} node's${batchMark}; ${ms(r.batchWall)} wall`);
  }
  const mine = runs.get(commands[0].name);
  for (const c of commands.slice(1)) {
    const them = runs.get(c.name);
    console.log(`  ${commands[0].name} / ${c.name}: one phase CPU ${fmtRatio(of(mine.cpu, them.cpu))}, ${BATCH_PHASES.toLocaleString('en')} phases CPU ${fmtRatio(of(mine.batchCpu, them.batchCpu))} (below 1: faster)`);
  }
}

/**
 * Wall and CPU seconds of one command; its output is dropped. Through `perf stat` where perf can
 * count (its task-clock is the CPU time the kernel charged, to the nanosecond, and its elapsed time
 * starts at the command's own start), else through /usr/bin/time, whose user and system times are
 * printed to 10 ms: `node -e 0` is about 7 of those ticks, so a ratio to it moved in steps of 0.14.
 */
function timed([command, ...args], input) {
  return perfWorks() ? timedByPerf(command, args, input) : timedByTime(command, args, input);
}

function timedByPerf(command, args, input) {
  const r = spawnSync('perf', ['stat', '-e', 'task-clock', '--', command, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  const cpuMs = /([\d.,]+)\s+msec task-clock/.exec(r.stderr);
  const elapsed = /([\d.,]+)\s+seconds time elapsed/.exec(r.stderr);
  if (!cpuMs || !elapsed) throw new Error(`perf stat printed no task-clock or elapsed time for ${args.join(' ')}:\n${r.stderr}`);
  const number = (text) => Number(text.replaceAll(',', ''));
  return { wall: number(elapsed[1]), cpu: number(cpuMs[1]) / 1000 };
}

function timedByTime(command, args, input) {
  const t = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S', command, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  const wall = Number(process.hrtime.bigint() - t) / 1e9;
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  const [user, sys] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { wall, cpu: user + sys };
}

/** Whether `perf stat` runs and counts here (it needs the tool and perf_event_paranoid ≤ 2); asked once. */
function perfWorks() {
  // A property of the function, not a module `let`: the bench runs before the module's later
  // declarations are initialised.
  if (perfWorks.answer === undefined) {
    const r = spawnSync('perf', ['stat', '-e', 'task-clock', '--', node, '-e', '0'], { encoding: 'utf8' });
    perfWorks.answer = r.status === 0 && /msec task-clock/.test(r.stderr ?? '');
  }
  return perfWorks.answer;
}

/** Which clock timed() reads, for the printed figures. */
function cpuClockName() {
  return perfWorks() ? 'perf stat task-clock' : '/usr/bin/time, to 10 ms';
}

// ---------------------------------------------------------------------------------------------
// Linear time (issue 28, round 3): inputs that were quadratic, at two sizes four times apart.

function printScaling() {
  const cli = bin(root);
  const oneUnit = (n) => `Spring 1901\nFrance has: A par\nFrance:\n${'A par H\n'.repeat(n)}`;
  const noNewline = (mb) => Buffer.alloc(mb * 1_000_000, 'x');
  const time = (args, input) => {
    const t = process.hrtime.bigint();
    const r = spawnSync(node, [cli, ...args], { input, maxBuffer: 1 << 28 });
    if (r.status !== 0) throw new Error(`casebook ${args.join(' ')} failed: ${r.stderr}`);
    return Number(process.hrtime.bigint() - t) / 1e9;
  };
  console.log('');
  console.log('Linear time, the CLI (the published bin; start-up included; 4× the input should take about 4× the time):');
  const [a, b] = [5_000, 20_000].map((n) => time(['adjudicate', '--explain'], oneUnit(n)));
  console.log(`  many orders for one unit, with reasons and steps: 5,000 orders ${a.toFixed(2)} s, 20,000 orders ${b.toFixed(2)} s (${(b / a).toFixed(1)}×; was quadratic: 20,000 took about 50 s)`);
  const [c, d] = [20, 80].map((mb) => time(['adjudicate', '--jsonl'], noNewline(mb)));
  console.log(`  a --jsonl line with no newline, refused at the line limit: 20 MB ${c.toFixed(2)} s, 80 MB ${d.toFixed(2)} s (${(d / c).toFixed(1)}×; was 20 s and 267 s)`);
}

// ---------------------------------------------------------------------------------------------
// The warm path counted in instructions (#27). Timed, a warm pass spreads ±30 % between rounds on
// this 2-core machine, more than most changes to the engine make. Under callgrind, with V8 made
// deterministic (--single-threaded --predictable), one run counts the same instructions as the next
// to about 0.02 %: a warm phase costs the difference between INSTRUCTION_PASSES[1] and [0] passes
// over the first INSTRUCTION_PHASES phases, divided. Fewer instructions is not less time (cache
// misses, the garbage collector's threads), so this is printed beside the timed verdict, as a proxy.

/** Instructions of one fresh process: bench-worker.mjs doing PASSES passes over DIR's engine, under callgrind. */
function callgrindCount(dir, phasesFile, passes) {
  return callgrindRun([node, '--single-threaded', '--predictable', path.join(root, 'scripts/bench-worker.mjs'), dir, phasesFile, String(INSTRUCTION_PHASES), String(passes)], undefined, dir);
}

/** Instructions of COMMAND (all its threads) under callgrind, INPUT written to its standard input. */
function callgrindRun(command, input, where) {
  const r = spawnSync('valgrind', ['--tool=callgrind', '--callgrind-out-file=/dev/null', ...command], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  const count = /Collected : (\d+)/.exec(r.stderr ?? '')?.[1];
  if (r.status !== 0 || count === undefined) throw new Error(`callgrind failed in ${where}: ${(r.stderr ?? '').slice(-500)}`);
  return Number(count);
}

/**
 * The fresh 1,000-phase batch (#27's CPU target) counted too, as `casebook adjudicate --jsonl` is timed
 * in benchCommandLine (the published bin, the phases through a pipe), beside `node -e 0`. Not made
 * deterministic: a V8 flag would make the launcher's code cache refused, so the count spreads about
 * 1 % with V8's threads. It is a steady figure for a change, not the target's: the CPU a batch takes
 * is more than its instructions say (page faults and the kernel's zeroing of fresh memory, cache
 * misses), so its ratio to node's reads lower than the timed one.
 */
function batchInstructions(phasesFile) {
  const batch = readFileSyncCached(phasesFile).toString('utf8').split('\n').slice(0, BATCH_PHASES).join('\n') + '\n';
  const nodeCount = callgrindRun([node, '-e', '0'], undefined, 'node -e 0');
  console.log(`A fresh ${BATCH_PHASES.toLocaleString('en')}-phase batch in instructions (callgrind, all threads, about ±1 %; casebook adjudicate --jsonl through a pipe): node -e 0 ${num(nodeCount / 1e6)} M`);
  for (const { name, dir } of [{ name: 'this tree', dir: root }, ...bases]) {
    process.stderr.write(`\rinstructions under callgrind, the batch of ${name}\x1b[K`);
    const count = callgrindRun([node, bin(dir), 'adjudicate', '--jsonl'], batch, dir);
    process.stderr.write('\r\x1b[K');
    console.log(`  ${name.padEnd(12)} ${num(count / 1e6)} M instructions = ${(count / nodeCount).toFixed(2)}× node -e 0's (the target, < ${CLI_TARGET.batchCpu}×, is judged on CPU: see the command line at once)`);
  }
}

function benchInstructions(phasesFile, target) {
  console.log('');
  if (spawnSync('valgrind', ['--version']).status !== 0) return console.log('Instructions: skipped, valgrind is not installed (apt-get install valgrind).');
  const [few, many] = INSTRUCTION_PASSES;
  const counted = [{ name: 'this tree', dir: root }, ...bases].map(({ name, dir }) => {
    process.stderr.write(`\rinstructions under callgrind, ${name}\x1b[K`);
    const perPhase = (callgrindCount(dir, phasesFile, many) - callgrindCount(dir, phasesFile, few)) / ((many - few) * INSTRUCTION_PHASES);
    return { name, perPhase };
  });
  process.stderr.write('\r\x1b[K');
  console.log(`The warm path in instructions (callgrind; node --single-threaded --predictable; passes ${few} to ${many} over ${INSTRUCTION_PHASES} phases; the same each run to about 0.02 %):`);
  for (const { name, perPhase } of counted) console.log(`  ${name.padEnd(12)} ${num(perPhase)} instructions a warm phase`);
  const me = counted[0].perPhase;
  for (const { name, perPhase } of counted.slice(1)) {
    const mark = target(`warm, this tree / ${name} (issue #27), counted in instructions (a proxy for the timed ratio)`, [perPhase / me], WARM_TARGET, `≥ ${WARM_TARGET}×`);
    console.log(`  ${name}'s instructions / this tree's: ${(perPhase / me).toFixed(3)}× (the warm throughput ratio they predict) ${mark.replace('[target', '[#27 target, as a proxy')}`);
  }
  batchInstructions(phasesFile);
}

// ---------------------------------------------------------------------------------------------
// Whole games (#23): the shared real games, read at bench time and never copied into the project.

function benchGames(fmt, target) {
  const dir = path.join(SHARED, 'realgames/cicero');
  console.log('');
  if (!existsSync(dir)) return console.log(`Whole games: skipped, ${dir} is missing (the real games, which the repository may not hold).`);
  const files = execFileSync('ls', [dir], { encoding: 'utf8' }).split('\n').filter((f) => f.endsWith('.json')).map((f) => path.join(dir, f));
  const longest = files.find((f) => f.includes('game_433761')) ?? files[0];
  const rounds = Math.max(3, Math.min(ROUNDS, 5));
  // An --against commit's part is left out, with why, where it lacks what the measurement runs.
  const trees = [
    { name: 'this tree', dir: root },
    ...bases.map((b) => {
      const lacking = GAME_MODULES.filter((f) => !existsSync(path.join(b.dir, f)));
      return { ...b, noReplay: hasReplay(b.dir) ? undefined : 'none, its command line has no replay command', noImport: lacking.length ? `none, its engine lacks ${lacking.join(', ')}` : undefined };
    }),
  ];
  const m = new Map(trees.map((t) => [t.name, { cli: { wall: [], cpu: [] }, desk: { cold: [], coldCpu: [], warm: [], load: [], phases: 0 } }]));
  for (let round = 0; round < rounds; round++) {
    process.stderr.write(`\rwhole games, round ${round + 1}/${rounds}\x1b[K`);
    for (const t of round % 2 === 0 ? trees : [...trees].reverse()) {
      const { cli, desk } = m.get(t.name);
      if (!t.noReplay) {
        const r = replayGames(t.dir, files);
        if (r.problem) t.noReplay = r.problem;
        else {
          cli.wall.push(r.wall);
          cli.cpu.push(r.cpu);
        }
      }
      if (!t.noImport) {
        const g = gameImport(t.dir, longest);
        if (g.problem) {
          t.noImport = g.problem;
          continue;
        }
        desk.cold.push(g.coldMs / 1000);
        desk.coldCpu.push(g.coldCpuMs / 1000);
        desk.warm.push(g.warmMs / 1000);
        desk.load.push(g.loadMs / 1000);
        desk.phases = g.phases;
      }
    }
  }
  process.stderr.write('\r\x1b[K');
  const { cli, desk } = m.get('this tree');
  console.log(`Whole games, ${rounds} rounds, a fresh process each${bases.length ? `, alternating with ${values.against.join(', ')}` : ''}; median (min–max):`);
  const cliMark = target(`casebook replay of the ${files.length} shared games (wall)`, cli.wall, GAME_TARGET.cliSeconds, `≤ ${GAME_TARGET.cliSeconds} s`, true);
  console.log(`  casebook replay, ${files.length} games through the CLI (the published bin): ${fmt(cli.wall, ' s')} wall, ${fmt(cli.cpu, ' s')} CPU (user + system) ${cliMark}`);
  const deskMark = target(`import and replay of a ${desk.phases}-phase game, in process (first pass)`, desk.cold, GAME_TARGET.deskSeconds, `≤ ${GAME_TARGET.deskSeconds} s`, true);
  console.log(`  in process, ${path.basename(longest)} (${desk.phases} phases) imported and replayed with its report: first pass ${fmt(desk.cold, ' s')} wall, ${fmt(desk.coldCpu, ' s')} CPU ${deskMark}, warm ${fmt(desk.warm, ' s')}; loading the modules ${fmt(desk.load, ' s')}`);
  for (const t of trees.slice(1)) {
    const them = m.get(t.name);
    console.log(`  ${t.name} (times: below 1 is faster for this tree):`);
    if (t.noReplay) console.log(`    casebook replay: ${t.noReplay}`);
    else console.log(`    casebook replay, its published bin: ${fmt(them.cli.wall, ' s')} wall, ${fmt(them.cli.cpu, ' s')} CPU; this tree / ${t.name}: wall ${ratioOf(cli.wall, them.cli.wall)}, CPU ${ratioOf(cli.cpu, them.cli.cpu)}`);
    if (t.noImport) console.log(`    in process: ${t.noImport}`);
    else console.log(`    in process (${them.desk.phases} phases), first pass: ${fmt(them.desk.cold, ' s')} wall, ${fmt(them.desk.coldCpu, ' s')} CPU; this tree / ${t.name}: wall ${ratioOf(desk.cold, them.desk.cold)}, CPU ${ratioOf(desk.coldCpu, them.desk.coldCpu)}`);
  }
}

/** Whether the published command line of the checkout DIR has a `replay` command (its --help lists it). */
function hasReplay(dir) {
  const r = spawnSync(node, [bin(dir), '--help'], { encoding: 'utf8' });
  return /^\s+replay\b/m.test(r.stdout ?? '');
}

/** `casebook replay FILES` through DIR's published bin: wall and CPU seconds (user + system, /usr/bin/time). */
function replayGames(dir, files) {
  const t = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S', node, bin(dir), 'replay', ...files], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const wall = Number(process.hrtime.bigint() - t) / 1e9;
  if (r.status !== 0 && r.status !== 1) {
    if (dir === root) throw new Error(`casebook replay failed: ${r.stderr}`);
    return { problem: `its casebook replay failed: ${lastLines(r.stderr, 2)}` };
  }
  const [user, sys] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { wall, cpu: user + sys };
}

/** One game imported and replayed in a fresh process on DIR's compiled engine (scripts/bench-game-worker.mjs, this tree's). */
function gameImport(dir, game) {
  const w = spawnSync(node, [path.join(root, 'scripts/bench-game-worker.mjs'), dir, game, '8'], { encoding: 'utf8' });
  if (w.status !== 0 && dir === root) throw new Error(`game worker failed: ${w.stderr}`);
  if (w.status !== 0) return { problem: `its engine did not import the game: ${lastLines(w.stderr, 2, /error/i)}` };
  return JSON.parse(w.stdout);
}

// ---------------------------------------------------------------------------------------------
// The dispute desk in Chromium (#27): what a user waits for, measured from outside the page
// (scripts/site/desk-timing.mjs, as the desk test does), on the built site.

function benchDesk(fmt, target) {
  console.log('');
  const games = path.join(SHARED, 'realgames/cicero');
  // The longest game, as benchGames takes it.
  const listed = existsSync(games) ? readdirSync(games).filter((f) => f.endsWith('.json')).sort() : [];
  const found = listed.find((f) => f.includes('game_433761')) ?? listed[0];
  const game = found && path.join(games, found);
  // Each other commit's site is built first, so that its desk is measured right after this tree's.
  const sites = bases.map((b) => ({ ...b, ...buildSite(b) }));
  process.stderr.write('\rthe desk in Chromium\x1b[K');
  const w = spawnSync(node, [path.join(root, 'scripts/bench-desk-worker.mjs'), ...(game ? [game] : [])], { encoding: 'utf8', cwd: root });
  process.stderr.write('\r\x1b[K');
  if (w.status !== 0) throw new Error(`desk worker failed: ${w.stderr}`);
  const d = JSON.parse(w.stdout.trim().split('\n').pop());
  if (d.skipped) return console.log(`The desk: skipped, ${d.skipped}.`);
  const s = (xs) => xs.map((x) => x / 1000);
  console.log('The desk in Chromium, on the built site; median (min–max):');
  for (const [key, width] of [['ruling1280', 1280], ['ruling390', 390]]) {
    const mark = target(`desk: an 11-order phase ruled and painted after the debounce, ${width} px`, s(d[key]), DESK_TARGET.ruling, `≤ ${DESK_TARGET.ruling} s`, true);
    console.log(`  ${width} px, an 11-order phase typed, ruled and painted after the 250 ms debounce (${d[key].length} rulings): ${fmt(d[key], ' ms')} ${mark}`);
  }
  for (const [key, where] of [['first', '1280 px'], ['first390fr', '390 px, in French']]) {
    const firstMark = target(`desk: the first ruling painted after the page is asked for, ${where}`, s(d[key]), DESK_TARGET.first, `≤ ${DESK_TARGET.first} s`, true);
    console.log(`  ${where}, the first ruling, from the page asked for to its ruling and map painted (${d[key].length} fresh pages): ${fmt(d[key], ' ms')} ${firstMark}`);
  }
  if (d.import.length) {
    const importMark = target(`desk: a ${d.phases}-phase game pasted and imported, its first phase painted`, s(d.import), DESK_TARGET.import, `≤ ${DESK_TARGET.import} s`, true);
    console.log(`  a ${d.phases}-phase game pasted, imported and its first phase painted (${d.import.length} times): ${fmt(d.import, ' ms')} ${importMark}`);
  } else console.log(`  importing a game: skipped, ${games} is missing (the real games, which the repository may not hold).`);
  for (const site of sites) {
    if (site.problem) {
      console.log(`  ${site.name}: not measured, ${site.problem}`);
      continue;
    }
    process.stderr.write(`\rthe desk of ${site.name} in Chromium\x1b[K`);
    const them = deskOf(site.dir, game);
    process.stderr.write('\r\x1b[K');
    if (them.problem) {
      console.log(`  ${site.name} (its own site, built in ${num(site.seconds)} s): cannot be measured the same way: ${them.problem}`);
      continue;
    }
    // One run each, one after the other, not rounds: the ratio of the medians, and the spread of the
    // n-th measurement against the other's n-th (the same text, the same page state).
    const beside = (key, what) => {
      if (!d[key].length || !them[key].length) return undefined;
      const pairs = ratioOf(d[key], them[key]).replace(/^\S+ /, '');
      return `    ${what}: ${fmt(them[key], ' ms')}; this tree / ${site.name}: ${(median(d[key]) / median(them[key])).toFixed(2)}× of the medians ${pairs.replace(')', ' pair by pair)')}`;
    };
    console.log(`  ${site.name} (its own site, built by its npm run build in ${num(site.seconds)} s; the same measurements, right after this tree's; below 1 is faster for this tree):`);
    for (const line of [beside('ruling1280', '1280 px ruling'), beside('ruling390', '390 px ruling'), beside('first', 'first ruling, 1280 px'), beside('first390fr', 'first ruling, 390 px in French'), beside('import', 'game imported')]) if (line) console.log(line);
  }
}

/** `npm run build` in the worktree of an --against commit, into its own dist/: the seconds it took, or the problem. */
function buildSite({ name, dir }) {
  process.stderr.write(`\rbuilding the site of ${name}\x1b[K`);
  const env = { ...process.env, CASEBOOK_SHARED: SHARED };
  delete env.CASEBOOK_SITE_OUT; // its own dist/, whatever folder this tree's runs name
  const t = process.hrtime.bigint();
  const r = spawnSync('npm', ['run', 'build'], { cwd: dir, env, encoding: 'utf8', maxBuffer: 1 << 28 });
  const seconds = Number(process.hrtime.bigint() - t) / 1e9;
  process.stderr.write('\r\x1b[K');
  if (r.status !== 0) return { problem: `its npm run build failed: ${lastLines(`${r.stdout}\n${r.stderr}`, 3)}` };
  if (!existsSync(path.join(dir, 'dist/desk/index.html'))) return { problem: 'its build made no desk (dist/desk/index.html)' };
  return { seconds };
}

/**
 * The desk of the checkout DIR measured by this tree's worker on DIR's dist/ (the worker serves
 * CASEBOOK_SITE_OUT, scripts/site/serve.mjs), or why not: a missing element the timing waits for
 * ends in a time-out. A first ruling that never paints would wait for ever: the worker is stopped.
 */
function deskOf(dir, game) {
  const w = spawnSync(node, [path.join(root, 'scripts/bench-desk-worker.mjs'), ...(game ? [game] : [])], {
    encoding: 'utf8',
    cwd: root,
    env: { ...process.env, CASEBOOK_SITE_OUT: path.join(dir, 'dist') },
    timeout: DESK_WORKER_GIVE_UP_MS,
  });
  if (w.error?.code === 'ETIMEDOUT') return { problem: `nothing measured in ${DESK_WORKER_GIVE_UP_MS / 60_000} minutes (the first ruling waits for [data-output] .desk-results and the map in li.step .map > svg)` };
  if (w.status !== 0) return { problem: lastLines(w.stderr, 2, /error|timeout|waiting for|did not|not a function/i) };
  const d = JSON.parse(w.stdout.trim().split('\n').pop());
  return d.skipped ? { problem: d.skipped } : d;
}

/** The last N lines of TEXT that say something (the first N matching WANTED when given), on one line, without colours or repeats. */
function lastLines(text, n, wanted) {
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes, in a child's stderr
  const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
  const lines = [...new Set(plain.split('\n').map((l) => l.trim().replace(/^- |^"\s*- (.*)"$/, '$1')).filter((l) => l && !l.startsWith('at ')))];
  const chosen = wanted ? lines.filter((l) => wanted.test(l)).slice(0, n) : [];
  return (chosen.length ? chosen : lines.slice(-n)).join(' / ');
}

// ---------------------------------------------------------------------------------------------
// `npm start` and `npm test` (#27), as a developer on a fresh clone meets them.

/**
 * `npm start` until the home page answers, from a fresh clone's caches (scripts/bench-start-worker.mjs),
 * 3 times, each round alternating with each --against commit's own `npm start` in its worktree.
 */
function benchStart(fmt, target) {
  console.log('');
  const ours = startScript(root);
  const trees = [
    { name: 'this tree', dir: root, port: 4399 },
    ...bases.map((b, k) => ({ ...b, port: 4410 + 10 * k, problem: startScript(b.dir) === ours ? undefined : `its npm start runs "${startScript(b.dir)}", not "${ours}", which the worker starts` })),
  ];
  const m = new Map(trees.map((t) => [t.name, { home: [], casePage: [] }]));
  for (let round = 0; round < 3; round++) {
    for (const t of round % 2 === 0 ? trees : [...trees].reverse()) {
      if (t.problem) continue;
      process.stderr.write(`\rnpm start${t.dir === root ? '' : ` of ${t.name}`}, round ${round + 1}/3\x1b[K`);
      const w = spawnSync(node, [path.join(root, 'scripts/bench-start-worker.mjs'), String(t.port + round)], { encoding: 'utf8', cwd: t.dir });
      const r = JSON.parse(w.stdout.trim().split('\n').pop() || '{"error":"no output"}');
      if (r.error && t.dir === root) throw new Error(`npm start: ${r.error}`);
      if (r.error) {
        t.problem = `its npm start failed: ${r.error}`;
        continue;
      }
      m.get(t.name).home.push(r.homeMs / 1000);
      m.get(t.name).casePage.push(r.caseMs / 1000);
    }
  }
  process.stderr.write('\r\x1b[K');
  const { home, casePage } = m.get('this tree');
  const mark = target('npm start: the home page answered, from a fresh clone', home, SITE_TARGET.start, `≤ ${SITE_TARGET.start} s`, true);
  console.log(`npm start (scripts/start.mjs, the development server; Vite's and Astro's caches removed as on a fresh clone), 3 times${bases.length ? `, alternating with ${values.against.join(', ')}` : ''}; median (min–max):`);
  console.log(`  the home page answered ${fmt(home, ' s')} after the start ${mark}; then a case page (DATC 6.A.1) ${fmt(casePage, ' s')} after the start`);
  for (const t of trees.slice(1)) {
    const them = m.get(t.name);
    if (t.problem) console.log(`  ${t.name}: not measured, ${t.problem}`);
    else console.log(`  ${t.name}, its own npm start in its worktree: the home page answered ${fmt(them.home, ' s')}, a case page ${fmt(them.casePage, ' s')}; this tree / ${t.name}: home page ${ratioOf(home, them.home)}, case page ${ratioOf(casePage, them.casePage)} (below 1 is faster for this tree)`);
  }
}

/** The `start` script of the checkout DIR's package.json. */
function startScript(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts?.start;
}

/** `npm test` once (the whole vitest suite, as CI runs it when ../shared/ is there): wall and CPU time, and the count; then each --against commit's, once. */
function benchTest(fmt, target) {
  console.log('');
  const mine = vitestRun(root, 'vitest.json');
  const mark = target('npm test (the whole suite, wall)', [mine.wall], SITE_TARGET.test, `≤ ${SITE_TARGET.test} s`, true);
  console.log(`npm test (vitest run, once): ${num(mine.wall)} s wall, ${num(mine.cpu)} s CPU (user + system), ${mine.counts} ${mark}`);
  if (!mine.passed) {
    console.log('  npm test FAILED: the time above is not a verdict');
    process.exitCode = 1;
  }
  bases.forEach(({ name, dir }, k) => {
    // Its build as a fresh clone's npm ci leaves it (its own `prepare`: the declarations its package
    // test compiles against, which the bench's own compilation of it leaves out); the last section
    // that uses its build/, so the engine's figures above were taken on the bench's compilation.
    if (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts?.prepare) {
      process.stderr.write(`\rnpm run prepare in ${dir}\x1b[K`);
      const prepared = spawnSync('npm', ['run', 'prepare'], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28 });
      if (prepared.status !== 0) console.log(`  ${name}: its npm run prepare failed (${lastLines(`${prepared.stdout}\n${prepared.stderr}`, 2)}): its tests run on the bench's compilation`);
    }
    const them = vitestRun(dir, `vitest-against-${k}.json`, { ...process.env, CASEBOOK_SHARED: SHARED });
    console.log(`  ${name}, its own vitest run in its worktree, once: ${num(them.wall)} s wall, ${num(them.cpu)} s CPU, ${them.counts}; this tree / ${name}: wall ${(mine.wall / them.wall).toFixed(2)}×, CPU ${(mine.cpu / them.cpu).toFixed(2)}× (one run each; below 1 is faster for this tree)`);
    if (!them.passed) console.log(`  ${name}'s tests FAILED in its worktree${them.failed.length ? ` (${them.failed.slice(0, 3).join('; ')}${them.failed.length > 3 ? '; …' : ''})` : ''}: its time is not that of its passing suite`);
  });
}

/** `vitest run` in the checkout DIR with its own vitest and config: wall and CPU seconds, the counts, whether it passed. */
function vitestRun(dir, reportName, env) {
  process.stderr.write(`\rnpm test${dir === root ? '' : ` in ${dir}`}\x1b[K`);
  const report = path.join(tmp, reportName);
  const t = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S', node, path.join(dir, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=json', `--outputFile=${report}`], { encoding: 'utf8', cwd: dir, env, maxBuffer: 1 << 28 });
  const wall = Number(process.hrtime.bigint() - t) / 1e9;
  process.stderr.write('\r\x1b[K');
  const [user, sys] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  const c = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : {};
  const failed = (c.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).filter((a) => a.status === 'failed').map((a) => `${path.relative(dir, file.name)}: ${a.fullName}`),
  );
  return { wall, cpu: user + sys, passed: r.status === 0, failed, counts: `${c.numPassedTests ?? '?'} of ${c.numTotalTests ?? '?'} tests passed in ${c.testResults?.length ?? '?'} files` };
}

// ---------------------------------------------------------------------------------------------
// The Ancient Mediterranean board (#14), a section of its own.

/** The generator's phases on the ancient board (15-27 of its 79 spaces held), with their `variant`. */
function writeAncmedPhases() {
  const file = path.join(tmp, 'ancmed.jsonl');
  const gen = `const { randomPhase } = await import('./build/engine/adjudicate/random-phase.js');
    const { ancientMediterraneanMap } = await import('./build/engine/map/ancient-mediterranean/index.js');
    const out = [];
    for (let i = 1; i <= ${ENGINE_PHASES}; i++) out.push(JSON.stringify({ variant: 'ancient-mediterranean', ...randomPhase(ancientMediterraneanMap, i) }));
    (await import('node:fs')).writeFileSync(${JSON.stringify(file)}, out.join('\\n') + '\\n');`;
  execFileSync(node, ['--input-type=module', '-e', gen], { cwd: root });
  return file;
}

function printAncmed(ancmed, standard, fmt, mib) {
  console.log('');
  console.log(`Ancient Mediterranean board, in process, ${ENGINE_PHASES.toLocaleString('en')} phases of the same generator, a fresh process per round:`);
  console.log(`  warm ${fmt(ancmed.warm)} phases/s   cold ${fmt(ancmed.cold)} phases/s   peak RSS ${mib(ancmed.rss)}`);
  const warm = ancmed.warm.map((w, i) => w / standard.warm[i]);
  const cold = ancmed.cold.map((c, i) => c / standard.cold[i]);
  console.log(`  ancient / standard board (same rounds): warm ${fmtRatio(warm)}   cold ${fmtRatio(cold)}`);
}

function worker(dir, file, count, passes) {
  const r = spawnSync(node, [path.join(root, 'scripts/bench-worker.mjs'), dir, file, String(count), String(passes)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`bench worker failed in ${dir}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** Wall time of the CLI answering the whole file through pipes; peak RSS through /usr/bin/time. */
function cliBatch(dir, file, withTime, flags = []) {
  const cli = [bin(dir), 'adjudicate', '--jsonl', ...flags];
  const cmd = withTime ? ['/usr/bin/time', ['-f', '%M', node, ...cli]] : [node, cli];
  const t = process.hrtime.bigint();
  const r = spawnSync(cmd[0], cmd[1], { input: readFileSyncCached(file), maxBuffer: 1 << 30, encoding: 'utf8' });
  const s = Number(process.hrtime.bigint() - t) / 1e9;
  if (r.status !== 0) throw new Error(`CLI failed in ${dir}: ${r.stderr}`);
  const answers = r.stdout.split('\n').filter(Boolean).length;
  if (answers !== CLI_PHASES) throw new Error(`CLI in ${dir} gave ${answers} answers for ${CLI_PHASES} phases`);
  return { seconds: s, maxRssKb: withTime ? Number(r.stderr.trim().split('\n').pop()) : 0 };
}

function readFileSyncCached(file) {
  if (!cache.has(file)) cache.set(file, readFileSync(file));
  return cache.get(file);
}

function seconds(fn) {
  const t = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t) / 1e9;
}

/** KB as MiB, for peak memory. */
function mib(kb) {
  return `${(kb / 1024).toFixed(0)} MiB`;
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

function num(x) {
  return x >= 100 ? Math.round(x).toLocaleString('en') : x.toFixed(x >= 10 ? 1 : 2);
}

/** MINE[i] / THEIRS[i] over the pairs measured in the same round, as fmtRatio prints them. */
function ratioOf(mine, theirs) {
  const n = Math.min(mine.length, theirs.length);
  return fmtRatio(mine.slice(0, n).map((x, i) => x / theirs[i]));
}

function fmtRatio(xs) {
  return `${median(xs).toFixed(2)}× (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})`;
}
