// `casebook adjudicate --summary`: the paragraph for the players, as a user gets it from the command line.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI_ARGS } from '../testing/cli.js';

describe('casebook adjudicate --summary', () => {
  const run = (args: string[], input: string) => spawnSync(process.execPath, [...CLI_ARGS, 'adjudicate', '-', ...args], { input, encoding: 'utf8' });
  const fall = [
    'Fall 1901',
    'France owns: par bre mar',
    'Germany owns: ber kie mun',
    'France:',
    '  A bur - bel',
    '  A pic S A bur - bel',
    '  F eng - bel',
    'Germany:',
    '  A ruh - bur',
    '  A kie - hol',
    'England: F nth - hol',
    '',
  ].join('\n');

  it('prints the phase and one paragraph, with names, in English', () => {
    const out = run(['--summary'], fall);
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    expect(out.stdout).toBe(
      'Fall 1901 movement (rulebook-2000)\n\n' +
        'A Ruhr - Burgundy succeeds unopposed. A Burgundy gets into Belgium with 2 against 1, beating F English Channel. ' +
        'A Kiel and F North Sea stand off in Holland, 1 against 1, and none gets in. France takes Belgium, which was neutral. Centres now: France 4 centres.\n',
    );
  });

  it('in French with --lang fr', () => {
    const out = run(['--summary', '--lang', 'fr'], fall);
    expect(out.status).toBe(0);
    expect(out.stdout).toContain('A Kiel et F Mer du Nord font statu quo en Hollande, 1 contre 1, et aucune n\'y entre.');
    expect(out.stdout).toContain('La France prend la Belgique, jusque-là neutre.');
  });

  it('refuses the flags it cannot go with, in words', () => {
    const out = run(['--summary', '--json'], fall);
    expect(out.status).toBe(2);
    expect(out.stderr).toContain('--summary writes the ruling as one paragraph');
  });
});
