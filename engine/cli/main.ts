#!/usr/bin/env node
// The `casebook` command line. Every failure is a plain message on stderr and a non-zero exit;
// never a stack trace.

import { readFileSync } from 'node:fs';
import { Command, Option } from 'commander';
import { PRESET_NAMES, DEFAULT_PRESET } from '../rules/presets.js';
import type { PhaseInput } from '../protocol/types.js';
import { addCheckCommand } from '../check/command.js';
import { addVariantFlags, applyVariantFlags, type VariantFlags } from './variant-options.js';

// The engine, the map and the parsers are imported by the commands that use them, not here:
// `casebook --help` then starts about as fast as Node itself.
const program = new Command();
program
  .name('casebook')
  .description(
    'Diplomacy Casebook: the reference adjudicator and the rulebook cases.\n' +
      '"casebook check": check an adjudicator (ours by default) against every case.\n' +
      '"casebook adjudicate": decide a phase of your own.\n' +
      '"casebook show CASE-ID": one case in the terminal, the book beside the engine.',
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
  .option('--jsonl', 'batch mode: one JSON phase per input line, one JSON result per output line (results, dislodged units, position after)')
  .option('--reasons', "with --jsonl: add each order's reason")
  .option('--echo', "with --jsonl: repeat each order's power and text in its answer")
  .option('--jobs <n>', 'with --jsonl: worker threads answering a batch, for a large batch on a machine with idle cores (default 1: this thread)')
  .option('--json', "print the result as JSON, each order with its reason and the rules that decided it (default: a readable table)")
  .option('--explain', 'add the step-by-step explanation (table, --json or --jsonl)')
  .addOption(langOption())
  .option('--compare', 'with the table: say where the other rule presets differ, and which option decides')
  .option('--link', "print the site's dispute-desk link for the phase (/desk/#…): the same phase, ruled in the browser")
  .addOption(
    new Option('--report <style>', 'print the season as a report: "postal", as "I want you for Diplomacy" prints it (§3.5.5, §4.1.1): the movement, then the retreats and Winter adjustments from the conditional orders or the defaults; in the language of --lang').choices(['postal']),
  );
addVariantFlags(adjudicateCommand)
  .action(async (file: string | undefined, opts: AdjudicateFlags) => {
    const source = file && file !== '-' ? file : '<stdin>';
    if (opts.jsonl && opts.lang !== 'en') fail('--lang applies to the table and to --json; --jsonl answers in English');
    if (opts.variant !== undefined) {
      const known = (await import('../variants/game.js')).resolveVariant(opts.variant);
      if ('error' in known) fail(`--variant: ${known.error}`);
    }
    if (opts.jsonl && (opts.variantOption?.length || opts.coin)) fail('--variant-option and --coin apply to one phase; with --jsonl each line gives its own "coin" and "variantOptions" (or "control" and "closedProvinces")');
    if (opts.link) return printDeskLink(readInput(file, source), source, opts.ruleset, opts);
    if (opts.report && (opts.jsonl || opts.json || opts.compare)) fail('--report writes the season as text: it goes with neither --jsonl, --json nor --compare');
    if (opts.report) return printReport(readInput(file, source), source, opts);
    if (opts.jsonl) {
      const { runJsonl, runJsonlStream } = await import('./jsonl-run.js');
      const jsonl = { ruleset: opts.ruleset, variant: opts.variant, reasons: !!opts.reasons, echo: !!opts.echo, explain: !!opts.explain, jobs: jobsOf(opts.jobs) };
      // Standard input is answered as it comes: `casebook check` keeps one process running and
      // waits for each answer before it sends the next phase of a game.
      await (source === '<stdin>' ? runJsonlStream(process.stdin, process.stdout, jsonl) : runJsonl(readInput(file, source), process.stdout, jsonl));
      return;
    }
    const text = readInput(file, source);
    const [{ boardOf }, { adjudicatePhase, InputError }, { phaseFromText }, { formatComparison, formatTable }, { compareRulesets }, { phaseAnswer }] = await Promise.all([
      import('../index.js'),
      import('../adjudicate/phase.js'),
      import('../formats/phase-text.js'),
      import('./table.js'),
      import('../adjudicate/compare.js'),
      import('../casebook/report.js'),
    ]);

    const read = phaseFromText(text, source, opts.variant);
    if ('problems' in read) fail(summariseProblems(read.problems));
    const input: PhaseInput = read.input;
    if (opts.ruleset) input.ruleset = opts.ruleset;
    const variantProblem = await applyVariantFlags(input, opts);
    if (variantProblem) fail(variantProblem);
    try {
      const map = typeof input === 'object' && input !== null ? boardOf(input) : boardOf({});
      const detail = adjudicatePhase(map, input);
      const answer = phaseAnswer(detail, opts.lang, !!opts.explain);
      if (opts.json) process.stdout.write(JSON.stringify(answer, null, 2) + '\n');
      else {
        process.stdout.write(formatTable(input, answer, opts.lang, map));
        if (input.variant === 'intimate') process.stdout.write((await import('./intimate-output.js')).formatIntimate(answer, opts.lang));
        if (opts.compare) process.stdout.write(formatComparison(input, compareRulesets(map, input), opts.lang));
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
  report?: 'postal';
}

/** `--report postal`: the season ruled from the file's first phase, as a postal report (engine/formats/postal-report.ts). */
async function printReport(text: string, source: string, opts: AdjudicateFlags): Promise<void> {
  const [{ boardOf }, { InputError }, { phaseFromText }, { adjudicateSeason }, { formatPostalReport }] = await Promise.all([
    import('../index.js'),
    import('../adjudicate/phase.js'),
    import('../formats/phase-text.js'),
    import('../adjudicate/game-master/season.js'),
    import('../formats/postal-report.js'),
  ]);
  const read = phaseFromText(text, source, opts.variant);
  if ('problems' in read) fail(summariseProblems(read.problems));
  const input: PhaseInput = read.input;
  if (opts.ruleset) input.ruleset = opts.ruleset;
  const variantProblem = await applyVariantFlags(input, opts);
  if (variantProblem) fail(variantProblem);
  if (input.variant === 'intimate') fail(`${source}: --report postal writes a season of the other games; Intimate Diplomacy's bidding and verdicts have no postal report`);
  try {
    const map = boardOf(input);
    process.stdout.write(formatPostalReport(map, adjudicateSeason(map, input), opts.lang));
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
  const [{ encodeDesk }, { formatOrderFile, orderFileVariant }, { DEFAULT_PRESET: fallback }] = await Promise.all([import('../formats/desk-link.js'), import('../formats/order-file.js'), import('../rules/presets.js')]);
  const variant = flags.variant;
  let fileText = text;
  let preset = ruleset;
  if (flags.coin !== undefined || flags.variantOption?.length) {
    const { phaseFromText } = await import('../formats/phase-text.js');
    const read = phaseFromText(text, source, variant);
    if ('problems' in read) fail(summariseProblems(read.problems));
    const problem = await applyVariantFlags(read.input, flags);
    if (problem) fail(problem);
    // The link must not carry a coin the desk would refuse: its winner is one of the game's players.
    const game = read.input.variant === undefined ? undefined : (await import('../variants/load.js')).variantById(read.input.variant);
    const players = game?.players.map((p) => p.id) ?? [];
    if (flags.coin !== undefined && !players.includes(flags.coin)) fail(`--coin: "${flags.coin}" is not a player of ${game ? `the ${game.id} game (${players.join(' or ') || 'none'})` : 'a game for fewer players: give --variant'}`);
    const { ruleset: own, ...input } = read.input;
    fileText = formatOrderFile(input);
    preset ??= own;
  } else if (/^\s*[{[]/.test(text)) {
    let input: PhaseInput;
    try {
      input = JSON.parse(text) as PhaseInput;
      if (variant !== undefined) input.variant = variant;
      fileText = formatOrderFile(input);
    } catch (e) {
      fail(`${source}: not a JSON phase: ${(e as Error).message}`);
    }
    preset ??= input.ruleset;
  } else if (variant !== undefined && orderFileVariant(text) === undefined) {
    fileText = `variant: ${variant}\n${text}`;
  }
  process.stdout.write(`/desk/#${await encodeDesk({ text: fileText, preset: preset ?? fallback })}\n`);
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
    const { showCase, showCaseText, ShowError } = await import('./show.js');
    try {
      process.stdout.write(opts.json ? JSON.stringify(showCase(id, opts.lang), null, 2) + '\n' : showCaseText(id, opts.lang));
    } catch (e) {
      fail(e instanceof ShowError ? e.message : `internal error: ${(e as Error).message}`);
    }
  });

function readInput(file: string | undefined, source: string): string {
  try {
    return readFileSync(file && file !== '-' ? file : 0, 'utf8').replace(/^\uFEFF/, ''); // a byte-order mark some editors write
  } catch (e) {
    fail(`cannot read ${source}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
}

const MAX_PROBLEMS_SHOWN = 20;

/** A flood of problems (a garbage file) is cut to the first few and a count. */
function summariseProblems(lines: string[]): string {
  if (lines.length <= MAX_PROBLEMS_SHOWN) return lines.join('\n');
  const rest = lines.length - MAX_PROBLEMS_SHOWN;
  return [...lines.slice(0, MAX_PROBLEMS_SHOWN), `... and ${rest} more problem${rest === 1 ? '' : 's'} (${lines.length} in all)`].join('\n');
}

// Output piped into `head` closes early: that is the reader's choice, not an error to print.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  fail(`cannot write the output: ${e.message}`);
});

function fail(message: string): never {
  process.stderr.write(`casebook: ${message}\n`);
  process.exit(2);
}

addCheckCommand(program, fail);

program.parseAsync(process.argv).catch((e: Error) => fail(e.message));
