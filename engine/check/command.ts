// The `casebook check` subcommand (registered by engine/cli/main.ts). Exit codes: 0 every case
// passed, 1 some case failed or the adjudicator failed on it, 2 bad options or an adjudicator that
// never answers.

import { writeFileSync } from 'node:fs';
import { Option, type Command } from 'commander';
import type { Preset } from '../casebook/schema.js';
import { PRESET_NAMES as PRESETS } from '../rules/presets.js';
import { MUTATION_NAMES, type Mutation } from '../adjudicate/mutation.js';
import type { Adapter } from './adapter.js';
import { DEFAULT_TIMEOUT_MS } from './defaults.js';
import type { OrderStyle } from './run.js';
import { escapeForTerminal } from '../util/controls.js';

/** The largest --timeout and --startup-timeout, in seconds: one day (a timer cannot wait much over 24 days). */
const MAX_SECONDS = 86_400;
/** Signals that stop `casebook check`; each stops the adjudicator first. Exit code 128 + the number. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const SIGNAL_NUMBERS: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

interface CheckFlags {
  adjudicator?: string;
  case?: string[];
  source?: string[];
  rule?: string[];
  topic?: string[];
  ruleset?: string[];
  timeout: string;
  startupTimeout: string;
  orders: OrderStyle;
  json?: string | boolean;
  junit?: string;
  cases?: string;
  variants?: string[];
  quiet?: boolean;
  mutant?: string;
}

/** Repeated or comma-separated values: `--case schema-1 --case schema-2` or `--case schema-1,schema-2`. */
function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), ...value.split(',').map((v) => v.trim()).filter(Boolean)];
}

