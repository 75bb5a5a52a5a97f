// The dispute desk (/desk/, /fr/desk/, issue #12) in Debian's chromium through playwright-core,
// on the built site (`npm run build` first):
//
// 1. Spring 1901 opens by itself; a typed position with a mistake shows it at its line and column
//    (with the parser's "did you mean"), the text stays as typed; fixed, it is ruled: the results
//    table, each order's reason, a drawn picture per step and the stepper's Next;
// 2. the address is the ruling: opened in a fresh page it gives the same table;
// 3. "Open in the dispute desk" on diagram 12's page gives the case page's results; a retreat
//    phase of the sample game opens and rules; "Next phase" goes from a dislodgement to the
//    retreats and on to Fall; the board editor places and removes units and sets centres, and the
//    text follows; the exports (a case file the casebook's loader accepts, a protocol JSON phase);
//    `casebook adjudicate FILE --link` for five phases (scripts/site/fixtures/desk/: movement,
//    retreats, adjustments) opens pages that rule as the terminal does;
// 4. hostile links (markup and </script> in the orders, a huge link, a link that unpacks to
//    megabytes, a cut link, garbage) run nothing, make no element, and open the desk with a
//    message and whatever could be read;
// 5. French; a phone's width (390 px: nothing wider than the screen); axe-core; the wait a user
//    sees (scripts/site/desk-timing.mjs), printed beside its target and failing past twenty times it
//    (the target's verdict is npm run bench's): an 11-order phase ruled and painted after the
//    debounce at 1280 and 390 px (target 100 ms, median of 10), the first ruling after the page is
//    asked for (500 ms, median of 5 fresh pages); part 8 times a real game's import (1 s, median of 3);
// 6. the variants: an Ancient Mediterranean phase ruled on its own board (map, names, results as
//    the terminal's), from its case page too; a game for fewer players (dormant powers, the 1914
//    coin); Intimate's bidding; the game menu; the editor on the other board; a link naming an
//    unknown variant or a unit the board lacks gets an error naming the line and the field;
// 7. the weight: what a standard game's desk loads (its script, the chunks it imports and its
//    language's texts), which must not carry the variants.
// 8. a whole game (issue 23): a real game read at test time from ../shared/realgames/cicero/ (one
//    with a phase that differs from its record; skipped in one line when absent), our judge and
//    webDiplomacy samples, imported by file and by paste; the timeline holds the engine's status of
//    every phase; forward, jump, Back; the record beside the ruling (each difference, who agrees, the
//    record's board drawn); a what-if edit rules the later phases again (also when the browser's own
//    Back comes at once after it: Forward gives it back, ruled); the game link opens the
//    same game at the same phase; "Next phase" at the end; English and French, 1280 and 390 px; bad
//    records refused with their phase and place, the pasted text kept.
// 9. what a game master hands to players (issue 23): the "For the players" box, its paragraph the
//    same as `casebook adjudicate --summary`'s, copied by its button; the whole board and the step
//    shown downloaded as SVG (parsed: the units, no outside link) and PNG (twice the SVG's size),
//    named from the phase; English at 1280 px, French at 390 px.
//
// 10. nothing typed is lost (#28): typed while the script loads, the skip link, another game and
//    Next phase then Back, one edit of the French board editor (comments kept, French lines); a
//    link longer than the desk reads opens cut and says so, a phase too long for a link is said;
//    the French desk's Next phase in French; the French desk's order-file mistakes in French (Intimate's
//    lines and an unknown variant too); an edit then the browser's own Back at once (or the page
//    left at once), then Forward: the edit there and ruled (EN/FR); the postal report exported and read back by the CLI;
//    the 1914 players named (EN/FR).
//
//   node scripts/site/desk-test.mjs [--verbose] [--only=handouts|typed|games]   (--only: part 9, 10 or 8 alone)
// Prints one line per failure and "N passed, M failed"; exits 1 when anything failed.

/* global document, location, navigator, window, history, Buffer, DOMParser, setTimeout, Event, getComputedStyle -- page and Node globals */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createRequire } from 'node:module';
import { deflateRawSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serve, DIST } from './serve.mjs';
import { LAUNCH } from './browser.mjs';
import { firstRulingTime, importTime, median, rulingTimes, ELEVEN_ORDERS } from './desk-timing.mjs';

const verbose = process.argv.includes('--verbose');
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = path.join(ROOT, 'scripts', 'site', 'fixtures', 'desk');
if (!existsSync(path.join(DIST, 'desk', 'index.html'))) {
  console.error('dist/desk/ is missing: run `npm run build` first.');
  process.exit(2);
}

const results = [];
function record(name, ok, detail = '') {
  results.push({ name, ok, detail });
  if (!ok || verbose) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
}

/**
 * A wait a user sees, measured here and printed beside its target (issue #27). The target's verdict
 * is `npm run bench`'s (speed is judged there, on a quiet machine, never by a timed test): here a
 * figure fails only past twenty times its target, a regression of the kind round 3 found (a link
 * that froze the desk for 4-6 s), which no busy machine explains (the first ruling took 4.3 s here
 * with the site tests and the deep run beside it).
 */
function timed(what, times, target) {
  const ms = median(times);
  console.log(`timing: ${what}: ${ms} ms (target ≤ ${target} ms: ${ms <= target ? 'met' : 'not met'} in this run; ${times.join(' ')})`);
  record(`${what}: ${ms} ms, under twenty times the ${target} ms target`, ms > 0 && ms <= 20 * target, times.join(' '));
}

/**
 * A desk link written independently of engine/formats/desk-link.ts (Node's zlib, not the page's
 * CompressionStream): "#v1." + base64url(deflate-raw(preset "\n" text)).
 */
const deskFragment = (text, preset = 'rulebook-2000') => `v1.${deflateRawSync(Buffer.from(`${preset}\n${text}`, 'utf8')).toString('base64url')}`;

