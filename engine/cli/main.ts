#!/usr/bin/env node
// The `casebook` command line. Every failure is a plain message on stderr and a non-zero exit;
// never a stack trace.

import { readFileSync } from 'node:fs';
import { Command, Option } from 'commander';
import { PRESET_NAMES, DEFAULT_PRESET } from '../rules/index.js';
import type { PhaseInput } from '../protocol/index.js';
import { addCheckCommand } from '../check/command.js';
import { addVariantFlags, applyVariantFlags, type VariantFlags } from './variant-options.js';
import { decodeUtf8, escapeForTerminal, NOT_UTF8 } from '../util/index.js';
import { capped, writeWhole } from './write-whole.js';

// The engine, the map and the parsers are imported by the commands that use them, not here:
// `casebook --help` then starts about as fast as Node itself.
const program = new Command();
program
  .name('casebook')
  .description(
    'Diplomacy Casebook: the reference adjudicator and the rulebook cases.\n' +
      '"casebook check": check an adjudicator (ours by default) against every case.\n' +
      '"casebook adjudicate": decide a phase of your own.\n' +
      '"casebook show CASE-ID": one case in the terminal, the book beside the engine.\n' +
      '"casebook replay FILE...": replay whole games from their records, the published result beside the ruling.',
  )
  .showHelpAfterError();

const adjudicateCommand = program
  .command('adjudicate')
  .summary('decide one phase given as JSON or as plain order text')
  .description(
    'Decide one phase. Input: a JSON phase (engine/protocol/phase-input.schema.json) or a plain\n' +
      'order file such as:\n\n' +
      '  Spring 1901\n  England:\n    F Lon - Nth\n    A Lvp - Yor\n  France: A Par - Bur\n\n' +
      'Reads FILE, or standard input when FILE is absent or "-".\n' +
      'Another game or board: --variant ID (e.g. ancient-mediterranean), a\n' +
      '"variant: ID" line in the order file, or "variant" in the JSON phase.\n' +
      'JSON Schemas of the protocol: engine/protocol/phase-input.schema.json, phase-output.schema.json.',
  )
  .argument('[file]', 'phase file (.json or plain order text)')
  .addOption(new Option('--ruleset <name>', 'rule preset').choices(PRESET_NAMES).default(undefined, DEFAULT_PRESET))
  .option(
    '--variant <id>',
    'the game played (default: standard; e.g. ancient-mediterranean); with --jsonl, for the lines that name none (a line\'s own "variant" wins)',
  )
  .option('--jsonl', 'batch mode: one JSON phase per input line (at most 16 MiB a line), one JSON result per output line (results, dislodged units, position after)')
  .option('--reasons', "with --jsonl: add each order's reason")
  .option('--echo', "with --jsonl: repeat each order's power and text in its answer")
  .option('--jobs <n>', 'with --jsonl: worker threads answering a batch, for a large batch on a machine with idle cores (default 1: this thread)')
  .option('--json', "print the result as JSON, each order with its reason and the rules that decided it (default: a readable table)")
  .option('--explain', 'add the step-by-step explanation (table, --json or --jsonl)')
  .addOption(langOption())
  .option('--compare', 'with the table: say where the other rule presets differ, and which option decides')
  .option('--link', "print the site's dispute-desk link for the phase (/desk/#…): the same phase, ruled in the browser")
  .option('--summary', 'print the ruling as one plain paragraph to send to the players (in the language of --lang): moves, standoffs, dislodgements and retreats, supports cut, convoys disrupted, the principle behind a non-obvious result, builds and removals, centres')
  .addOption(
    new Option('--report <style>', 'print the season as a report: "postal", as "I want you for Diplomacy" prints it (§3.5.5, §4.1.1): the movement, then the retreats and Winter adjustments from the conditional orders or the defaults; in the language of --lang').choices(['postal']),
  );
