// The `casebook` command line. Every failure is a plain message on stderr and a non-zero exit;
// never a stack trace.

import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Command, Option } from 'commander';
import { standardMap } from '../map/index.js';
import { adjudicatePhase, InputError } from '../adjudicate/phase.js';
import { PRESET_NAMES, DEFAULT_PRESET } from '../rules/presets.js';
import type { PhaseInput, PhaseOutput } from '../protocol/types.js';
import { parseOrderFile } from './order-file.js';
import { formatComparison, formatTable } from './table.js';
import { compareRulesets } from '../adjudicate/compare.js';
import { addCheckCommand } from '../check/command.js';

const program = new Command();
program
  .name('casebook')
  .description(
    'Diplomacy Casebook: the reference adjudicator and the rulebook cases.\n' +
      '"casebook check": check an adjudicator (ours by default) against every case.\n' +
      '"casebook adjudicate": decide a phase of your own.',
  )
  .showHelpAfterError();

program
  .command('adjudicate')
  .summary('decide one phase given as JSON or as plain order text')
  .description(
    'Decide one phase. Input: a JSON phase (engine/protocol/phase-input.schema.json) or a plain\n' +
      'order file such as:\n\n' +
      '  Spring 1901\n  England:\n    F Lon - Nth\n    A Lvp - Yor\n  France: A Par - Bur\n\n' +
      'Reads FILE, or standard input when FILE is absent or "-".\n' +
      'JSON Schemas of the protocol: engine/protocol/phase-input.schema.json, phase-output.schema.json.',
  )
  .argument('[file]', 'phase file (.json or plain order text)')
  .addOption(new Option('--ruleset <name>', 'rule preset').choices(PRESET_NAMES).default(undefined, DEFAULT_PRESET))
  .option('--jsonl', 'batch mode: one JSON phase per input line, one JSON result per output line')
  .option('--json', 'print the result as JSON (default: a readable table)')
  .option('--explain', 'with the table: print the step-by-step explanation')
  .option('--compare', 'with the table: say where the other rule presets differ, and which option decides')
  .action(async (file: string | undefined, opts: { ruleset?: string; jsonl?: boolean; json?: boolean; explain?: boolean; compare?: boolean }) => {
    const source = file && file !== '-' ? file : '<stdin>';
    // Standard input is answered line by line, as it comes: `casebook check` keeps one process
    // running and waits for each answer before it sends the next phase of a game.
    if (opts.jsonl && source === '<stdin>') return runJsonlStream(opts.ruleset);
    let text: string;
    try {
      text = readFileSync(file && file !== '-' ? file : 0, 'utf8');
    } catch (e) {
      fail(`cannot read ${source}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
    }
    text = text.replace(/^\uFEFF/, ''); // a byte-order mark some editors write
    if (opts.jsonl) return runJsonl(text, opts.ruleset);

    let input: PhaseInput;
    if (/^\s*[{[]/.test(text)) {
      try {
        input = JSON.parse(text) as PhaseInput;
      } catch (e) {
        fail(`${source}: not valid JSON: ${(e as Error).message}`);
      }
    } else {
      const parsed = parseOrderFile(standardMap, text);
      if (!parsed.input) fail(summariseProblems(parsed.problems.map((p) => `${source}:${p.line}:${p.column}: ${p.message}`)));
      input = parsed.input;
    }
    if (opts.ruleset) input.ruleset = opts.ruleset;
    try {
      const detail = adjudicatePhase(standardMap, input);
      if (opts.json) process.stdout.write(JSON.stringify(detail.output, null, 2) + '\n');
      else {
        process.stdout.write(formatTable(input, detail.output, opts.explain ? detail.explanation : []));
        if (opts.compare) process.stdout.write(formatComparison(input, compareRulesets(standardMap, input)));
      }
    } catch (e) {
      fail(`${source}: ${e instanceof InputError ? e.message : `internal error: ${(e as Error).message}`}`);
    }
  });

/** One phase per line in, one result per line out; a bad line gets {"error"} and the run goes on. */
function runJsonl(text: string, ruleset: string | undefined): void {
  const out: string[] = [];
  text.split(/\r?\n/).forEach((line, k) => {
    if (line.trim()) out.push(jsonlAnswer(line, k + 1, ruleset));
  });
  process.stdout.write(out.length ? out.join('\n') + '\n' : '');
}

/** The same, reading standard input line by line and answering each line at once. */
async function runJsonlStream(ruleset: string | undefined): Promise<void> {
  let k = 0;
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    k++;
    if (line.trim()) process.stdout.write(jsonlAnswer(line, k, ruleset) + '\n');
  }
}

function jsonlAnswer(line: string, lineNumber: number, ruleset: string | undefined): string {
  let result: PhaseOutput | { error: string };
  let id: PhaseInput['id'];
  try {
    const input = JSON.parse(lineNumber === 1 ? line.replace(/^\uFEFF/, '') : line) as PhaseInput;
    id = typeof input?.id === 'number' || typeof input?.id === 'string' ? input.id : undefined;
    if (ruleset && !input.ruleset) input.ruleset = ruleset;
    result = adjudicatePhase(standardMap, input).output;
  } catch (e) {
    const why = e instanceof SyntaxError ? `not valid JSON: ${e.message}` : e instanceof InputError ? e.message : `internal error: ${(e as Error).message}`;
    result = { error: `line ${lineNumber}: ${why}` };
  }
  // The request's id, copied back first, so that a harness can match answers to questions.
  return JSON.stringify(id === undefined ? result : { id, ...result });
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
