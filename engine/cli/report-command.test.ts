// `casebook adjudicate --report postal` (#24): a season written as "I want you for Diplomacy" prints
// it, in French or English, read again by `casebook adjudicate`, as a user runs it.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI_ARGS } from '../testing/cli.js';


function casebook(args: string[], input: string) {
  const run = spawnSync(process.execPath, [...CLI_ARGS, ...args], { input, encoding: 'utf8', shell: false });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

// A French postal sheet: Austria's conditional retreat, France's builds, Germany's second sheet.
const FALL = `Automne 1905
ruleset: rulebook-1971
Autriche possède : VIE, BUD, TRI
Russie possède : MOS, VAR, SÉB, STP
Italie possède : ROM, NAP, VEN
France possède : BRE, MAR, PAR, ESP
Autriche :
  A VIE H
  A VIE fait retraite à BUD, TRI, GAL, BOH, TYR
  A BUD H
Russie :
  A GAL-VIE
Italie :
  A TRI S RUSSIE A GAL-VIE
France :
  F AMO-POR
  construire F BRE, A MAR
`;

describe('casebook adjudicate --report postal', () => {
  it('rules the whole season and writes it as the book prints it, in French', () => {
    const { status, stdout, stderr } = casebook(['adjudicate', '--report', 'postal', '--lang', 'fr'], FALL);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Automne 1905 — compte rendu\n/);
    expect(stdout).toContain('Autriche :\n  A VIE H (d-BOH)\n  A BUD H\n  si délogée : A VIE - BUD, TRI, GAL, BOH, TYR\n');
    expect(stdout).toContain('Russie :\n  A GAL=VIE\n');
    expect(stdout).toContain('Italie :\n  A TRI S RUSSIE A GAL-VIE\n');
    // Austria keeps BUD alone (Russia takes VIE, Italy TRI) and forgot its removal: the game master's (§3.5.3).
    expect(stdout).toContain('Ajustements :\n  Autriche : retire A BOH (MJ)\n  France : construit F BRE, A MAR\n');
  });

  it('writes English too, and the report is read again as the season it reports', () => {
    const en = casebook(['adjudicate', '--report', 'postal'], FALL);
    expect(en.stdout).toContain('Austria:\n  A VIE H (d-BOH)\n');
    expect(en.stdout).toContain('Adjustments:\n  Austria: removes A BOH (GM)\n  France: builds F BRE, A MAR\n');
    const again = casebook(['adjudicate', '--report', 'postal'], en.stdout);
    expect(again.stderr).toBe('');
    expect(again.stdout).toBe(en.stdout);
  });

  it('refuses what it cannot write, plainly', () => {
    const both = casebook(['adjudicate', '--report', 'postal', '--json'], FALL);
    expect(both.status).toBe(2);
    expect(both.stderr).toBe('casebook: --report writes the season as text: it goes with neither --jsonl, --json nor --compare\n');
    const wrong = casebook(['adjudicate', '--report', 'zine'], FALL);
    expect(wrong.status).not.toBe(0);
    expect(wrong.stderr).toContain("argument 'zine' is invalid");
  });
});
