// How long a user waits on the dispute desk, measured from outside the desk's code, in Chromium on
// the built site: the desk test (scripts/site/desk-test.mjs) holds these figures to their targets
// (issue 27) and `npm run bench` prints them (scripts/bench.mjs, benchDesk).
//
// - rulingMs: an 11-order phase typed into the textarea, timed from the input event to the next
//   paint after the ruling is on screen (the results table replaced, then a requestAnimationFrame),
//   less the desk's 250 ms debounce. The page's own `data-ms` leaves out layout and paint.
// - firstRulingMs: a desk link opened in a fresh page, from the navigation's start to the first
//   paint with the results table and the overview's picture on screen (the map's drawing fetched,
//   the catalogue of texts loaded, the first ruling made).
// - importMs: a game record pasted and imported, from the click on "Import" to the paint of its
//   first phase with the timeline filled.
/* global document, window, performance, requestAnimationFrame, MutationObserver, Event */

/** The desk's debounce after typing stops (site/desk/page.ts). */
export const DEBOUNCE_MS = 250;

/** Eleven orders of Spring 1901: a supported attack, bounces, moves and a fleet's, as a game master types them. */
export const ELEVEN_ORDERS = `Spring 1901
England:
  F Lon - Nth
  F Edi - Nwg
  A Lvp - Yor
France: A Par - Bur
France: A Mar S A Par - Bur
France: F Bre - Mao
Germany: A Mun - Bur
Germany: A Ber - Kie
Germany: F Kie - Den
Russia: A War - Gal
Austria: A Vie - Gal
`;

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The time from typing to the painted ruling, less the debounce, `runs` times (each text a little
 * different, so that each is a ruling of its own): the list of times in ms.
 */
export async function rulingTimes(page, text = ELEVEN_ORDERS, runs = 10) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const ms = await page.evaluate(
      ([value, debounce]) =>
        new Promise((resolve, reject) => {
          const out = document.querySelector('[data-output]');
          const area = document.querySelector('[data-text]');
          const timeout = window.setTimeout(() => reject(new Error('the desk did not rule within 10 s')), 10_000);
          const seen = new MutationObserver(() => {
            if (!out.querySelector('.desk-results')) return;
            seen.disconnect();
            requestAnimationFrame(() => {
              window.clearTimeout(timeout);
              resolve(performance.now() - t0 - debounce);
            });
          });
          seen.observe(out, { childList: true });
          area.value = value;
          const t0 = performance.now();
          area.dispatchEvent(new Event('input', { bubbles: true }));
        }),
      [`${text}${' '.repeat(i + 1)}`, DEBOUNCE_MS],
    );
    times.push(Math.round(ms));
    await page.waitForTimeout(300); // the other presets' comparison, after the paint, is not a user's wait
  }
  return times;
}

/** Watches, from the start of a page, for the first paint with a ruling and its picture on screen. */
export const FIRST_RULING_WATCH = () => {
  window.__firstRuling = new Promise((resolve) => {
    const ready = () => document.querySelector('[data-output] .desk-results') && document.querySelector('[data-output] li.step .map > svg');
    new MutationObserver((_, observer) => {
      if (!ready()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now()));
    }).observe(document, { childList: true, subtree: true });
  });
};

/** A fresh page opened at `url` (a desk link): ms from the navigation's start to its first ruling painted. */
export async function firstRulingTime(context, url) {
  const page = await context.newPage();
  await page.addInitScript(FIRST_RULING_WATCH);
  await page.goto(url, { waitUntil: 'load' });
  const ms = await page.evaluate(() => window.__firstRuling);
  await page.close();
  return Math.round(ms);
}

/** A game record pasted into the desk at `page` and imported: ms from the click to its first phase painted with the timeline. */
export async function importTime(page, record) {
  await page.evaluate(() => (document.querySelector('[data-import-box]').open = true));
  await page.fill('[data-import-text]', record);
  return Math.round(
    await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const timeout = window.setTimeout(() => reject(new Error('the game was not imported within 30 s')), 30_000);
          const seen = new MutationObserver(() => {
            if (document.querySelector('[data-game]').hidden || !document.querySelector('[data-timeline] button[aria-current]') || !document.querySelector('[data-output] .desk-results')) return;
            seen.disconnect();
            requestAnimationFrame(() => {
              window.clearTimeout(timeout);
              resolve(performance.now() - t0);
            });
          });
          seen.observe(document.querySelector('[data-desk]'), { childList: true, subtree: true, attributes: true });
          const t0 = performance.now();
          document.querySelector('[data-import]').click();
        }),
    ),
  );
}