export function addCheckCommand(program: Command, fail: (message: string) => never): void {
  program
    .command('check')
    .summary('check an adjudicator (ours by default) against every case')
    .description(
      'Run the casebook against an adjudicator; for each case, say whether it agrees\n' +
        'with the books on the board (units after each phase, dislodged units and\n' +
        'their retreats, supply centres, builds) and, when it gives them, on each\n' +
        "order's result.\n\n" +
        'The adjudicator is a program started once, speaking JSON lines: one phase per\n' +
        'line in (engine/protocol/phase-input.schema.json), one result per line out\n' +
        '(phase-output.schema.json, "orders" optional) or {"error": "..."}. Orders are\n' +
        'sent in canonical English ("A pru - war"). See scripts/adapters/README.md.\n\n' +
        'Examples:\n' +
        '  casebook check                       # the reference engine\n' +
        '  casebook check --adjudicator "python3 my_adapter.py" --junit report.xml\n' +
        '  casebook check --adjudicator "node scripts/adapters/js-diplomacy.mjs"',
    )
    .option('--adjudicator <command>', 'shell command that starts the adjudicator (default: the reference engine, in-process)')
    .option('--case <id>', 'only this case (repeatable, comma-separated; * is a wildcard: "schema-1*")', collect)
    .option('--source <name>', 'only cases from this folder of cases/ (rulebook-2000, i-want-you, prose, datc, ancient-mediterranean, ...) or source document', collect)
    .option('--rule <n>', "only cases illustrating this rule of the 2000 book (1-22)", collect)
    .option('--topic <tag>', 'only cases with this topic (supports, convoys, retreats, ...)', collect)
    .option('--ruleset <preset>', `only runs under this preset (${PRESETS.join(', ')})`, collect)
    .option('--timeout <seconds>', `time limit per phase: each answer within this time of the one before (at most ${MAX_SECONDS})`, String(DEFAULT_TIMEOUT_MS / 1000))
    .option('--startup-timeout <seconds>', 'extra time for the first answer after the adjudicator (re)starts', '10')
    .addOption(new Option('--orders <style>', 'order texts sent: canonical English, or as printed in the books').choices(['canonical', 'printed']).default('canonical'))
    .option('--json [file]', 'write the report as JSON to FILE, or to standard output instead of the table')
    .option('--junit <file>', 'also write a JUnit XML report (one test case per case) to FILE')
    .option('--cases <dir>', 'folder of case files (default: the casebook\'s cases/)')
    .option(
      '--variants <ids>',
      'the games the adjudicator plays, comma-separated (e.g. "standard"); cases of other variants are not sent and are reported as "unsupported variant", not as failures',
      collect,
    )
    .option('--quiet', 'print the totals only (and the reports asked for)')
    .addOption(new Option('--mutant <name>', 'test only: check a deliberately broken reference engine').choices(MUTATION_NAMES).hideHelp())
    .action(async (flags: CheckFlags) => {
      // Loaded here, not at the top: `casebook --help` and `casebook adjudicate` need none of it.
      const [{ AdapterUnusable, ProcessAdapter, ReferenceAdapter }, { checkCasebook }, { formatJson, formatJunit, formatReport }, { FilterError }] =
        await Promise.all([import('./adapter.js'), import('./check.js'), import('./report.js'), import('./select.js'), prepareEveryGame()]);
      const seconds = (text: string, name: string) => {
        const n = Number(text);
        if (!Number.isFinite(n) || n <= 0) fail(`${name} takes a number of seconds greater than 0, not "${text}"`);
        if (n > MAX_SECONDS) fail(`${name} takes at most ${MAX_SECONDS} seconds (one day), not "${text}"`);
        return Math.max(1, Math.round(n * 1000));
      };
      const timeoutMs = seconds(flags.timeout, '--timeout');
      const startupMs = seconds(flags.startupTimeout, '--startup-timeout');
      const rules = (flags.rule ?? []).map((r) => {
        const n = Number(r);
        if (!Number.isInteger(n)) fail(`--rule takes a rule number from 1 to 22, not "${r}"`);
        return n;
      });
      if (flags.adjudicator !== undefined && !flags.adjudicator.trim()) fail('--adjudicator needs a command, such as "python3 my_adapter.py"');
      if (flags.variants) {
        const { ALL_VARIANT_IDS } = await import('../variants/ids.js');
        const unknown = flags.variants.filter((v) => !ALL_VARIANT_IDS.includes(v));
        if (unknown.length) fail(`--variants: unknown variant ${unknown.map((v) => `"${v}"`).join(', ')} (known: ${ALL_VARIANT_IDS.join(', ')})`);
      }
      if (flags.adjudicator && flags.mutant) fail('--mutant applies to the reference engine only; leave out --adjudicator');

      const adapter: Adapter = flags.adjudicator
        ? new ProcessAdapter(flags.adjudicator, { startupMs })
        : new ReferenceAdapter(flags.mutant as Mutation | undefined);
      // Whatever ends this process (a signal, an exit from anywhere), the adjudicator and all it
      // started end with it: killNow is synchronous, so it also runs from the 'exit' event.
      const killAdapter = () => adapter.killNow?.();
      const stop = (signal: NodeJS.Signals) => {
        killAdapter();
        process.exit(128 + (SIGNAL_NUMBERS[signal] ?? 1));
      };
      for (const signal of STOP_SIGNALS) process.once(signal, stop);
      process.once('exit', killAdapter);
      const progress = process.stderr.isTTY && !flags.quiet && flags.json !== true;
      let problem: string | undefined;
      try {
        const report = await checkCasebook(adapter, {
          casesDir: flags.cases,
          timeoutMs,
          orders: flags.orders,
          ...(flags.variants ? { variants: flags.variants } : {}),
          filters: {
            cases: flags.case,
            sources: flags.source,
            rules,
            topics: flags.topic,
            rulesets: (flags.ruleset ?? []) as Preset[],
          },
          onCase: progress ? (r, i, n) => process.stderr.write(`\r\x1b[K[${i + 1}/${n}] ${r.id} ${r.status}`) : undefined,
        });
        if (progress) process.stderr.write('\r\x1b[K');
        if (flags.json === true) process.stdout.write(formatJson(report));
        else {
          const text = formatReport(report);
          // The adjudicator's own words (its errors, its stderr) are shown, never obeyed by the terminal.
          process.stdout.write(escapeForTerminal(flags.quiet ? text.slice(text.trimEnd().lastIndexOf('\n') + 1) : text));
        }
        if (typeof flags.json === 'string') problem = write(flags.json, formatJson(report));
        if (flags.junit) problem ??= write(flags.junit, formatJunit(report));
        process.exitCode = report.totals.passed + report.totals.unsupported === report.totals.cases ? 0 : 1;
      } catch (e) {
        problem = e instanceof FilterError || e instanceof AdapterUnusable ? e.message : `internal error: ${(e as Error).message}`;
      } finally {
        // The signal handlers stay until the adapter is closed: a signal while it is given its
        // grace period to exit must still end it (the default action would leave it running).
        await adapter.close();
        for (const signal of STOP_SIGNALS) process.off(signal, stop);
        process.off('exit', killAdapter);
      }
      for (const notice of adapter.notices ?? []) process.stderr.write(`casebook check: ${escapeForTerminal(notice)}\n`);
      if (problem) fail(problem);
    });
}

/** Write a report file; the problem as a sentence, or undefined. */
function write(file: string, text: string): string | undefined {
  try {
    writeFileSync(file, text);
    return undefined;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return `cannot write ${file}: ${code === 'ENOENT' ? 'no such folder' : code === 'EACCES' ? 'permission denied' : (e as Error).message}`;
  }
}

/**
 * The engine with every variant's plug-in and order-file lines, as engine/index.ts has it (the cases
 * rule every game), awaited here rather than at the top of a module: the command line is bundled as
 * CommonJS (scripts/cli/bundle.mjs), which has no top-level await.
 */
async function prepareEveryGame(): Promise<void> {
  await import('../core.js');
  await (await import('../formats/phase-text.js')).prepareAllVariants();
}