addVariantFlags(adjudicateCommand)
  .action(async (file: string | undefined, opts: AdjudicateFlags) => {
    const source = file && file !== '-' ? file : '<stdin>';
    if (opts.jsonl && opts.lang !== 'en') fail('--lang applies to the table and to --json; --jsonl answers in English');
    if (opts.variant !== undefined) {
      await prepareAllGames();
      const known = (await import('../adjudicate/index.js')).resolveVariant(opts.variant);
      if ('error' in known) fail(`--variant: ${known.error}`);
    }
    if (opts.jsonl && (opts.variantOption?.length || opts.coin)) fail('--variant-option and --coin apply to one phase; with --jsonl each line gives its own "coin" and "variantOptions" (or "control" and "closedProvinces")');
    if (opts.link) return printDeskLink(readInput(file, source), source, opts.ruleset, opts);
    if (opts.report && (opts.jsonl || opts.json || opts.compare)) fail('--report writes the season as text: it goes with neither --jsonl, --json nor --compare');
    if (opts.report) return printReport(readInput(file, source), source, opts);
    if (opts.summary && (opts.jsonl || opts.json || opts.compare || opts.explain)) fail('--summary writes the ruling as one paragraph: it goes with neither --jsonl, --json, --compare nor --explain');
    if (opts.jsonl) {
      const { runJsonl, runJsonlFromFd, runJsonlStream, tierUpForBatch } = await import('./jsonl-run.js');
      tierUpForBatch();
      const jsonl = { ruleset: opts.ruleset, variant: opts.variant, reasons: !!opts.reasons, echo: !!opts.echo, explain: !!opts.explain, jobs: jobsOf(opts.jobs) };
      if (source !== '<stdin>') return void (await runJsonl(readBytes(file, source), process.stdout, jsonl));
      // Standard input is answered as it comes: `casebook check` keeps one process running and
      // waits for each answer before it sends the next phase of a game. In this thread, without
      // Node's streams: read by blocking reads, each read's answers written whole (writeOut).
      // Not on Windows, where only the stream writes a console in Unicode (writeOut).
      if (jsonl.jobs > 1 || process.platform === 'win32') return void (await runJsonlStream(process.stdin, process.stdout, jsonl));
      await runJsonlFromFd(0, { write: (text) => (writeOut(text), true), once: () => undefined }, jsonl, () => process.stdin);
      return;
    }
    const text = readInput(file, source);
    await loadGamesFor(text, opts);
    const [{ adjudicatePhase, boardOf, compareRulesets, InputError, phaseAnswer, phaseSummary }, { moreProblemsLine, phaseFromText }, { formatComparison, formatSummary, formatTable }] = await Promise.all([
      import('../adjudicate/index.js'),
      import('../formats/index.js'),
      import('./table.js'),
    ]);

    const read = phaseFromText(text, source, opts.variant, opts.lang);
    if ('problems' in read) fail(summariseProblems(read.problems, (rest, all) => moreProblemsLine(rest, all, opts.lang)));
    const input: PhaseInput = read.input;
    if (opts.ruleset) input.ruleset = opts.ruleset;
    const variantProblem = await applyVariantFlags(input, opts);
    if (variantProblem) fail(variantProblem);
    try {
      const map = typeof input === 'object' && input !== null ? boardOf(input) : boardOf({});
      const detail = adjudicatePhase(map, input);
      if (opts.summary) return show(formatSummary(input, phaseSummary(detail, opts.lang, { names: true, map }), opts.lang));
      const answer = phaseAnswer(detail, opts.lang, !!opts.explain, { names: true, map });
      if (opts.json) writeOut(JSON.stringify(answer, null, 2) + '\n');
      else {
        show(formatTable(input, answer, opts.lang, map));
        if (input.variant === 'intimate') show((await import('./intimate-output.js')).formatIntimate(answer, opts.lang));
        if (opts.compare) show(formatComparison(input, compareRulesets(map, input), opts.lang));
      }
    } catch (e) {
      fail(`${source}: ${e instanceof InputError ? e.message : `internal error: ${(e as Error).message}`}`);
    }
  });

interface AdjudicateFlags extends VariantFlags {
  lang: 'en' | 'fr';
  ruleset?: string;
  variant?: string;
  jsonl?: boolean;
  reasons?: boolean;
  echo?: boolean;
  jobs?: string;
  json?: boolean;
  explain?: boolean;
  compare?: boolean;
  link?: boolean;
  summary?: boolean;
  report?: 'postal';
}