const compiled = path.join(ROOT, 'build', 'engine', 'cli', 'main.js');
const cli = existsSync(compiled) ? [process.execPath, compiled] : [process.execPath, path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'engine', 'cli', 'main.ts')];
/** `casebook adjudicate ARGS`: its standard output. */
const casebook = (...args) => {
  const r = spawnSync(cli[0], [...cli.slice(1), 'adjudicate', ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`casebook adjudicate ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
};

/** The JS files a desk script loads, statically or on demand (`onDemand: false`: only what loads with it), from the built files. */
function importClosure(entry, { onDemand = true } = {}) {
  const seen = new Set();
  const imports = onDemand ? /(?:from\s*|import\s*\(?\s*)"\.\/([^"]+\.js)"/g : /(?:from\s*|import\s*)"\.\/([^"]+\.js)"/g;
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(DIST, '_astro', file), 'utf8');
    for (const m of code.matchAll(imports)) walk(m[1]);
  };
  walk(entry);
  return seen;
}

/** The engine's own replay of a game (the compiled package entry), to hold the desk's timeline against. */
async function engineReplay(text, companion) {
  const games = await import(path.join(ROOT, 'build', 'engine', 'games.js'));
  const read = games.importGame(text, companion ? { companion } : {});
  if (!read.ok) throw new Error(games.importProblems('test', read).join('\n'));
  const ruleset = read.game.ruleset ?? 'rulebook-2000';
  return { game: read.game, rulings: games.replayGame(read.game, { ruleset }).rulings, report: games.gameReport(read.game, 'en', { ruleset, explain: false }) };
}

/** One real game of ../shared/realgames/cicero/ (one with a phase that differs from its record when there is one), or undefined after one line. */
async function realGame() {
  const dir = path.resolve(process.env.CASEBOOK_SHARED ?? path.join(ROOT, '..', 'shared'), 'realgames', 'cicero');
  if (!existsSync(dir)) {
    const line = `${dir} is missing: the real games, which the repository may not hold; the desk's real-game test is skipped.`;
    if (process.env.CASEBOOK_REQUIRE_SHARED === '1') throw new Error(line);
    console.log(`skipped: ${line}`);
    return undefined;
  }
  // The game our list of the real games' differences (engine/game/realgames-differences.yaml) names
  // first under the 2000 rulebook; the first game when the list names none.
  const listed = readFileSync(path.join(ROOT, 'engine', 'game', 'realgames-differences.yaml'), 'utf8').match(/game: (game_[A-Za-z0-9_]+), phase: \w+, under: \[[^\]]*rulebook-2000/)?.[1];
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const file = path.join(dir, files.find((f) => f === `${listed}.json`) ?? files[0]);
  return { file, replay: await engineReplay(readFileSync(file, 'utf8')) };
}

const timeline = (page) =>
  page.evaluate(() => ({
    statuses: Array.from(document.querySelectorAll('[data-timeline] button'), (b) => b.className.replace(/.*is-/, '')),
    current: Array.from(document.querySelectorAll('[data-timeline] button')).findIndex((b) => b.hasAttribute('aria-current')),
    title: document.querySelector('#desk-ruling')?.textContent ?? '',
    text: document.querySelector('[data-text]').value,
    record: document.querySelector('[data-record]')?.getAttribute('data-record') ?? '',
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }));

async function importAndWait(page, how) {
  await page.click('[data-import-box] > summary');
  if (how.files) await page.setInputFiles('[data-import-file]', how.files);
  else await page.fill('[data-import-text]', how.text);
  await page.click('[data-import]');
  await page.waitForSelector('[data-game]:not([hidden]) [data-timeline] button', { timeout: 20_000 });
  await settled(page);
}

async function wholeGames(browser) {
  const JUDGE = path.join(ROOT, 'engine', 'formats', 'records', 'fixtures', 'judge-sample-game.txt');
  const WEBDIP = path.join(ROOT, 'engine', 'formats', 'records', 'fixtures', 'webdiplomacy-sample-game');
  const real = await realGame();
  const cases = [
    ...(real ? [{ name: `real game ${path.basename(real.file)}`, lang: '', width: 1280, how: { files: [real.file] }, replay: real.replay }] : []),
    { name: 'judge sample (French, pasted)', lang: '/fr', width: 390, how: { text: readFileSync(JUDGE, 'utf8') }, replay: await engineReplay(readFileSync(JUDGE, 'utf8')) },
    {
      name: 'webDiplomacy sample (two files)',
      lang: '/fr',
      width: 1280,
      how: { files: [path.join(WEBDIP, 'history.json'), path.join(WEBDIP, 'variant.json')] },
      replay: await engineReplay(readFileSync(path.join(WEBDIP, 'history.json'), 'utf8'), readFileSync(path.join(WEBDIP, 'variant.json'), 'utf8')),
      short: true,
    },
  ];
  // The wait for a whole game (issue 27): a real game pasted, from "Import" to its first phase painted
  // with the timeline; read and replayed once (the timeline's rulings are the report's). Median of 3.
  if (real) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const times = [];
    for (let i = 0; i < 3; i++) {
      const { page } = await watchedPage(context);
      await page.goto(`${base}/desk/`, { waitUntil: 'load' });
      await settled(page);
      times.push(await importTime(page, readFileSync(real.file, 'utf8')));
      await page.close();
    }
    const phases = real.replay.report.phases.length;
    timed(`a ${phases}-phase real game pasted and imported, its first phase painted (median of 3)`, times, 1000);
    await context.close();
  }
  for (const c of cases) {
    const context = await browser.newContext({ viewport: { width: c.width, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { page, problems } = await watchedPage(context);
    const label = `${c.name} (${c.lang || 'en'}, ${c.width} px)`;
    await page.goto(`${base}${c.lang}/desk/`, { waitUntil: 'load' });
    await settled(page);
    const t0 = Date.now();
    await importAndWait(page, c.how);
    const importMs = Date.now() - t0;
    const want = c.replay.report.phases.map((p) => p.status);
    let got = await timeline(page);
    record(
      `${label}: imported in ${importMs} ms, its ${want.length} phases in the timeline with the engine's status each, the first shown`,
      JSON.stringify(got.statuses) === JSON.stringify(want) && got.current === 0 && got.overflow <= 0 && new RegExp(c.lang ? 'Printemps|Automne|Hiver' : 'Spring|Fall|Winter').test(got.title),
      `${got.statuses.join(',').slice(0, 200)} vs ${want.join(',').slice(0, 200)} current=${got.current} overflow=${got.overflow}`,
    );
    // Forward, and each phase's results are the engine's.
    await page.click('[data-game-forward]');
    await settled(page);
    got = await timeline(page);
    const results1 = (await table(page)).map((r) => r[2]);
    const want1 = c.replay.rulings[1]?.detail?.output.orders.map((o) => o.result) ?? [];
    record(`${label}: forward shows phase 2, ruled as the engine rules it`, got.current === 1 && results1.length === want1.length, `${got.current} ${results1.length}/${want1.length}`);
    // Jump to a phase that differs from its record (or the last one): the differences listed, the record's board drawn.
    const differs = want.indexOf('differs');
    const target = differs >= 0 ? differs : want.length - 1;
    await page.selectOption('[data-game-jump]', String(target));
    await settled(page);
    got = await timeline(page);
    const shown = await page.evaluate(() => ({ items: document.querySelectorAll('[data-record="differs"] li').length, agreement: document.querySelectorAll('[data-agreement] li').length, map: document.querySelectorAll('.desk-record-map svg').length }));
    record(
      `${label}: jump to ${c.replay.report.phases[target].name} (${want[target]}): ${differs >= 0 ? 'each difference listed, who agrees named, the record drawn' : 'the record beside the ruling'}`,
      got.current === target && got.record === want[target] && (differs < 0 || (shown.items === c.replay.report.phases[target].differences.length && shown.agreement > 0 && shown.map === 1)),
      JSON.stringify({ current: got.current, record: got.record, ...shown }),
    );
    if (!c.short) {
      // Back walks the history the desk wrote: the phase before the jump.
      await page.goBack();
      await page.waitForFunction(() => document.querySelector('[data-timeline] button[aria-current]')?.getAttribute('data-phase') === '1', null, { timeout: 10_000 }).catch(() => undefined);
      await settled(page);
      record(`${label}: Back returns to the phase shown before`, (await timeline(page)).current === 1, String((await timeline(page)).current));

      // A what-if: the first phase's first successful move made a hold; the later phases start from the new boards.
      await page.click('[data-timeline] button[data-phase="0"]');
      await settled(page);
      const first = c.replay.rulings[0];
      const k = first.detail.output.orders.findIndex((o) => o.result === 'succeeds' && / - /.test(o.text));
      const order = first.input.orders[k].text;
      const unit = order.split(' - ')[0];
      const before = await page.inputValue('[data-text]');
      await type(page, before.replace(order, `${unit} H`));
      got = await timeline(page);
      await page.click('[data-game-forward]');
      await settled(page);
      const next = await timeline(page);
      const [type_, loc] = unit.split(' ');
      // The French desk writes the phase in French (#23): « Autriche a : A Vie », the 2000 book's abbreviations.
      const { nameIndexOf, standardMap } = await import(path.join(ROOT, 'build', 'engine', 'map', 'index.js'));
      const where = c.lang ? ` a : [^\\n]*\\b${type_} ${nameIndexOf(standardMap).abbreviation2000(loc.toLowerCase())}\\b` : `has:[^\\n]*\\b${type_} ${loc.toLowerCase()}\\b`;
      record(
        `${label}: a what-if (${order} made a hold): the later phases are ruled again from the new board and no longer compared`,
        got.statuses.slice(1).every((s) => s === 'not-compared') && new RegExp(where).test(next.text) && next.current === 1,
        `${got.statuses.slice(0, 5).join(',')} | ${next.text.split('\n').slice(0, 5).join(' / ')}`,
      );
      // The link holds the whole game: a fresh page opens it at the same phase, with the same timeline and text.
      await page.click('[data-copy]');
      await page.waitForTimeout(300);
      const link = page.url();
      const status = await page.textContent('[data-status-line]');
      const { page: again, problems: againProblems } = await watchedPage(context);
      await again.goto(link, { waitUntil: 'load' });
      await again.waitForSelector('[data-game]:not([hidden]) [data-timeline] button', { timeout: 20_000 });
      await settled(again);
      const back = await timeline(again);
      const left = await timeline(page);
      record(
        `${label}: the link holds the whole game and the what-if (${link.length} characters, the size said: ${JSON.stringify(status)})`,
        /#g1\./.test(link) && back.current === left.current && back.text === left.text && JSON.stringify(back.statuses) === JSON.stringify(left.statuses) && /\d/.test(status ?? ''),
        `${back.current}/${left.current} ${back.statuses.length}/${left.statuses.length}`,
      );
      record(`${label}: no console error in the opened link`, againProblems.length === 0, againProblems.slice(0, 3).join('; '));
      await again.close();

      // An edit followed at once by a click (inside the 250 ms the desk waits before ruling a typed
      // text): typed and clicked in one task, so no ruling can come between. The edit is kept in the
      // game and its what-if ruled: Forward, then a phase of the timeline, each after its own edit.
      const typeAndClick = (text, button) =>
        page.evaluate(
          ([t, b]) => {
            const area = document.querySelector('[data-text]');
            area.value = t;
            area.dispatchEvent(new Event('input', { bubbles: true }));
            document.querySelector(b).click();
          },
          [text, button],
        );
      const hasUnit = (text, type, loc) => new RegExp(c.lang ? ` a : [^\\n]*\\b${type} ${nameIndexOf(standardMap).abbreviation2000(loc.toLowerCase())}\\b` : `has:[^\\n]*\\b${type} ${loc.toLowerCase()}\\b`).test(text);
      const k2 = first.detail.output.orders.findIndex((o, j) => j !== k && o.result === 'succeeds' && / - /.test(o.text) && !/ VIA$|\//.test(first.input.orders[j].text));
      if (k2 >= 0) {
        await page.click('[data-timeline] button[data-phase="0"]');
        await settled(page);
        const order2 = first.input.orders[k2].text;
        const [unit2, dest2] = order2.split(' - ');
        const [type2, from2] = unit2.split(' ');
        await typeAndClick((await page.inputValue('[data-text]')).replace(order2, `${unit2} H`), '[data-game-forward]');
        await settled(page);
        const forward = await timeline(page);
        await page.click('[data-timeline] button[data-phase="0"]');
        await settled(page);
        const held = await timeline(page);
        record(
          `${label}: an edit clicked away at once with Forward is kept (${order2} made a hold), and the next phase ruled from it`,
          forward.current === 1 && hasUnit(forward.text, type2, from2) && held.text.includes(`${unit2} H`),
          `${forward.current} ${forward.text.split('\n').slice(0, 4).join(' / ')} | ${held.text.includes(`${unit2} H`)}`,
        );
        // Undone the same way, with a click on the timeline's next phase at once: the unit moves again.
        await typeAndClick(held.text.replace(`${unit2} H`, order2), '[data-timeline] button[data-phase="1"]');
        await settled(page);
        const jumped = await timeline(page);
        record(
          `${label}: an edit clicked away at once on the timeline is kept (${order2} again), and the phase clicked ruled from it`,
          jumped.current === 1 && hasUnit(jumped.text, type2, dest2.split(' ')[0]) && !hasUnit(jumped.text, type2, from2),
          `${jumped.current} ${jumped.text.split('\n').slice(0, 4).join(' / ')}`,
        );
        // An edit with a mistake cannot go into the game: clicked away at once, it is the phase's
        // draft, there again (with its mistake said) when the phase is shown again.
        await page.click('[data-timeline] button[data-phase="0"]');
        await settled(page);
        // A power heading of no game: a mistake that stops the ruling (an unreadable order would only be ruled void).
        const broken = `${(await page.inputValue('[data-text]')).trimEnd()}\nPrussia:\n  A Par - Bur\n`;
        await typeAndClick(broken, '[data-game-forward]');
        await settled(page);
        const away = await timeline(page);
        await page.click('[data-timeline] button[data-phase="0"]');
        await settled(page);
        const draft = await timeline(page);
        const said = await page.$$eval('[data-problems] .is-error li', (lis) => lis.map((li) => li.textContent).join(' ')).catch(() => '');
        record(
          `${label}: an edit with a mistake clicked away at once is kept as the phase's draft, shown again with its mistake`,
          away.current === 1 && draft.current === 0 && draft.text === broken && /prussia/i.test(said),
          `${away.current}/${draft.current} same=${draft.text === broken} problems=${said.slice(0, 120)}`,
        );
      }
    }
    if (!c.short) {
      // The browser's own Back at once after an edit of a game's phase (page.goBack() inside the
      // desk's 250 ms): Back shows the phase before, Forward the edit again, ruled into its phase.
      await page.click('[data-timeline] button[data-phase="0"]');
      await settled(page);
      await page.click('[data-game-forward]');
      await settled(page);
      const shown = await timeline(page);
      const move = /^(\s*(?:[^:#\n]+:\s*)?)([AF] [A-Za-z/]+) - [^\n#]*$/m.exec(shown.text);
      if (move) {
        const edited = shown.text.replace(move[0], `${move[1]}${move[2]} H`);
        await page.fill('[data-text]', edited);
        await page.goBack();
        await page.waitForFunction(() => document.querySelector('[data-timeline] button[aria-current]')?.getAttribute('data-phase') === '0', null, { timeout: 10_000 }).catch(() => undefined);
        await settled(page);
        const backAt = await timeline(page);
        await page.goForward();
        await page.waitForFunction((t) => document.querySelector('[data-text]').value === t, edited, { timeout: 10_000 }).catch(() => undefined);
        await settled(page);
        const again = await timeline(page);
        const rows = await table(page);
        record(
          `${label}: an edit, then the browser's Back at once: Back shows the phase before, Forward the edit ruled into its phase (${move[2]} H)`,
          backAt.current === 0 && again.current === 1 && again.text === edited && rows.some((r) => r[1].toLowerCase() === `${move[2]} H`.toLowerCase()),
          JSON.stringify({ back: backAt.current, forward: again.current, same: again.text === edited, rows: rows.map((r) => r[1]).join(',').slice(0, 160) }),
        );
      } else record(`${label}: a move to edit in phase 2`, false, shown.text.slice(0, 200));
    }
    // "Next phase" at the end of the game: the text ready to type into.
    await page.selectOption('[data-game-jump]', String((await timeline(page)).statuses.length - 1));
    await settled(page);
    const hasNext = await page.evaluate(() => !document.querySelector('[data-next-phase]').disabled);
    if (hasNext) {
      await page.click('[data-next-phase]');
      await settled(page);
      const end = await timeline(page);
      // In the page's language: « Autriche : » and no English line on the French desk (#23).
      const heading = c.lang ? /^\p{Lu}\p{Ll}+ :\s*$/mu : /^[A-Z][a-z]+:\s*$/m;
      record(
        `${label}: "Next phase" at the end adds a phase with the power headings${c.lang ? ', in French' : ''}`,
        end.current === end.statuses.length - 1 && heading.test(end.text) && !(c.lang && / (has|owns): /.test(end.text)),
        end.text.split('\n').slice(0, 3).join(' / '),
      );
    }
    record(`${label}: no console error`, problems.length === 0, problems.slice(0, 3).join('; '));
    await context.close();
  }

  // Bad input: refused with the phase and place, nothing imported, the pasted text kept; on the
  // French desk each problem in French (the French lint over each, English words left only inside
  // « », where the record's own words are quoted), at 390 and 1280 px.
  // The lint knows every board's French names: the engine's entry with its variants first.
  const engine = await import(path.join(ROOT, 'build', 'engine', 'index.js'));
  await engine.prepareAllVariants?.();
  const { LINTS } = await import(path.join(ROOT, 'build', 'engine', 'testing', 'french-lint.js'));
  const judge = readFileSync(JUDGE, 'utf8');
  const cutShort = `${judge.slice(0, judge.indexOf('Movement results for Fall of 1901'))}${judge.slice(judge.indexOf('Movement results for Fall of 1901')).split('\n').slice(0, 6).join('\n')}\nGermany: Army Munich -> `;
  const bad = [
    ['a judge report cut short', cutShort, /^line \d+:\d+ \(F1901M\) .*cut short/, /^ligne \d+:\d+ \(F1901M\) .*coupé/],
    ['garbage', 'x'.repeat(2_000_000), /^line 1:1 not a game record/, /^ligne 1:1 ce texte n'est pas un enregistrement de partie/],
    ['a unit that is not there', judge.replace('Austria: Army Vienna -> Trieste.', 'Austria: Army Paris -> Burgundy.'), /^line \d+:\d+ \(S1901M\) /, /^ligne \d+:\d+ \(S1901M\) /],
    ['a game JSON cut short', JSON.stringify({ id: 'cut', phases: [{ name: 'S1901M', state: { units: {}, centers: {} } }] }).slice(0, 40), /^line 1:\d+ not valid JSON/, /^ligne 1:\d+ ce JSON n'est pas valide/],
  ];
  for (const [width, lang] of [[390, ''], [1280, '/fr']]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    for (const [name, text, english, french] of bad) {
      const { page, problems } = await watchedPage(context);
      await page.goto(`${base}${lang}/desk/`, { waitUntil: 'load' });
      await settled(page);
      await page.click('[data-import-box] > summary');
      await page.fill('[data-import-text]', text);
      await page.click('[data-import]');
      await page.waitForSelector('[data-import-problems] li', { timeout: 20_000 }).catch(() => undefined);
      const state = await page.evaluate(() => ({
        problems: Array.from(document.querySelectorAll('[data-import-problems] li'), (li) => li.textContent),
        texts: Array.from(document.querySelectorAll('[data-import-problems] li'), (li) => li.lastChild?.textContent ?? ''),
        kept: document.querySelector('[data-import-text]').value.length,
        game: !document.querySelector('[data-game]').hidden,
        overflow: document.documentElement.scrollWidth - window.innerWidth,
      }));
      const expect = lang ? french : english;
      const lint = lang ? state.texts.flatMap((t) => LINTS.map((l) => l.find(t) && `${l.name}: ${l.find(t)}`).filter(Boolean)) : [];
      record(
        `bad game input${lang ? ' (French)' : ''} at ${width} px, ${name}: named with its place${lang ? ' in French' : ''}, nothing imported, the pasted text kept`,
        state.problems.length > 0 && state.problems.some((p) => expect.test(p)) && lint.length === 0 && state.kept === text.length && !state.game && state.overflow <= 0 && problems.length === 0,
        `${state.problems.slice(0, 2).join(' | ').slice(0, 240)} kept=${state.kept} ${lint.join('; ')}`,
      );
      await page.close();
    }
    await context.close();
  }
}

/** A PNG's width and height, from its IHDR chunk. */
const pngDimensions = (bytes) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

const HANDOUT_ORDERS = `Spring 1901
France:
  A Par - Bur
  A Mar S A Par - Bur
Germany:
  A Bur H
  A Mun - Ruh
Italy: A Ven - Tyr
Austria: A Vie - Tyr
`;

/** 9. The "For the players" box: the paragraph (as the terminal writes it), its Copy button, the picture files. */
async function handouts(browser) {
  const file = path.join(os.tmpdir(), `desk-handout-${process.pid}.txt`);
  writeFileSync(file, HANDOUT_ORDERS);
  for (const c of [
    { lang: '', width: 1280 },
    { lang: '/fr', width: 390 },
  ]) {
    const label = `handouts (${c.lang || 'en'}, ${c.width} px)`;
    const context = await browser.newContext({ viewport: { width: c.width, height: 900 }, acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { page, problems } = await watchedPage(context);
    await page.goto(`${base}${c.lang}/desk/#${deskFragment(HANDOUT_ORDERS)}`, { waitUntil: 'load' });
    await settled(page);
    await page.click('[data-handout] > summary');
    await page.waitForSelector('[data-summary]');
    const paragraph = await page.textContent('[data-summary]');
    const terminal = casebook(file, '--summary', '--lang', c.lang ? 'fr' : 'en').split('\n\n')[1].trim();
    record(`${label}: the paragraph is the terminal's (casebook adjudicate --summary)`, paragraph === terminal, `${paragraph} | ${terminal}`);
    await page.click('[data-copy-summary]');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    record(`${label}: "Copy the paragraph" copies it`, copied === paragraph && (await page.textContent('[data-handout-status]')).length > 0, copied.slice(0, 80));

    const save = async (button) => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
      return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
    };
    /** What the page's own parser finds in a downloaded SVG: parse errors, units, links out of the file. */
    const read = (text) =>
      page.evaluate((t) => {
        const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
        const links = Array.from(doc.querySelectorAll('*')).flatMap((el) => Array.from(el.attributes).filter((a) => /^(href|xlink:href|src)$/.test(a.name) && !a.value.startsWith('#')).map((a) => a.value));
        const style = Array.from(doc.querySelectorAll('style'), (x) => x.textContent).join('');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? '',
          root: doc.documentElement.localName,
          units: doc.querySelectorAll('.unit').length,
          width: Number(doc.documentElement.getAttribute('width')),
          height: Number(doc.documentElement.getAttribute('height')),
          outside: [...links, ...(style.match(/@import|url\((?!#)[^)]*\)/g) ?? [])],
          styled: style.includes('.dipmap'),
        };
      }, text);
    const picture = async (what, svgButton, pngButton, name, units) => {
      const svg = await save(svgButton);
      const got = await read(svg.bytes.toString('utf8'));
      record(
        `${label}: ${what} as ${name}.svg, a standalone SVG holding ${units === undefined ? 'units' : `the ${units} units`}`,
        svg.name === `${name}.svg` && got.error === '' && got.root === 'svg' && (units === undefined ? got.units > 0 : got.units === units) && got.outside.length === 0 && got.styled,
        JSON.stringify({ name: svg.name, ...got }),
      );
      const png = await save(pngButton);
      const size = png.bytes.subarray(1, 4).toString('latin1') === 'PNG' ? pngDimensions(png.bytes) : undefined;
      const expected = { width: Math.round(got.width * 2), height: Math.round(got.height * 2) };
      record(`${label}: ${what} as ${name}.png, twice the SVG's size`, png.name === `${name}.png` && size?.width === expected.width && size?.height === expected.height, JSON.stringify({ name: png.name, size, expected }));
    };
    await picture('the whole board', '[data-board-svg]', '[data-board-png]', 'spring-1901-movement', 6);
    await page.click('[data-stepper] [data-next]');
    await picture('the step shown', '[data-step-svg]', '[data-step-png]', 'spring-1901-movement-step-1');
    // Typed on, the box stays open and says the new ruling.
    await type(page, HANDOUT_ORDERS.replace('Austria: A Vie - Tyr', 'Austria: A Vie - Boh'));
    await page.waitForSelector('[data-summary]');
    const after = await page.textContent('[data-summary]');
    record(`${label}: the box stays open under the next ruling, with its paragraph`, after !== paragraph && after.length > 0, after.slice(0, 120));
    await page.screenshot({ path: path.join(os.tmpdir(), `desk-handout${c.lang.replace('/', '-')}-${c.width}.png`), fullPage: true });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    record(`${label}: nothing wider than the screen, no console error`, !wide && problems.length === 0, problems.slice(0, 3).join('; '));
    await context.close();
  }
  unlinkSync(file);
}
/**
 * 10. Nothing typed is lost (#28, ../shared/repro/round-3/desk-attacks.mjs and desk-decode.mjs), the
 * French desk writes French (#23), the 1914 players named, the postal report (#24).
 */
async function typedText(browser) {
  const MINE = 'Spring 1901\n# my notes\nFrance: A Par - Bur\nGermany: A Mun - Bur\n';
  const look = (page) =>
    page.evaluate(() => ({
      text: document.querySelector('[data-text]').value,
      notice: document.querySelector('[data-notice]').textContent,
      status: document.querySelector('[data-status-line]').textContent,
      url: location.href,
    }));
  const fresh = async (url, route) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const { page, problems } = await watchedPage(context);
    if (route) await route(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    return { context, page, problems };
  };
  const typeMine = async (page, text = MINE) => {
    await page.fill('[data-text]', text);
    await page.waitForTimeout(800);
  };
  {
    // The page's language file comes 4 s late: what is typed meanwhile stays.
    const { context, page } = await fresh(`${base}/desk/`, (p) => p.route(/\/_astro\/(en|fr)\.[^/]*\.js$/, async (r) => {
      await new Promise((ok) => setTimeout(ok, 4000));
      await r.continue();
    }));
    await page.click('[data-text]');
    await page.keyboard.type('Spring 1901\nFrance: A Par - Pic\n');
    await settled(page);
    const s = await look(page);
    record('typed: text typed while the desk loads is kept and ruled', s.text.includes('A Par - Pic') && (await table(page)).length === 1, JSON.stringify(s.text));
    await context.close();
  }
  {
    const { context, page } = await fresh(`${base}/desk/`);
    await settled(page);
    await typeMine(page);
    await page.evaluate(() => document.querySelector('a[href="#_top"]').click());
    await page.waitForTimeout(800);
    const s = await look(page);
    record('typed: the skip link keeps the text and says nothing', s.text === MINE && s.notice === '', JSON.stringify(s));
    await context.close();
  }
  {
    const { context, page } = await fresh(`${base}/desk/`);
    await settled(page);
    await typeMine(page);
    await page.selectOption('[data-variant]', 'ancient-mediterranean');
    await page.waitForFunction(() => /variant: ancient-mediterranean/.test(document.querySelector('[data-text]').value), null, { timeout: 20_000 });
    await settled(page);
    await page.goBack();
    await page.waitForFunction((mine) => document.querySelector('[data-text]').value === mine, MINE, { timeout: 10_000 }).catch(() => undefined);
    const s = await look(page);
    record('typed: another board from the Game menu, then Back: the desk with the text typed', s.text === MINE && /\/desk\/#v1\./.test(s.url), JSON.stringify(s));
    await context.close();
  }
  {
    const { context, page } = await fresh(`${base}/desk/`);
    await settled(page);
    await typeMine(page);
    await page.click('[data-next-phase]');
    await page.waitForFunction(() => /Fall 1901/.test(document.querySelector('[data-text]').value), null, { timeout: 10_000 });
    await settled(page);
    await page.goBack();
    await page.waitForFunction((mine) => document.querySelector('[data-text]').value === mine, MINE, { timeout: 10_000 }).catch(() => undefined);
    const s = await look(page);
    record('typed: Next phase, then Back: the phase typed, comments and all', s.text === MINE && /\/desk\/#v1\./.test(s.url), JSON.stringify(s));
    await context.close();
  }
  // The browser's own Back inside the debounce (#23): the edit was typed into the entry left, and
  // the entry has changed when the desk hears of it. Typed and Back in one task, so that no ruling
  // can come between: Back shows the phase before, untouched; Forward gives the edit back, ruled.
  for (const [lang, mine, fall, added] of [
    ['', MINE, /^Fall 1901/, 'France: A Par - Pic\n'],
    ['/fr', 'Printemps 1901\n# mes notes\nFrance : A Par - Bourgogne\nAllemagne : A Mun - Bourgogne\n', /^Automne 1901/, 'France : A Par - Pic\n'],
  ]) {
    const { context, page, problems } = await fresh(`${base}${lang}/desk/`);
    await settled(page);
    await typeMine(page, mine);
    await page.click('[data-next-phase]');
    await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('[data-text]').value), fall.source, { timeout: 10_000 });
    await settled(page);
    const fallEntry = await look(page);
    const edit = `${fallEntry.text.trimEnd()}\n${added}`;
    await page.evaluate((t) => {
      const area = document.querySelector('[data-text]');
      area.value = t;
      area.dispatchEvent(new Event('input', { bubbles: true }));
      history.back();
    }, edit);
    await page.waitForFunction((m) => document.querySelector('[data-text]').value === m, mine, { timeout: 10_000 }).catch(() => undefined);
    await settled(page);
    const back = await look(page);
    await page.goForward();
    await page.waitForFunction((t) => document.querySelector('[data-text]').value === t, edit, { timeout: 10_000 }).catch(() => undefined);
    await settled(page);
    const forward = await look(page);
    const rows = await table(page);
    record(
      `typed${lang ? ' (French)' : ''}: an edit, then the browser's Back at once: Back shows the phase before untouched, Forward the edit ruled into its phase and its entry`,
      back.text === mine && forward.text === edit && rows.some((r) => r[1] === 'A Par - Pic' && r[2] !== '') && forward.url !== fallEntry.url && /\/desk\/#v1\./.test(forward.url),
      JSON.stringify({ back: back.text === mine, forward: forward.text.slice(-40), rows: rows.map((r) => r[1]).join(','), rewritten: forward.url !== fallEntry.url }),
    );
    record(`typed${lang ? ' (French)' : ''}: Back inside the debounce, no console error`, problems.length === 0, problems.slice(0, 3).join('; '));
    await context.close();
  }
  {
    // Away to another page at once after typing (the page goes, pagehide), then Back: the text is there, ruled.
    const { context, page, problems } = await fresh(`${base}/desk/`);
    await settled(page);
    const edit = `${MINE}Italy: A Ven - Tyr\n`;
    await page.evaluate((t) => {
      const area = document.querySelector('[data-text]');
      area.value = t;
      area.dispatchEvent(new Event('input', { bubbles: true }));
      location.href = new URL('../', location.href).href;
    }, edit);
    await page.waitForURL((u) => !/\/desk\//.test(u.pathname), { timeout: 10_000 });
    await page.goBack({ waitUntil: 'load' });
    await page.waitForFunction((t) => document.querySelector('[data-text]')?.value === t, edit, { timeout: 10_000 }).catch(() => undefined);
    await settled(page);
    const s = await look(page);
    const rows = await table(page);
    record('typed: an edit, then away to another page at once and Back: the text is there and ruled', s.text === edit && rows.some((r) => r[1] === 'A Ven - Tyr'), JSON.stringify({ text: s.text.slice(-30), rows: rows.map((r) => r[1]).join(',') }));
    record('typed: away and Back, no console error', problems.length === 0, problems.slice(0, 3).join('; '));
    await context.close();
  }
  {
    const { context, page, problems } = await fresh(`${base}/fr/desk/`);
    await settled(page);
    const typed = 'Printemps 1901\n# mes notes\nFrance : A Par - Bourgogne   # vers la Bourgogne\nAllemagne : A Mun - Bourgogne\n';
    await typeMine(page, typed);
    await page.click('[data-edit-toggle]');
    await page.waitForSelector('[data-editor-map] svg');
    await page.selectOption('[data-edit-province]', 'bre');
    await page.selectOption('[data-edit-unit]', 'austria A bre');
    await settled(page);
    const s = await look(page);
    record(
      'typed: one edit in the French board editor keeps every comment and writes French lines',
      s.text.includes('# mes notes') && s.text.includes('# vers la Bourgogne') && /^Autriche a : A Bre$/m.test(s.text) && !/ has: /.test(s.text),
      JSON.stringify(s.text),
    );
    await page.click('[data-next-phase]');
    await page.waitForFunction(() => /^Automne 1901/.test(document.querySelector('[data-text]').value), null, { timeout: 10_000 }).catch(() => undefined);
    const next = (await look(page)).text;
    record('French: Next phase writes the phase in French (Automne, « a : », headings)', /^Automne 1901\n/.test(next) && /^France a : A Par$/m.test(next) && /^Allemagne :$/m.test(next) && !/ (has|owns): /.test(next), JSON.stringify(next));
    // A heading that names no power, and an order under none: said in French at their line:col (#23).
    await page.fill('[data-text]', 'Printemps 1901\nPrusse :\n  A Ber H\n');
    await page.waitForFunction(() => document.querySelectorAll('[data-problems] .is-error li').length >= 2, null, { timeout: 10_000 }).catch(() => undefined);
    const said = await page.$$eval('[data-problems] .is-error li', (lis) => lis.map((li) => li.textContent));
    record(
      'French: the order file\'s own mistakes are said in French at their line:col',
      /^ligne 2:1 « prusse » n'est pas une puissance \(puissances Autriche, Angleterre/.test(said[0] ?? '') && /^ligne 3:3 un ordre avant tout en-tête de puissance/.test(said[1] ?? '') && !/\b(is not|powers|heading)\b/.test(said.join(' ')),
      JSON.stringify(said),
    );
    // Intimate Diplomacy's own lines and the variant resolver's refusal, said in French too (#23).
    await page.fill('[data-text]', 'Printemps 1902 enchères\nvariant: intimate\nhome: alice france, bob germany\ncredits: alice 10, bob x\ncarol bids: turkey 1\n');
    await page.waitForFunction(() => /ligne 5:1/.test(document.querySelector('[data-problems]').textContent), null, { timeout: 20_000 }).catch(() => undefined);
    const intimate = await page.$$eval('[data-problems] .is-error li', (lis) => lis.map((li) => li.textContent));
    await page.fill('[data-text]', 'Printemps 1901\nvariant: atlantide\nFrance : A Par - Bourgogne\n');
    await page.waitForFunction(() => /atlantide/.test(document.querySelector('[data-problems]').textContent), null, { timeout: 10_000 }).catch(() => undefined);
    const variant = await page.$$eval('[data-problems] .is-error li', (lis) => lis.map((li) => li.textContent));
    record(
      "French: Intimate Diplomacy's lines and an unknown variant are said in French",
      intimate[0] === "ligne 4:24 « x » n'est pas un nombre de crédits : écrivez un nombre entier, 0 ou plus" &&
        intimate[1] === "ligne 5:1 carol n'est pas un joueur (alice ou bob)" &&
        /^ligne 2:1 variante inconnue « atlantide » \(variantes connues standard, /.test(variant[0] ?? '') &&
        !/\b(is not|write|known|unknown)\b/.test([...intimate, ...variant].join(' ')),
      JSON.stringify([...intimate, ...variant]),
    );
    // The game master's chapter refusing a line (builds in spring, 001 §3.4.2): said in French at
    // the line that wrote it, not as the engine's English sentence quoted.
    await page.fill('[data-text]', 'Printemps 1901\nFrance :\n  constructions : A Par\n');
    await page.waitForFunction(() => /ligne 3:/.test(document.querySelector('[data-problems]').textContent), null, { timeout: 20_000 }).catch(() => undefined);
    const refused = await page.$$eval('[data-problems] .is-error li', (lis) => lis.map((li) => li.textContent));
    record(
      "French: the game master's refusals are said in French",
      refused.length === 1 && refused[0] === "ligne 3:19 les constructions et les démobilisations s'envoient avec les ordres d'automne (001 §3.4.2), pas au printemps",
      JSON.stringify(refused),
    );
    record('typed: no console error', problems.length === 0, problems.slice(0, 3).join('; '));
    await context.close();
  }
  {
    // A link made before the limit was said, holding 45,690 characters: opened cut, and said.
    const long = readFileSync(path.join(ROOT, 'engine', 'testing', 'repro', 'round-3', 'desk-long-phase.txt'), 'utf8');
    const { context, page } = await fresh(`${base}/desk/#${deskFragment(long)}`);
    await settled(page);
    const s = await look(page);
    record('long link: opened cut at 40,000 characters, and the desk says it was cut', s.text.length === 40_000 && /cut short/.test(s.notice), `${s.text.length} ${JSON.stringify(s.notice)}`);
    // Typed (or pasted) whole: no link, and the size and the limit said.
    await page.fill('[data-text]', long);
    await page.waitForTimeout(1500);
    const t = await look(page);
    record('long phase: no link is made, the size and the limit are said', /45,690/.test(t.status) && /40,000/.test(t.status) && t.url === s.url, JSON.stringify(t.status));
    await context.close();
  }
  {
    // The postal report of the phase, read back by the command line: the same results.
    const { context, page } = await fresh(`${base}/fr/desk/#${deskFragment(ORDERS)}`);
    await settled(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-export-report]')]);
    const file = await download.path();
    const report = readFileSync(file, 'utf8');
    const cliRun = spawnSync(cli[0], [...cli.slice(1), 'adjudicate', file, '--json'], { encoding: 'utf8' });
    const back = cliRun.status === 0 ? JSON.parse(cliRun.stdout) : undefined;
    const results = (await table(page)).map((r) => r[2]);
    record(
      `postal report: written in French (${download.suggestedFilename()}), read back by the CLI to the same ${results.length} orders and results`,
      /^Printemps 1901 — compte rendu\n/.test(report) && /A PAR=BOU/.test(report) && back?.orders?.length === results.length && back.orders.filter((o) => o.result === 'succeeds').length === 3,
      `${report.split('\n').slice(0, 3).join(' | ')} ${cliRun.stderr ?? ''}`,
    );
    await context.close();
  }
  {
    const text = 'Spring 1915\nvariant: 1914\ncoin: entente\nFrance: A Par - Bur\n';
    for (const [lang, want] of [['', /the Entente/], ['/fr', /l'Entente/]]) {
      const { context, page } = await fresh(`${base}${lang}/desk/#${deskFragment(text)}`);
      await settled(page);
      await page.waitForSelector('.desk-game', { timeout: 20_000 }).catch(() => undefined);
      const players = (await page.textContent('.desk-game').catch(() => '')) ?? '';
      record(`1914 (${lang || 'en'}): the players named, not their ids`, want.test(players) && !/\bentente\b|\bcentral\b/.test(players), players.slice(0, 160));
      await context.close();
    }
  }
}

const server = await serve();
const base = server.url;
const browser = await chromium.launch(LAUNCH);

/** A page whose dialogs, console errors and page errors are collected. */
async function watchedPage(context) {
  const page = await context.newPage();
  const problems = [];
  page.on('dialog', (d) => {
    problems.push(`a dialog opened: ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return { page, problems };
}

/** Wait until the desk has ruled what the textarea holds (its address follows the text). */
async function settled(page) {
  await page.waitForFunction(() => document.querySelector('[data-desk]')?.classList.contains('is-ready'));
  await page.waitForTimeout(450);
}

const table = (page) =>
  page.$$eval('.desk-results tbody tr', (trs) => trs.map((tr) => Array.from(tr.cells, (td) => td.textContent.trim())));

async function type(page, text) {
  await page.fill('[data-text]', text);
  await settled(page);
}

const ORDERS = `Spring 1901
England:
  F Lon - Nth
  A Lvp - Yor
France: A Par - Bur
France: A Mar S A Par - Bur
Germany: A Mun - Bur
`;

// `--only=handouts`: part 9 alone; `--only=typed`: part 10 alone; `--only=games`: part 8 alone.
/** Thrown to end the run after the part asked for. */
const ONLY = Symbol('only');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

try {
  if (only === 'games') {
    await wholeGames(browser);
    throw ONLY;
  }
  // ---- 9. what a game master hands to players
  {
    const t0 = Date.now();
    await handouts(browser);
    console.log(`handouts: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  if (only === 'handouts') throw ONLY;
  // ---- 10. nothing typed is lost
  await typedText(browser);
  if (only === 'typed') throw ONLY;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // ---- 1. typing, mistakes, ruling
  {
    const { page, problems } = await watchedPage(context);
    await page.goto(`${base}/desk/`, { waitUntil: 'load' });
    await settled(page);
    const start = await page.evaluate(() => ({
      text: document.querySelector('[data-text]').value,
      csp: Boolean(document.querySelector('meta[http-equiv="Content-Security-Policy"]')),
      title: document.querySelector('#desk-ruling')?.textContent,
    }));
    const units = (start.text.match(/\b[AF] [a-z]{3}/g) ?? []).length;
    record('opens on Spring 1901 with the 22 units, under the CSP', start.csp && units === 22 && /Spring 1901/.test(start.title ?? ''), JSON.stringify({ ...start, text: undefined, units }));

    // A power heading misspelt (blocks the ruling) and an unreadable order (ruled void).
    const typo = ORDERS.replace('Germany:', 'Germny:').replace('F Lon - Nth', 'F Lon - Nht');
    await type(page, typo);
    const shown = await page.evaluate(() => ({
      errors: Array.from(document.querySelectorAll('.desk-problem-list.is-error li'), (li) => li.textContent),
      warnings: Array.from(document.querySelectorAll('.desk-problem-list.is-warning li'), (li) => li.textContent),
      rows: document.querySelectorAll('.desk-results tbody tr').length,
      text: document.querySelector('[data-text]').value,
    }));
    record('a misspelt power: error at line 7:1, nothing ruled', shown.errors.length === 1 && /line 7:1\b.*"germny" is not a power/.test(shown.errors[0]) && shown.rows === 0, JSON.stringify(shown.errors));
    record('an unreadable order: at line 3:11 with "did you mean"', shown.warnings.length === 1 && /line 3:11\b.*Did you mean nth/.test(shown.warnings[0]), JSON.stringify(shown.warnings));
    record('the text stays exactly as typed', shown.text === typo);
    await page.click('.desk-problem-list.is-error .desk-at');
    const caret = await page.evaluate(() => {
      const ta = document.querySelector('[data-text]');
      return { focused: document.activeElement === ta, line: ta.value.slice(0, ta.selectionStart).split('\n').length };
    });
    record('clicking the position puts the caret on that line', caret.focused && caret.line === 7, JSON.stringify(caret));

    await type(page, ORDERS);
    const rows = await table(page);
    // The wait a user sees (scripts/site/desk-timing.mjs): an 11-order phase typed, from the input
    // to the next paint of its ruling, less the debounce; the median of 10, as a game master goes on
    // editing the same phase. A median holds under a loaded machine where a single figure does not;
    // the 100 ms target is judged by npm run bench on a quiet machine (timed() above).
    const times = await rulingTimes(page);
    await type(page, ORDERS);
    record(
      'fixed: five results with their reasons',
      rows.length === 5 &&
        rows.map((r) => r[2]).join(',') === 'succeeds,succeeds,succeeds,given,fails' &&
        /2 against 1 \(supported by A Marseilles\), beating A Munich/.test(rows[2][3]) &&
        rows[0][0] === 'England',
      JSON.stringify(rows.map((r) => r.slice(1, 4))),
    );
    timed('1280 px: an 11-order phase ruled and painted after the debounce (median of 10)', times, 100);
    const pics = await page.evaluate(() => ({
      steps: document.querySelectorAll('[data-output] [data-stepper] li.step').length,
      svgs: document.querySelectorAll('[data-output] li.step .map > svg').length,
      moves: document.querySelectorAll('[data-output] li.step svg g[data-order]').length,
      shown: Array.from(document.querySelectorAll('[data-output] li.step')).filter((li) => li.getBoundingClientRect().height > 0).map((li) => li.id),
      status: document.querySelector('[data-output] [data-status]')?.textContent,
    }));
    // A step's picture is drawn when its step is first opened: the overview at once, each step after.
    record('the overview drawn with the ruling and shown first, the steps not yet', pics.steps >= 3 && pics.svgs === 1 && pics.moves > 5 && pics.shown.join() === 'desk-step-0', JSON.stringify(pics));
    const walked = [];
    for (let i = 1; i < pics.steps; i++) {
      await page.click('[data-output] [data-next]');
      walked.push(await page.evaluate((k) => document.querySelectorAll(`#desk-step-${k} .map > svg`).length, i));
    }
    record('each step drawn when it is opened: a picture per step', walked.length === pics.steps - 1 && walked.every((n) => n === 1), walked.join(' '));
    // The stepper caps the picture shown to the room left on screen, and every step's picture with
    // it (printed, all the steps show): one fitted size, in whole pixels, not the style sheet's 58vh.
    const caps = await page.evaluate(() => Array.from(document.querySelectorAll('[data-output] li.step .map > svg'), (svg) => getComputedStyle(svg).maxHeight));
    record("every step's picture capped alike, to the room measured on screen", caps.length === pics.steps && caps.every((c) => c === caps[0] && /^\d+px$/.test(c)), caps.join(' '));
    await type(page, ORDERS);
    await page.click('[data-output] [data-next]');
    const after = await page.evaluate(() => ({
      shown: Array.from(document.querySelectorAll('[data-output] li.step')).filter((li) => li.getBoundingClientRect().height > 0).map((li) => li.id),
      status: document.querySelector('[data-output] [data-status]')?.textContent,
      hash: location.hash.slice(0, 4),
    }));
    record('Next shows step 1 and keeps the desk in the address', after.shown.join() === 'desk-step-1' && /^Step 1 of/.test(after.status ?? '') && after.hash === '#v1.', JSON.stringify(after));
    const position = await page.textContent('.desk-after');
    record('the position after and the next phase are listed', /France: A Burgundy, A Marseilles/.test(position ?? '') && /Fall 1901, movement/.test(position ?? ''), position ?? '');

    // ---- 2. the share link
    await page.click('[data-copy]');
    await page.waitForTimeout(200);
    const link = await page.evaluate(() => location.href);
    const copied = await page.evaluate(() => navigator.clipboard.readText()).catch(() => '');
    record('"Copy link" copies the address', copied === link, copied.slice(0, 60));
    const { page: page2, problems: problems2 } = await watchedPage(context);
    await page2.goto(link, { waitUntil: 'load' });
    await settled(page2);
    const again = await table(page2);
    record('the link opens the same ruling in a fresh page', JSON.stringify(again) === JSON.stringify(rows) && (await page2.inputValue('[data-text]')) === ORDERS, link.slice(0, 80));
    record('a link of a typical phase is short', link.length < 400, `${link.length} characters`);

    // A rule option that decides: a convoy through a disrupted fleet under the other presets.
    await page2.selectOption('[data-preset]', 'rulebook-1971');
    await settled(page2);
    const presetInLink = new URL(page2.url()).hash;
    const { page: page3 } = await watchedPage(context);
    await page3.goto(`${base}/desk/${presetInLink}`, { waitUntil: 'load' });
    await settled(page3);
    record('the preset travels in the link', (await page3.inputValue('[data-preset]')) === 'rulebook-1971');
    await page3.close();
    await page2.close();
    record('no console error, dialog or page error while typing and ruling', problems.length === 0 && problems2.length === 0, [...problems, ...problems2].slice(0, 3).join('; '));
    await page.close();
  }

  // ---- 3. from a case page; a retreat phase; Next phase
  {
    const { page, problems } = await watchedPage(context);
    await page.goto(`${base}/cases/schema-12/`, { waitUntil: 'load' });
    const caseResults = await page.$$eval('table.results tbody tr', (trs) => trs.map((tr) => tr.cells[3].textContent.replace(/[✓✗]|agrees with the book|differs from the book/g, '').trim()));
    await Promise.all([page.waitForURL(/\/desk\/#v1\./), page.click('a[data-open-in-desk]')]);
    await settled(page);
    const deskResults = (await table(page)).map((r) => r[2]);
    record('diagram 12 opened in the desk gives the case page’s results', deskResults.length > 0 && JSON.stringify(deskResults) === JSON.stringify(caseResults), `${deskResults} / ${caseResults}`);

    await page.goto(`${base}/cases/sample-game/fall-1902-retreat/`, { waitUntil: 'load' }).catch(() => undefined);
    const retreatLink = await page.getAttribute('a[data-open-in-desk]', 'href').catch(() => null);
    if (retreatLink) {
      const phaseResults = await page.$$eval('table.results tbody tr', (trs) => trs.map((tr) => tr.cells[3].textContent.replace(/[✓✗]|agrees with the book|differs from the book/g, '').trim()));
      await page.goto(base + retreatLink, { waitUntil: 'load' });
      await settled(page);
      const got = (await table(page)).map((r) => r[2]);
      const text = await page.inputValue('[data-text]');
      record('a retreat phase of the sample game opens and rules as on its page', /retreats/.test(text) && /dislodged:/.test(text) && JSON.stringify(got) === JSON.stringify(phaseResults), `${got} / ${phaseResults}`);
    } else {
      const slugs = readdirSync(path.join(DIST, 'cases', 'sample-game')).join(' ');
      record('the sample game has a retreat phase page with a desk link', false, slugs);
    }

    await page.goto(`${base}/desk/`, { waitUntil: 'load' });
    await settled(page);
    await type(page, 'Spring 1901\nGermany:\n  A Mun - Boh\n  A Sil S A Mun - Boh\nAustria:\n  A Boh H\n');
    await page.click('[data-next-phase]');
    await settled(page);
    const retreatText = await page.inputValue('[data-text]');
    const retreatTitle = await page.textContent('#desk-ruling');
    record('Next phase after a dislodgement: the retreats, with the dislodged unit', /^Spring 1901 retreats\n/.test(retreatText) && /Austria dislodged: A boh from mun/.test(retreatText) && /retreats/.test(retreatTitle ?? ''), retreatText.split('\n').slice(0, 4).join(' | '));
    await type(page, `${retreatText}Austria:\n  A Boh - Gal\n`);
    const r = (await table(page)).map((x) => x[2]);
    await page.click('[data-next-phase]');
    await settled(page);
    const fall = await page.inputValue('[data-text]');
    record('the retreat is ruled, then Next phase gives Fall 1901 with the unit in Galicia', r.join() === 'succeeds' && /^Fall 1901\n/.test(fall) && /Austria has: A gal/.test(fall), fall.split('\n').slice(0, 3).join(' | '));
    record('no console error from case page to desk', problems.length === 0, problems.slice(0, 3).join('; '));
    await page.close();
  }

  // ---- 3a. the board editor: a click on the map, a unit placed, the text follows
  {
    const { page, problems } = await watchedPage(context);
    await page.goto(`${base}/desk/#${deskFragment(ORDERS)}`, { waitUntil: 'load' });
    await settled(page);
    await page.click('[data-edit-toggle]');
    await page.waitForSelector('[data-editor-map] svg');
    const box = await page.$eval('[data-editor-map] path[data-province="bur"]', (p) => {
      p.scrollIntoView({ block: 'center' });
      const r = p.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    await page.mouse.click(box.x, box.y);
    const picked = await page.inputValue('[data-edit-province]');
    record('editor: a click on Burgundy picks Burgundy', picked === 'bur', picked);
    await page.selectOption('[data-edit-province]', 'bur');
    await page.selectOption('[data-edit-unit]', 'germany A bur');
    await settled(page);
    const text = await page.inputValue('[data-text]');
    const results = (await table(page)).map((r) => r[2]);
    const after = (await page.textContent('.desk-after')) ?? '';
    record(
      'editor: a German army placed in Burgundy is in the text, and dislodged by the supported French move',
      /Germany has: [^\n]*A bur/.test(text) && results.join() === 'succeeds,succeeds,succeeds,given,fails' && /Germany A Burgundy, attacked from Paris/.test(after),
      `${results} | ${text.split('\n').filter((l) => /Germany/.test(l)).join(' / ')} | ${after.slice(0, 80)}`,
    );
    await page.selectOption('[data-edit-province]', 'par');
    await page.selectOption('[data-edit-unit]', '');
    await settled(page);
    const without = await page.inputValue('[data-text]');
    record('editor: removing the army in Paris removes its order too', !/^\s*A Par - Bur/m.test(without) && !/\bA par\b/.test(without) && /A Mar S A Par - Bur/.test(without), without.replace(/\n/g, ' | '));
    await page.selectOption('[data-edit-province]', 'mun');
    await page.selectOption('[data-edit-owner]', 'france');
    await settled(page);
    record('editor: a centre given to France is in the text', /France owns: [^\n]*\bmun\b/.test(await page.inputValue('[data-text]')));
    record('editor: no console error', problems.length === 0, problems.slice(0, 3).join('; '));
    await page.close();
  }

  // ---- 3c. exports: a case file the casebook's loader accepts, a protocol JSON phase
  {
    const context5 = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const { page, problems } = await watchedPage(context5);
    await page.goto(`${base}/desk/#${deskFragment(ORDERS)}`, { waitUntil: 'load' });
    await settled(page);
    const save = async (button) => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
      return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
    };
    const yaml = await save('[data-export-yaml]');
    const check = `
      import { loadCaseText, runPhases, compareOrders, comparePositionAfter } from './engine/casebook/index.ts';
      import { adjudicate } from './engine/index.ts';
      const text = ${JSON.stringify(yaml.text)};
      const r = loadCaseText(text, 'cases/prose/desk-spring-1901-movement.yaml');
      if (!r.ok) { console.log(JSON.stringify(r.problems)); process.exit(1); }
      const c = r.loaded.data; const run = runPhases(c, c.ruleset, adjudicate)[0];
      console.log([compareOrders(c.phases[0], c.ruleset, run.output), comparePositionAfter(c.phases[0], c.ruleset, run.output)].map((v) => v.message).join('') || 'ok');`;
    const loaded = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', check], { cwd: ROOT, encoding: 'utf8' });
    record(`export: ${yaml.name} loads with the casebook's loader and passes its checks`, loaded.status === 0 && loaded.stdout.trim() === 'ok', (loaded.stdout + loaded.stderr).slice(0, 300));
    const json = await save('[data-export-json]');
    const phase = JSON.parse(json.text);
    record(`export: ${json.name} is the protocol phase`, phase.phase?.season === 'spring' && phase.orders?.length === 5 && phase.units?.length === 5, json.text.slice(0, 120));
    record('export: no console error', problems.length === 0, problems.slice(0, 3).join('; '));
    await context5.close();
  }

  // ---- 3b. `casebook adjudicate FILE --link`: the terminal and the page agree
  {
    const run = casebook;
    const { page, problems } = await watchedPage(context);
    const kinds = new Set();
    for (const file of readdirSync(FIXTURES).sort()) {
      const full = path.join(FIXTURES, file);
      try {
        const link = run(full, '--link').trim();
        const expected = JSON.parse(run(full, '--json'));
        await page.goto(base + link, { waitUntil: 'load' });
        await settled(page);
        const got = await page.$$eval('.desk-results tbody td[data-result]', (tds) => tds.map((td) => td.dataset.result));
        const after = await page.textContent('.desk-after');
        const want = expected.orders.map((o) => o.result);
        const title = (await page.textContent('#desk-ruling')) ?? '';
        kinds.add(title.split(',')[1]?.split('—')[0].trim());
        record(`casebook adjudicate ${file} --link: the page rules as the terminal (${title})`, link.startsWith('/desk/#v1.') && want.length > 0 && JSON.stringify(got) === JSON.stringify(want) && (after ?? '').length > 0, `${got} / ${want}`);
      } catch (e) {
        record(`casebook adjudicate ${file} --link`, false, String(e.message ?? e).slice(0, 200));
      }
    }
    record(`the --link phases cover movement, retreats and adjustments`, kinds.size === 3, [...kinds].join(', '));
    record('no console error on the --link pages', problems.length === 0, problems.slice(0, 3).join('; '));
    await page.close();
  }

  // ---- 4. hostile links
  {
    const payload = 'Spring 1901\nFrance:\n  A Par - Bur <img src=x onerror=alert(1) data-xss>\n  </script><script>alert(2)</script>\nFrance has: A mar\nGermany: <svg onload=alert(3) data-xss>\n';
    const attempts = [
      ['markup and </script> in the orders', `#${deskFragment(payload)}`, 'expect-text'],
      ['markup in the preset', `#${deskFragment(ORDERS, '<img src=x onerror=alert(4) data-xss>')}`, /names rules the desk does not know/],
      ['a huge link', `#v1.${'A'.repeat(200_000)}`, /too long/],
      ['a link that unpacks to megabytes', `#${deskFragment(`${ORDERS}${'#'.repeat(5_000_000)}`)}`, /too long/],
      ['a cut link', `#${deskFragment(`${ORDERS}${Array.from({ length: 200 }, (_, i) => `France: A Par - ${i.toString(36)}`).join('\n')}`).slice(0, 400)}`, /cut short/],
      ['garbage', '#v1.%3Cimg%20src%3Dx%20onerror%3Dalert(5)%3E', /damaged/],
      ['a foreign fragment', '#<img src=x onerror=alert(6)>', /not made by the desk/],
    ];
    for (const [name, hash, expect] of attempts) {
      const { page, problems } = await watchedPage(context);
      await page.goto(`${base}/desk/${hash}`, { waitUntil: 'load' });
      await settled(page);
      const state = await page.evaluate(() => ({
        xss: document.querySelectorAll('[data-xss], [data-output] img, [data-output] script, [data-problems] img').length,
        notice: document.querySelector('[data-notice]')?.textContent ?? '',
        text: document.querySelector('[data-text]').value,
        codes: Array.from(document.querySelectorAll('.desk-results code'), (c) => c.textContent),
        ready: document.querySelector('[data-desk]').classList.contains('is-ready'),
      }));
      const bad = [...problems];
      if (state.xss) bad.push(`${state.xss} element(s) made from the link`);
      if (!state.ready) bad.push('the desk did not start');
      if (expect === 'expect-text') {
        if (state.text !== payload) bad.push('the text is not the link’s text');
        if (!state.codes.some((c) => c.includes('<img src=x onerror=alert(1) data-xss>'))) bad.push(`the markup is not shown as text: ${JSON.stringify(state.codes)}`);
      } else if (!expect.test(state.notice)) bad.push(`no clear message: ${JSON.stringify(state.notice)}`);
      if (!state.text.startsWith('Spring 1901')) bad.push('nothing to work on');
      record(`hostile link, ${name}: nothing runs, a message, the desk works`, bad.length === 0, bad.slice(0, 3).join('; '));
      await page.close();
    }
  }

  // ---- 5. French, phone width, axe
  {
    const { page, problems } = await watchedPage(context);
    await page.goto(`${base}/fr/desk/#${deskFragment('Printemps 1901\nFrance :\n  A Par - Bou\n  A Mar S A Par - Bou\nAllemagne : A Mun - Bou\n')}`, { waitUntil: 'load' });
    await settled(page);
    const rows = await table(page);
    record('French: results and reasons in French', rows.length === 3 && rows[0][2] === 'réussit' && /Bourgogne/.test(rows.map((r) => r[3]).join(' ')) && rows[0][0] === 'France', JSON.stringify(rows));
    record('French: no console error', problems.length === 0, problems.slice(0, 3).join('; '));

    // An unknown province in an order: said in French at its place (the English texts are not
    // loaded on a French page), the rest ruled, and the earlier ruling of another phase gone.
    const unknown = 'Automne 1902\nFrance has: A par, A mar\nFrance :\n  A Par - Xyz\n  A Mar - Pie\n';
    await type(page, unknown);
    const said = await page.evaluate(() => ({
      warnings: Array.from(document.querySelectorAll('.desk-problem-list.is-warning li'), (li) => li.textContent),
      title: document.querySelector('#desk-ruling')?.textContent ?? '',
      rows: document.querySelectorAll('.desk-results tbody tr').length,
      text: document.querySelector('[data-text]').value,
    }));
    record(
      'French: an unknown province is reported in French at its place, and the phase typed is the one ruled',
      said.warnings.length === 1 && /4:11\b.*Province inconnue « Xyz »/.test(said.warnings[0]) && /Automne 1902/.test(said.title) && said.rows === 2 && said.text === unknown,
      JSON.stringify(said),
    );
    record('French: no console error after the unknown province', problems.length === 0, problems.slice(0, 3).join('; '));
    await page.close();

    for (const lang of ['', '/fr']) {
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const p = await phone.newPage();
      await p.goto(`${base}${lang}/desk/#${deskFragment(ORDERS)}`, { waitUntil: 'load' });
      await settled(p);
      const fit = await p.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        svg: Math.max(...Array.from(document.querySelectorAll('[data-output] li.step .map > svg'), (s) => s.getBoundingClientRect().width)),
        rows: document.querySelectorAll('.desk-results tbody tr').length,
        // Each result cell read whole inside the table's box (it once had a column of no width: one letter showed).
        clipped: Array.from(document.querySelectorAll('.desk-results tbody td'), (td) => {
          const box = td.getBoundingClientRect();
          const table = td.closest('table').getBoundingClientRect();
          return box.width > 0 && td.scrollWidth <= td.clientWidth + 1 && box.left >= table.left - 1 && box.right <= table.right + 1 ? '' : td.textContent.trim().slice(0, 30);
        }).filter(Boolean),
      }));
      record(`390 px${lang}: nothing wider than the screen, ruled and drawn, every cell of the results read whole`, fit.width <= 390 && fit.svg > 200 && fit.svg <= 390 && fit.rows === 5 && fit.clipped.length === 0, JSON.stringify(fit));
      if (!lang) {
        const times = await rulingTimes(p);
        timed('390 px: an 11-order phase ruled and painted after the debounce (median of 10)', times, 100);
      }
      await phone.close();
    }

    // The first ruling after the page loads: a desk link opened in a fresh page, from the
    // navigation's start to its ruling and overview painted (the map fetched, the texts loaded);
    // the median of 5 fresh pages.
    for (const [width, lang] of [[1280, ''], [390, '/fr']]) {
      const fresh = await browser.newContext({ viewport: { width, height: 844 } });
      const firsts = [];
      for (let i = 0; i < 5; i++) firsts.push(await firstRulingTime(fresh, `${base}${lang}/desk/#${deskFragment(ELEVEN_ORDERS)}`));
      timed(`${width} px${lang}: the first ruling painted after the page is asked for (median of 5)`, firsts, 500);
      await fresh.close();
    }

    const require = createRequire(import.meta.url);
    const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    const axeContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    for (const p of ['/desk/', '/fr/desk/']) {
      const page4 = await axeContext.newPage();
      await page4.goto(`${base}${p}#${deskFragment(ORDERS.replace('Nth', 'Nht'))}`, { waitUntil: 'load' });
      await settled(page4);
      await page4.addScriptTag({ content: axeSource });
      const serious = await page4.evaluate(async () => {
        // eslint-disable-next-line no-undef
        const r = await axe.run(document, { resultTypes: ['violations'] });
        return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length}× e.g. ${v.nodes[0]?.target})`);
      });
      // Starlight's search button ("Search Ctrl K" named "Search") is flagged on every page (see browser-test.mjs).
      const ours = serious.filter((v) => !v.startsWith('label-content-name-mismatch (1× e.g. button[data-open-modal'));
      record(`axe: no serious violation on ${p}`, ours.length === 0, ours.join('; '));
      await page4.close();
    }
    await axeContext.close();
  }


  // ---- 6. the variants
  {
    const { page, problems } = await watchedPage(context);
    const cells = () => page.$$eval('.desk-results tbody td[data-result]', (tds) => tds.map((td) => td.dataset.result));
    const pictured = () =>
      page.evaluate(() => ({
        svgs: document.querySelectorAll('[data-output] li.step .map > svg').length,
        provinces: [...new Set(Array.from(document.querySelectorAll('[data-output] li.step .map > svg [data-province]'), (p) => p.getAttribute('data-province').split(' ')[0]))],
        variant: document.querySelector('[data-variant]').value,
      }));

    // An Ancient Mediterranean phase (seed 004 §6, the straits): its board, its names, the terminal's results.
    const straits = readFileSync(path.join(FIXTURES, 'ancmed-straits-movement.txt'), 'utf8');
    await page.goto(`${base}/desk/#${deskFragment(straits)}`, { waitUntil: 'load' });
    await settled(page);
    await page.waitForSelector('[data-output] li.step .map > svg');
    const want = JSON.parse(casebook(path.join(FIXTURES, 'ancmed-straits-movement.txt'), '--json')).orders.map((o) => o.result);
    const got = await cells();
    const pic = await pictured();
    const rows = await table(page);
    record(
      'Ancient Mediterranean: ruled on its own board as the terminal rules it, with its names',
      JSON.stringify(got) === JSON.stringify(want) && rows[0][0] === 'Rome' && /Sardinia|Corsica|Sicilia|Sicily/.test(rows.map((r) => r[3]).join(' ')) && pic.variant === 'ancient-mediterranean',
      `${got} / ${want} | ${rows.map((r) => r.join(' ')).join(' / ').slice(0, 200)}`,
    );
    record(
      'Ancient Mediterranean: drawn on its map (its seas and straits, no standard province)',
      pic.svgs >= 1 && pic.provinces.includes('tyn') && pic.provinces.includes('sad') && !pic.provinces.includes('par') && !pic.provinces.includes('lon'),
      JSON.stringify({ svgs: pic.svgs, provinces: pic.provinces.slice(0, 12) }),
    );

    // From its case page: the desk gives the page's results.
    await page.goto(`${base}/cases/ancmed-delta/`, { waitUntil: 'load' });
    const caseResults = await page.$$eval('table.results tbody tr', (trs) => trs.map((tr) => tr.cells[3].textContent.replace(/[✓✗]|agrees with the book|differs from the book/g, '').trim()));
    const openLink = await page.getAttribute('a[data-open-in-desk]', 'href').catch(() => null);
    if (openLink) {
      await page.goto(base + openLink, { waitUntil: 'load' });
      await settled(page);
      const deskResults = (await table(page)).map((r) => r[2]);
      record('an Ancient Mediterranean case opened in the desk gives its page’s results', deskResults.length > 0 && JSON.stringify(deskResults.slice(0, caseResults.length)) === JSON.stringify(caseResults), `${deskResults} / ${caseResults}`);
    } else record('an Ancient Mediterranean case page links to the desk', false, 'no link on /cases/ancmed-delta/');

    // A game for fewer players: six players, Italy left out; its dislodged unit is removed.
    await page.goto(`${base}/desk/#${deskFragment(readFileSync(path.join(FIXTURES, 'six-players-movement.txt'), 'utf8'))}`, { waitUntil: 'load' });
    await settled(page);
    const six = await page.evaluate(() => ({ game: document.querySelector('.desk-game')?.textContent ?? '', after: document.querySelector('.desk-after')?.textContent ?? '', variant: document.querySelector('[data-variant]').value }));
    const sixWant = JSON.parse(casebook(path.join(FIXTURES, 'six-players-movement.txt'), '--json')).orders.map((o) => o.result);
    record(
      'six players: Italy is shown left out, the ruling is the terminal’s, its dislodged unit has no retreat',
      six.variant === 'six-players' && /Italy \(left out/.test(six.game) && JSON.stringify(await cells()) === JSON.stringify(sixWant) && /Italy A Venice[^:]*: must disband|Italy A Venice[^,]*, attacked from Trieste/.test(six.after),
      `${six.game} | ${six.after.slice(0, 160)}`,
    );
    await page.click('[data-next-phase]');
    await settled(page);
    const sixNext = await page.inputValue('[data-text]');
    record('six players: the next phase keeps the variant', /^variant: six-players$/m.test(sixNext), sixNext.split('\n').slice(0, 3).join(' | '));

    // 1914: the coin sends Italy to the Central Powers (named so, never by the id "central", #23); its unit supports Austria's.
    await page.goto(`${base}/desk/#${deskFragment(readFileSync(path.join(FIXTURES, '1914-coin-movement.txt'), 'utf8'))}`, { waitUntil: 'load' });
    await settled(page);
    const game1914 = (await page.textContent('.desk-game')) ?? '';
    const want1914 = JSON.parse(casebook(path.join(FIXTURES, '1914-coin-movement.txt'), '--json')).orders.map((o) => o.result);
    record('1914: the coin’s side orders Italy, and the ruling is the terminal’s', /the Central Powers[^]*Italy/.test(game1914) && !/\bcentral\b/.test(game1914) && JSON.stringify(await cells()) === JSON.stringify(want1914), `${game1914} | ${await cells()}`);

    // Intimate Diplomacy: a bidding phase from its case page, its outcome listed, no map.
    await page.goto(`${base}/cases/intimate-bidding-win/`, { waitUntil: 'load' });
    const intimateLink = await page.getAttribute('a[data-open-in-desk]', 'href').catch(() => null);
    if (intimateLink) {
      await page.goto(base + intimateLink, { waitUntil: 'load' });
      await settled(page);
      const after = (await page.textContent('.desk-after').catch(() => '')) ?? '';
      const note = (await page.textContent('[data-output]')) ?? '';
      record('Intimate: a bidding phase opens in the desk, its winners and credits listed, and says it draws no map', /Bidding/.test(after) && /Italy: alice/.test(after) && /Credits after/.test(after) && /moves no unit/.test(note), after.slice(0, 200));
    } else record('an Intimate case page links to the desk', false, 'no link on /cases/intimate-bidding-win/');

    // The game menu: the Ancient Mediterranean starts from its opening; six players keeps the position.
    await page.goto(`${base}/desk/#${deskFragment(ORDERS)}`, { waitUntil: 'load' });
    await settled(page);
    await page.selectOption('[data-variant]', 'six-players');
    await settled(page);
    const switched = await page.inputValue('[data-text]');
    record('game menu: six players on the same position adds the variant line and keeps the orders', /^Spring 1901\nvariant: six-players\n/.test(switched) && switched.includes('A Mar S A Par - Bur'), switched.split('\n').slice(0, 3).join(' | '));
    await page.selectOption('[data-variant]', 'ancient-mediterranean');
    await settled(page);
    const opening = await page.inputValue('[data-text]');
    const openingUnits = (opening.match(/\b[AF] [a-z]{3}/g) ?? []).length;
    record('game menu: the Ancient Mediterranean starts from its opening, 15 units', /^Spring 1\nvariant: ancient-mediterranean\n/.test(opening) && openingUnits === 15, `${openingUnits} units`);

    // The editor on that board: its provinces and powers, the text follows.
    await page.click('[data-edit-toggle]');
    await page.waitForSelector('[data-editor-map] svg');
    const menus = await page.evaluate(() => ({
      provinces: Array.from(document.querySelectorAll('[data-edit-province] option'), (o) => o.value),
      owners: Array.from(document.querySelectorAll('[data-edit-owner] option'), (o) => o.value),
    }));
    await page.selectOption('[data-edit-province]', 'bal');
    await page.selectOption('[data-edit-unit]', 'carthage F bal');
    await settled(page);
    const edited = await page.inputValue('[data-text]');
    record(
      'editor on the Ancient Mediterranean: its provinces and powers, a fleet placed in the Baleares',
      menus.provinces.includes('bal') && !menus.provinces.includes('par') && menus.owners.includes('egypt') && !menus.owners.includes('france') && /Carthage has: [^\n]*F bal/.test(edited),
      `${menus.provinces.length} provinces, owners ${menus.owners.join(' ')}`,
    );
    record('variants: no console error', problems.length === 0, problems.slice(0, 3).join('; '));
    await page.close();

    // French: the same Ancient Mediterranean phase, in French.
    const { page: fr, problems: frProblems } = await watchedPage(context);
    await fr.goto(`${base}/fr/desk/#${deskFragment(straits)}`, { waitUntil: 'load' });
    await settled(fr);
    const frRows = await table(fr);
    record('French: the Ancient Mediterranean ruled and explained in French', frRows.length === 4 && frRows[0][2] === 'réussit' && /contre/.test(frRows[0][3]), JSON.stringify(frRows[0]));
    record('French variants: no console error', frProblems.length === 0, frProblems.slice(0, 3).join('; '));
    await fr.close();

    // Links that name what the desk cannot play: an error at the line, naming the field; no ruling on a wrong board.
    const bad = [
      ['an unknown variant', 'Spring 1901\nvariant: atlantis\nFrance: A Par - Bur\n', /line 2:1\b.*unknown variant "atlantis" \(known: standard, .*ancient-mediterranean\)/],
      ['markup as the variant', 'Spring 1901\nvariant: <img src=x onerror=alert(7) data-xss>\nFrance: A Par - Bur\n', /line 2:1\b.*unknown variant "<img/],
      ['a unit on a province the board lacks', 'Spring 1\nvariant: ancient-mediterranean\nRome has: A par\nRome: A Rom - Apu\n', /line 3:11\b.*"A par" is not a unit of this board/],
      ['a coin in the standard game', 'Spring 1901\ncoin: entente\nFrance: A Par - Bur\n', /line 2:1\b.*coin: only read in a game for fewer players/],
    ];
    for (const [name, text, expect] of bad) {
      const { page: p, problems: pp } = await watchedPage(context);
      await p.goto(`${base}/desk/#${deskFragment(text)}`, { waitUntil: 'load' });
      await settled(p);
      const state = await p.evaluate(() => ({
        errors: Array.from(document.querySelectorAll('.desk-problem-list.is-error li'), (li) => li.textContent),
        rows: document.querySelectorAll('.desk-results tbody tr').length,
        svgs: document.querySelectorAll('[data-output] svg').length,
        xss: document.querySelectorAll('[data-xss]').length,
        text: document.querySelector('[data-text]').value,
      }));
      record(
        `a link with ${name}: the error names the line and the field, nothing is ruled, nothing runs`,
        state.errors.some((e) => expect.test(e)) && state.rows === 0 && state.svgs === 0 && state.xss === 0 && state.text === text && pp.length === 0,
        `${JSON.stringify(state.errors).slice(0, 200)} rows=${state.rows} ${pp.slice(0, 2).join('; ')}`,
      );
      await p.close();
    }
  }

  // ---- 8. a whole game: imported (a real game read at test time from ../shared/realgames/cicero/,
  // our judge and webDiplomacy samples), its timeline walked, a what-if edit ruled again through the
  // later phases, the link round-tripped, Back; English and French, 1280 and 390 px; bad input named.
  {
    const t0 = Date.now();
    await wholeGames(browser);
    console.log(`whole games: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  // ---- 7. what a standard game's desk loads: no variant, one language's texts
  {
    const html = readFileSync(path.join(DIST, 'desk', 'index.html'), 'utf8');
    const deskScript = [...html.matchAll(/<script type="module" src="\/_astro\/([^"]+)"/g)].map((m) => m[1]).find((s) => /^DeskScript\.astro_/.test(s));
    const ours = importClosure(deskScript);
    // What loads with the script; anything else is on demand: a variant's plug-in, the editor, a language's texts.
    const withScript = importClosure(deskScript, { onDemand: false });
    for (const lang of ['', '/fr']) {
      const { page, problems } = await watchedPage(context);
      const loaded = new Set();
      page.on('response', (r) => {
        const file = new URL(r.url()).pathname.replace('/_astro/', '');
        if (ours.has(file)) loaded.add(file);
      });
      await page.goto(`${base}${lang}/desk/#${deskFragment(ORDERS)}`, { waitUntil: 'load' });
      await settled(page);
      await page.click('[data-next-phase]');
      await settled(page);
      const allScripts = [...loaded].filter((f) => f.endsWith('.js'));
      const gzOf = (files) => files.reduce((n, f) => n + gzipSync(readFileSync(path.join(DIST, '_astro', f)), { level: 9 }).length, 0);
      // The resolution graph (#25, its layout library with it) loads once the ruling is painted: it
      // is counted apart, against the limit a standard desk had before it was split off.
      const afterRuling = allScripts.filter((f) => /^graph-view\./.test(f));
      const scripts = allScripts.filter((f) => !afterRuling.includes(f));
      const gz = gzOf(scripts);
      const withGraph = gz + gzOf(afterRuling);
      record(
        `weight${lang || ' (en)'}: with the resolution graph loaded after the ruling, ${(withGraph / 1024).toFixed(1)} KB gzip of script, under 141 KB`,
        // 145 KB landed; 147.2 KB (French) measured after this stop's merges: the order file's problems
        // in both catalogues (+1.5 and +1.7 KB) and the phone layout of the graph (+0.7 KB). Issue 27.
        // With the game master's chapter loaded on demand (below), 139.0 KB (French); 140.3 KB once
        // merged with the typed text kept per history entry and the board prepared early: 141 KB.
        afterRuling.length === 1 && withGraph < 141 * 1024,
        afterRuling.join(' '),
      );
      const variantsLoaded = scripts.filter((f) => !withScript.has(f));
      const htmlGz = gzipSync(readFileSync(path.join(DIST, lang.slice(1), 'desk', 'index.html')), { level: 9 }).length;
      // Everything the desk's script brings in for a standard game: the script, the chunks it
      // imports (the stepper shared with the case pages, Vite's loader) and its language's
      // explanation texts. It was 88.2 KB (English) and 89.5 KB (French) before #10's longer
      // explanation texts and #16's engine were merged, and 91.6 and 93.1 KB after. With the game
      // master's chapter (#24), the resolution data and its loops (#25), the pictures' closed
      // provinces (#26) and the whole-game desk (#23) merged, 140.4 and 142.7 KB were measured (the
      // desk's own script 124.1 KB), part of it the variant schemas (zod) that the renderer's closed
      // provinces pulled in, since read from the phase's plug-in instead. #27 took out the JSON
      // reader (jsonc-parser, which came with the game import's phaseFromText) and the site's
      // two-language table of words (the page hands the desk its words): 117.2 and 119.4 KB measured
      // (own script 100.7 KB, page 20.5 / 21.8 KB); with the postal export, the players' box and the
      // French order file merged, 121.8 KB and a French page of 22.3 KB (page and script 144.1 KB, so
      // that limit is 146 KB, below the 165 KB that had landed); with the order file's problems said in
      // the page's language (the catalogues: English 16.4 KB, French 19.0 KB, +1.5 and +1.7), the flush
      // of a pending edit and the board's JSON loader, 122.2 and 124.8 KB, page and script 146.3 KB
      // (issue 27's stop 32), so 125.5 KB and 147 KB. The game master's chapter (its pipeline, input
      // check, order-file lines and texts) then went behind a door of its own
      // (engine/adjudicate/game-master/door.ts), loaded when a phase uses it, with a game and with the
      // postal export: the desk's own script 103.4 -> 96.5 KB, the texts 16.4 -> 15.2 (English) and
      // 19.0 -> 17.7 KB (French); 114.2 and 116.7 KB measured, page and script 138.2 KB (French),
      // so 117 KB and 139 KB. Merged in the same stop with the text typed kept per history entry
      // (site/lib/desk/typed.ts, for the browser's Back, #23) and the board prepared while the texts
      // load (site/render prepareBoard): 117.9 KB (French) and the desk's own script 97.7 KB, so
      // 118.5 KB and 140 KB. The limits follow; a regression beyond them still fails. What stands
      // between this and the 95 KB of before: the engine's movement, retreat and adjustment
      // adjudicators and their explanations, the renderer and Fluent, all used by a standard phase.
      // The variants (28 KB more) and the other language are not loaded (nothing on demand but the
      // language's texts and, after the ruling, the graph); the map's drawing and anchors are fetched as data, as before.
      record(
        `weight${lang || ' (en)'}: a standard desk loads ${(gz / 1024).toFixed(1)} KB gzip of script (${scripts.length} files), under 118.5 KB, page and script under 140 KB, no variant and only its language’s texts`,
        gz < 118.5 * 1024 && htmlGz + gz < 140 * 1024 && variantsLoaded.join() === (lang ? scripts.find((f) => /^fr\./.test(f)) : scripts.find((f) => /^en\./.test(f))) && problems.length === 0,
        `${scripts.map((f) => `${f.split('.')[0]} ${(gzipSync(readFileSync(path.join(DIST, '_astro', f)), { level: 9 }).length / 1024).toFixed(1)}`).join(', ')} | ${variantsLoaded.join(' ')}`,
      );
      await page.close();
    }
  }

  // The desk's script: its size, gzip.
  const html = readFileSync(path.join(DIST, 'desk', 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
  const sizes = scripts.map((s) => {
    const file = path.join(DIST, s);
    return { s, raw: statSync(file).size, gz: gzipSync(readFileSync(file), { level: 9 }).length };
  });
  const htmlGz = gzipSync(html, { level: 9 }).length;
  const desk = sizes.find((x) => /Desk/.test(x.s)) ?? sizes.sort((a, b) => b.raw - a.raw)[0];
  record(
    `sizes: desk page ${(htmlGz / 1024).toFixed(1)} KB gzip, its script ${(desk.gz / 1024).toFixed(1)} KB gzip (${(desk.raw / 1024).toFixed(0)} KB)`,
    // The variant games, the second board and the other language's texts load on demand (part 7
    // counts what a standard desk loads in all).
    // 90 KB for the desk's own script until the merges of #23-#26 (124.1 KB measured then), 100.7 KB
    // after #27's first cuts, 96.5 KB (page 20.2 KB) with the game master's chapter on demand, 97.7 KB
    // with the typed text kept for Back and the board prepared early: see part 7.
    htmlGz < 150 * 1024 && desk.gz < 98.5 * 1024 && htmlGz + desk.gz < 119 * 1024,
  );
  if (!verbose) console.log(results.at(-1).name);
} catch (e) {
  if (e !== ONLY) throw e;
} finally {
  await browser.close();
  await server.close();
}

const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
