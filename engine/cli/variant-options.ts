// `casebook adjudicate` flags for the games for fewer than seven (#15): `--variant-option key=value`
// (a reading of engine/protocol/variant-options.ts, sent as the phase's `variantOptions`), `--coin PLAYER` (the 1914 toss), and `--variant ID` when
// no other part of the command line has added it. Kept apart from main.ts so that the flags of other
// variants (#14) and these do not collide.
import { Option, type Command } from 'commander';
import { VARIANT_OPTION_CHOICES, VARIANT_OPTION_KEYS, type PhaseInput, type VariantOptions } from '../protocol/index.js';

export interface VariantFlags {
  variant?: string;
  variantOption?: string[];
  coin?: string;
}

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/** Adds the flags to a command (`--variant` only when the command has none yet). */
export function addVariantFlags(cmd: Command): Command {
  if (!cmd.options.some((o) => o.long === '--variant')) {
    cmd.option('--variant <id>', 'the game played: standard (default), six-players, five-players, four-players, three-players, 1914, …');
  }
  return cmd
    .addOption(
      new Option('--variant-option <key=value>', `a reading of the variant's rules where they leave room (repeatable): ${VARIANT_OPTION_KEYS.map((k) => `${k}=${VARIANT_OPTION_CHOICES[k].join('|')}`).join(', ')}`)
        .argParser(collect),
    )
    .option('--coin <player>', 'the 1914 game: the player who won the coin toss (entente or central), needed from Spring 1915');
}

/** Reads `key=value` flags into options; an unknown key, value or shape is a sentence naming it. */
export function parseVariantOptions(flags: readonly string[]): Partial<VariantOptions> | { error: string } {
  const out: Record<string, string> = {};
  for (const flag of flags) {
    const eq = flag.indexOf('=');
    if (eq <= 0) return { error: `--variant-option "${flag}": write key=value, such as italyClosed=wholeGame` };
    const key = flag.slice(0, eq) as keyof VariantOptions;
    const value = flag.slice(eq + 1);
    const choices = VARIANT_OPTION_CHOICES[key] as readonly string[] | undefined;
    if (!Object.hasOwn(VARIANT_OPTION_CHOICES, key) || !choices) return { error: `--variant-option: unknown key "${key}" (known: ${VARIANT_OPTION_KEYS.join(', ')})` };
    if (!choices.includes(value)) return { error: `--variant-option ${key}: unknown value "${value}" (${key} is ${choices.join(' or ')})` };
    out[key] = value;
  }
  return out as Partial<VariantOptions>;
}

/**
 * Applies the flags to a phase: the variant and the coin replace the input's; the options join
 * the phase's own `variantOptions` (a flag wins over the file), which the engine reads in every
 * phase kind that depends on one. Returns an error sentence, or undefined.
 */
export async function applyVariantFlags(input: PhaseInput, flags: VariantFlags): Promise<string | undefined> {
  if (flags.variant !== undefined) input.variant = flags.variant;
  if (flags.coin !== undefined) input.coin = { winner: flags.coin };
  if (!flags.variantOption?.length) return undefined;
  const options = parseVariantOptions(flags.variantOption);
  if ('error' in options) return options.error;
  const { OPTION_GAMES } = await import('../protocol/index.js');
  const readers = [...new Set(Object.values(OPTION_GAMES).flat())];
  if (input.variant === undefined || !readers.includes(input.variant)) return `--variant-option applies to a variant that reads it: give --variant (${readers.join(', ')})${input.variant ? `, not "${input.variant}"` : ''}`;
  const ignored = (Object.keys(options) as (keyof VariantOptions)[]).find((k) => !OPTION_GAMES[k].includes(input.variant!));
  if (ignored) return `--variant-option ${ignored} is a reading of ${OPTION_GAMES[ignored].join(', ')}, not of ${input.variant}`;
  input.variantOptions = { ...input.variantOptions, ...options };
  return undefined;
}