/**
 * What one phase needs before it is read: every variant (./variants.js: their plug-ins and
 * order-file lines) when the text or a flag may make it another game; otherwise only the registry,
 * with the standard game's plug-in. A standard phase then loads none of the variants' data, a
 * fifth of the command's time. The test is a broad one (any of the words anywhere, comments
 * included, or a \u escape that could spell them in JSON): a false alarm only costs the load.
 */
async function loadGamesFor(text: string, flags: AdjudicateFlags): Promise<void> {
  const other = flags.variant !== undefined || flags.coin !== undefined || !!flags.variantOption?.length || /variant|control|closed|coin|\\u/i.test(text);
  if (other) await prepareAllGames();
  // The registry with the standard game's plug-in: not the variant layer's index, whose variant data
  // and zod schemas a standard phase does not need. The game master's chapter (order sheets, NMR,
  // conditional orders, the end of the game) is already read in the command's one-file bundle.
  else await Promise.all([import('../core.js'), import('../formats/index.js').then((f) => f.prepareGameMaster())]);
}

/** `--report postal`: the season ruled from the file's first phase, as a postal report (engine/formats/postal-report.ts). */
async function printReport(text: string, source: string, opts: AdjudicateFlags): Promise<void> {
  await prepareAllGames();
  const [{ boardOf, InputError, adjudicateSeason }, { moreProblemsLine, phaseFromText, formatPostalReport }] = await Promise.all([import('../adjudicate/index.js'), import('../formats/index.js')]);
  const read = phaseFromText(text, source, opts.variant, opts.lang);
  if ('problems' in read) fail(summariseProblems(read.problems, (rest, all) => moreProblemsLine(rest, all, opts.lang)));
  const input: PhaseInput = read.input;
  if (opts.ruleset) input.ruleset = opts.ruleset;
  const variantProblem = await applyVariantFlags(input, opts);
  if (variantProblem) fail(variantProblem);
  if (input.variant === 'intimate') fail(`${source}: --report postal writes a season of the other games; Intimate Diplomacy's bidding and verdicts have no postal report`);
  try {
    const map = boardOf(input);
    writeOut(formatPostalReport(map, adjudicateSeason(map, input), opts.lang));
  } catch (e) {
    fail(`${source}: ${e instanceof InputError ? e.message : `internal error: ${(e as Error).message}`}`);
  }
}

/**
 * `--jobs`: a whole number from 1. One thread by default: each worker thread loads and warms up the
 * engine on its own, about 0.5 s of CPU for the bench's 9,999 phases, so threads pay only where
 * cores are idle (measured in scripts/bench.mjs).
 */
function jobsOf(flag: string | undefined): number {
  if (flag === undefined) return 1;
  if (!/^[1-9][0-9]*$/.test(flag)) fail(`--jobs: a whole number of threads from 1, not "${flag}"`);
  return Number(flag);
}

/**
 * An order file goes into the link as written; a JSON phase, or a phase that --coin or
 * --variant-option change, is written as an order file (its coin:, control: and closed: lines).
 */
