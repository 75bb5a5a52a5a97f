// What the text of a ruling asks of Intl, without ICU when it can. The first Intl object a
// process makes (a number format, a list format, a collator behind localeCompare) loads ICU's data:
// about 28 ms of CPU, a tenth of `casebook adjudicate` for one phase (issue 27), spent to write
// "1 against 0" (the desk's first French ruling: 10-20 ms for its list, plural and number formats).
// These give Intl's own text for what a ruling holds (whole numbers, English and French lists,
// lowercase ASCII ids) and hand anything else to Intl; engine/util/plain-intl.test.ts checks them
// against Intl.

/** `new Intl.NumberFormat('en').format(n)`: whole numbers grouped by threes here, anything else by Intl. */
export function englishNumber(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return intl.number().format(n);
  const digits = String(Math.abs(n));
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return n < 0 ? `-${out}` : out;
}

/** `new Intl.PluralRules('en').select(n)`: English cardinals, "one" for a whole 1 or -1 (CLDR: i = 1 and v = 0). */
export function englishPlural(n: number): Intl.LDMLPluralRule {
  if (!Number.isInteger(n)) return intl.plural().select(n);
  return Math.abs(n) === 1 ? 'one' : 'other';
}

/** `new Intl.ListFormat('en-GB', { type }).format(items)`: "a, b and c", with no comma before the last. */
export function britishList(items: readonly string[], type: 'conjunction' | 'disjunction'): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${type === 'conjunction' ? 'and' : 'or'} ${items[items.length - 1]}`;
}

/**
 * `new Intl.NumberFormat('fr').format(n)`: whole numbers under a thousand here (French groups
 * thousands with a narrow no-break space; those go to Intl), anything else by Intl.
 */
export function frenchNumber(n: number): string {
  if (!Number.isInteger(n) || Math.abs(n) >= 1000 || Object.is(n, -0)) return intl.frenchNumber().format(n);
  return String(n);
}

/** `new Intl.PluralRules('fr').select(n)`: "one" for a whole 0 or ±1 (CLDR: i = 0,1), "other" for the other whole numbers under a million, anything else by Intl ("many"). */
export function frenchPlural(n: number): Intl.LDMLPluralRule {
  if (!Number.isInteger(n) || Math.abs(n) >= 1e6) return intl.frenchPlural().select(n);
  return Math.abs(n) <= 1 ? 'one' : 'other';
}

/** `new Intl.ListFormat('fr', { type }).format(items)`: "a, b et c", "a, b ou c". */
export function frenchList(items: readonly string[], type: 'conjunction' | 'disjunction'): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${type === 'conjunction' ? 'et' : 'ou'} ${items[items.length - 1]}`;
}

// Lowercase letters, digits and hyphens: ICU's root collation orders these words as their code units
// do (the hyphen before the digits, the digits before the letters, a prefix first).
const PLAIN_WORD = /^[a-z0-9-]*$/;

/** `a.localeCompare(b)` for ids (powers, provinces): code-unit order for plain lowercase words, the collator otherwise. */
export function compareIds(a: string, b: string): number {
  if (PLAIN_WORD.test(a) && PLAIN_WORD.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  return a.localeCompare(b);
}

/** The Intl objects made only when a value falls outside the plain cases. */
const intl = {
  numberFormat: undefined as Intl.NumberFormat | undefined,
  pluralRules: undefined as Intl.PluralRules | undefined,
  number(): Intl.NumberFormat {
    return (this.numberFormat ??= new Intl.NumberFormat('en'));
  },
  plural(): Intl.PluralRules {
    return (this.pluralRules ??= new Intl.PluralRules('en'));
  },
  frenchNumberFormat: undefined as Intl.NumberFormat | undefined,
  frenchPluralRules: undefined as Intl.PluralRules | undefined,
  frenchNumber(): Intl.NumberFormat {
    return (this.frenchNumberFormat ??= new Intl.NumberFormat('fr'));
  },
  frenchPlural(): Intl.PluralRules {
    return (this.frenchPluralRules ??= new Intl.PluralRules('fr'));
  },
};
