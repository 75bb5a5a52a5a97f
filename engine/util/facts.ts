// Facts: what an explanation says, free of any language. A message id of the catalogues
// (engine/language/messages) and its typed arguments: units, places, powers, numbers, nested
// facts. Every layer states its findings as facts (the map's name lookup, the order reader, the
// adjudicators, the variants); only engine/language/render.ts turns them into English or French.

/** A unit as the protocol writes it: "A mun", "F stp/nc". */
export interface UnitArg {
  unit: string;
}
/** A location id: "bur", "spa/sc". */
export interface PlaceArg {
  place: string;
}
export interface PowerArg {
  power: string;
}
/** Several arguments read as one list ("A, B and C"). */
export interface ListArg {
  list: Arg[];
  /** 'and' (default): "A, B and C"; 'or': "A, B or C"; ';': clauses "A; B; C"; ',': "A, B, C"; 'seq': one after the other. */
  sep?: 'and' | 'or' | ';' | ',' | 'seq';
}
/** Text that only exists as prose (an order-parser message): kept as given in each language. */
export interface TextArg {
  text: { en: string; fr: string };
}
export type Arg = number | string | UnitArg | PlaceArg | PowerArg | ListArg | TextArg | Fact;

/** A language-free fact: a message of the catalogues and its arguments. */
export interface Fact {
  id: string;
  args?: Readonly<Record<string, Arg>>;
  /**
   * The 2000 book's rules this fact itself states as deciding (not those of its nested facts): a
   * reason's or a step's rules are read from its facts (`rulesOf`), so that nothing cites a rule
   * its text does not tell.
   */
  rules?: readonly number[];
}

export const fact = (id: string, args?: Record<string, Arg>, rules?: readonly number[]): Fact => {
  const f: Fact = args ? { id, args } : { id };
  return rules?.length ? { ...f, rules } : f;
};

/** `f` stating `rules` as well (a copy: facts may be shared). */
export const withRules = (f: Fact, rules: readonly number[]): Fact => (rules.length ? { ...f, rules: [...(f.rules ?? []), ...rules] } : f);

/** The rules that facts state, theirs and their nested facts', in increasing order without repeats. */
export function rulesOf(facts: Fact | readonly Fact[]): number[] {
  const found = new Set<number>();
  const walk = (x: Arg | undefined): void => {
    if (x === undefined || typeof x !== 'object') return;
    if ('list' in x) for (const y of x.list) walk(y);
    else if ('id' in x) {
      for (const n of x.rules ?? []) found.add(n);
      for (const y of Object.values(x.args ?? {})) walk(y);
    }
  };
  for (const f of Array.isArray(facts) ? facts : [facts as Fact]) walk(f);
  return [...found].sort((a, b) => a - b);
}
export const unitArg = (unit: string): UnitArg => ({ unit });
export const placeArg = (place: string): PlaceArg => ({ place });
export const powerArg = (power: string): PowerArg => ({ power });
export const listArg = (list: Arg[], sep?: ListArg['sep']): ListArg => (sep ? { list, sep } : { list });