async function printDeskLink(text: string, source: string, ruleset: string | undefined, flags: VariantFlags): Promise<void> {
  await prepareAllGames();
  const [{ encodeDesk, formatOrderFile, orderFileVariant, phaseFromText, MAX_FRAGMENT, MAX_TEXT }, { adjudicatePhase, boardOf, InputError, loadedVariant }] = await Promise.all([import('../formats/index.js'), import('../adjudicate/index.js')]);
  const variant = flags.variant;
  let fileText = text;
  let preset = ruleset;
  if (flags.coin !== undefined || flags.variantOption?.length) {
    const read = phaseFromText(text, source, variant);
    if ('problems' in read) fail(summariseProblems(read.problems));
    const problem = await applyVariantFlags(read.input, flags);
    if (problem) fail(problem);
    // The link must not carry a coin the desk would refuse: its winner is one of the game's players.
    const game = read.input.variant === undefined ? undefined : loadedVariant(read.input.variant);
    const players = game?.players ?? [];
    if (flags.coin !== undefined && !players.includes(flags.coin)) fail(`--coin: "${flags.coin}" is not a player of ${game ? `the ${game.id} game (${players.join(' or ') || 'none'})` : 'a game for fewer players: give --variant'}`);
    const { ruleset: own, ...input } = read.input;
    fileText = formatOrderFile(input);
    preset ??= own;
  } else if (/^\s*[{[]/.test(text)) {
    const read = phaseFromText(text, source, variant);
    if ('problems' in read) fail(summariseProblems(read.problems));
    const input = read.input;
    // The link carries a phase the desk can rule: the engine's own check first, in its words.
    try {
      adjudicatePhase(boardOf(input), input);
    } catch (e) {
      fail(`${source}: ${e instanceof InputError ? e.message : `internal error: ${(e as Error).message}`}`);
    }
    fileText = formatOrderFile(input);
    preset ??= input.ruleset;
  } else if (variant !== undefined && orderFileVariant(text) === undefined) {
    fileText = `variant: ${variant}\n${text}`;
  }
  const state = { text: fileText, preset: preset ?? DEFAULT_PRESET };
  const tooLong = (what: string, size: number, limit: number) =>
    fail(`${source}: ${what} ${size.toLocaleString('en')} characters, and the desk reads at most ${limit.toLocaleString('en')}: no link is made, since the desk would open it cut (shorten the comments, or share the file itself)`);
  // Said before the link is made: a longer one used to come out cut, and open with its orders lost.
  if (state.text.length > MAX_TEXT) tooLong('the phase is', state.text.length, MAX_TEXT);
  const fragment = await encodeDesk(state);
  if (fragment.length > MAX_FRAGMENT || new TextEncoder().encode(`${state.preset}\n${state.text}`).length > MAX_TEXT * 3) tooLong('its link would be', fragment.length, MAX_FRAGMENT);
  writeOut(`/desk/#${fragment}\n`);
}

/** Every variant's plug-in and order-file lines (./variants.js), loaded by the commands that may meet any game. */
async function prepareAllGames(): Promise<void> {
  await (await import('./variants.js')).prepareAllGames();
}

function langOption(): Option {
  return new Option('--lang <lang>', 'language of the reasons, the steps and the labels').choices(['en', 'fr']).default('en');
}

program
  .command('show')
  .summary('one case in the terminal: position, orders, book and engine results, reasons, steps')
  .description(
    'Show a case of the casebook phase by phase: the position; each order with\n' +
      "the book's result, the engine's, the rules the engine's reason cites and\n" +
      'the reason; what follows (dislodged units, standoffs, the board after) and\n' +
      "the steps. CASE-ID is the case file's name: schema-13, example-5,\n" +
      'sample-game, prose-two-coast-swap, datc-6.F.14 (or 6.F.14).',
  )
  .argument('<case-id>', 'the case, e.g. schema-13')
  .addOption(langOption())
  .option('--json', 'print the case as JSON (engine/protocol/case-report.schema.json)')
  .action(async (id: string, opts: { lang: 'en' | 'fr'; json?: boolean }) => {
    await prepareAllGames();
    const { showCase, showCaseText, ShowError } = await import('./show.js');
    try {
      if (opts.json) writeOut(JSON.stringify(showCase(id, opts.lang), null, 2) + '\n');
      else show(showCaseText(id, opts.lang));
    } catch (e) {
      fail(e instanceof ShowError ? e.message : `internal error: ${(e as Error).message}`);
    }
  });

program
  .command('replay')
  .summary('replay whole games from their records and compare each phase with what the record published')
  .description(
    'Replay whole games phase by phase and say, per phase, whether the casebook rules as the record published ("agrees") or how it differs: ' +
      "each order, unit, dislodged unit and centre, the casebook's side in the usual words, and which preset or rule option would rule as the record.\n\n" +
      'Reads, told from the text: the dipcc / Cicero / diplomacy-py game JSON; webDiplomacy archives (a folder with history.json and variant.json, ' +
      'or either file with the other beside it); judge result reports (njudge: "Movement results for Spring of 1901."); a casebook game file; one phase.\n\n' +
      'Exit status: 0 when every phase agrees, 1 when one differs, 2 when a record cannot be read or a phase cannot be ruled.',
  )
  .argument('<files...>', 'game records ("-": standard input)')
  .addOption(new Option('--ruleset <name>', "rule preset (default: the game file's own, else rulebook-2000)").choices(PRESET_NAMES))
  .option('--json', 'print the replay as JSON: per game, per phase its status, differences, the casebook\'s side and who agrees')
  .addOption(langOption())
  .action(async (files: string[], opts: { ruleset?: string; json?: boolean; lang: 'en' | 'fr' }) => {
    await prepareAllGames();
    const { runReplay } = await import('./replay.js');
    const out = runReplay(files, { lang: opts.lang, ...(opts.ruleset ? { ruleset: opts.ruleset } : {}), ...(opts.json ? { json: true } : {}) });
    process.stdout.write(out.stdout);
    process.stderr.write(out.stderr);
    process.exitCode = out.status;
  });

/** The file's bytes (standard input for none or "-"); a file that cannot be read is a plain refusal. */
function readBytes(file: string | undefined, source: string): Buffer {
  try {
    return readFileSync(file && file !== '-' ? file : 0);
  } catch (e) {
    fail(`cannot read ${source}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
}

/** The file as text: read as bytes, decoded strictly (bytes that are not UTF-8 are refused at their place). */
function readInput(file: string | undefined, source: string): string {
  const read = decodeUtf8(readBytes(file, source));
  if ('notUtf8' in read) fail(`${source}:${read.notUtf8.line}:${read.notUtf8.column}: ${NOT_UTF8}`);
  return read.text.replace(/^\uFEFF/, ''); // a byte-order mark some editors write
}

const MAX_PROBLEMS_SHOWN = 20;

/**
 * A flood of problems (a garbage file) is cut to the first few and a count, said in the command's
 * language when it has one (`more`: engine/formats moreProblemsLine); the desk link (--link) has
 * none and says it in English, as its problems are.
 */
function summariseProblems(lines: string[], more?: (rest: number, all: number) => string): string {
  if (lines.length <= MAX_PROBLEMS_SHOWN) return lines.join('\n');
  const rest = lines.length - MAX_PROBLEMS_SHOWN;
  return [...lines.slice(0, MAX_PROBLEMS_SHOWN), more ? more(rest, lines.length) : `... and ${rest} more problem${rest === 1 ? '' : 's'} (${lines.length} in all)`].join('\n');
}

/** Output piped into `head` closes early: that is the reader's choice, not an error to print. */
function outputFailed(e: NodeJS.ErrnoException): never {
  if (e.code === 'EPIPE') process.exit(0);
  fail(`cannot write the output: ${e.message}`);
}

/**
 * process.stdout gets its handler when it is first made, not at start: making it loads Node's
 * stream modules, some 10 ms of every start (issue 27), which a command that writes its answer at
 * once (writeOut) does without. The streams that need it (--jsonl, check, commander's help) get it
 * all the same, whoever asks for the stream first.
 */
function guardStdoutWhenMade(): void {
  const made = Object.getOwnPropertyDescriptor(process, 'stdout');
  const make = made?.get;
  if (!made?.configurable || !make) {
    process.stdout.on('error', outputFailed);
    return;
  }
  Object.defineProperty(process, 'stdout', {
    configurable: true,
    enumerable: made.enumerable,
    get() {
      // Node's own getter again (it keeps the stream it made), the handler on the stream.
      Object.defineProperty(process, 'stdout', made);
      return make.call(process).on('error', outputFailed);
    },
  });
}
guardStdoutWhenMade();

/**
 * A command's whole answer, written at once to the output: synchronously, without the stream
 * (see guardStdoutWhenMade), except on Windows, where only the stream writes a console in Unicode.
 */
function writeOut(text: string): void {
  if (process.platform === 'win32') process.stdout.write(text);
  else writeWhole(1, text, outputFailed);
}

/** Human-readable output: what the user's texts hold is shown, never obeyed by the terminal. */
function show(text: string): void {
  writeOut(escapeForTerminal(text));
}

function fail(message: string): never {
  // Written whole before the exit, even into a pipe that is slow to drain (process.stderr.write
  // then process.exit cut a long message at the pipe's 64 KiB); capped, and its controls escaped.
  writeWhole(2, `casebook: ${escapeForTerminal(capped(message))}\n`);
  process.exit(2);
}

addCheckCommand(program, fail);

program.parseAsync(process.argv).catch((e: Error) => fail(e.message));
