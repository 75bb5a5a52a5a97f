// The dispute desk in the browser (/desk/, /fr/desk/): the order file typed in the textarea is
// ruled as the user types (site/lib/desk/rule.ts), drawn with the case pages' renderer and
// stepper, and kept in the page's address (engine/formats/desk-link.ts) so that the link is the ruling.
// Everything from the text or the link goes into the page as text nodes (./dom.ts).
//
// A standard game loads only what it needs: the explanation texts of the page's language
// (./catalogues.ts), and neither the variant games nor the Ancient Mediterranean board, whose
// plug-in (the engine's catalogue: loadVariant), drawing and anchors come when a phase names it.

import { prepareBoard, renderPhaseTree } from '../render/index';
import { useBoardArt, type BoardArt } from '../render/base-map';
import { crossHighlight, enhance } from '../components/stepper-client';
import { canSwitchInPlace, otherRulesets, ruleDesk, startText, variantToLoad, type DeskRuling } from '../lib/desk/rule';
import { decodeDesk, encodeDesk, GAME_LINK_PREFIX, gameMasterPrepared, LINK_PREFIX, linkLimitOf, MAX_FRAGMENT, nextPhaseText, orderFileVariant, prepareGameMaster, prepareVariant, variantPrepared, type DeskState, type FileProblem, type LinkProblem } from '../../engine/formats/index';
import { loadCatalogue } from './catalogues';
import { boardArtUrl, boardIdOf, type BoardId } from '../render/board';
import { orderReason, type RulesetDifference } from '../../engine/adjudicate/index';
import { fact, render } from '../../engine/language/index';
import { SITE_TEXT } from '../lib/reasons';
import type { DeskWord } from '../lib/desk/words';
import { dropTyped, entryKey, holdTyped, takeTyped } from '../lib/desk/typed';
import { PRESET_LABELS, RESULT_WORDS, href, phaseTitle, type Lang } from '../lib/i18n';
import { powerLabel } from '../lib/powers';
import { placeName as placeNameOn, unitName as unitNameOn } from '../lib/names';
import { stepTexts } from '../lib/reasons';
import { h, svgFromTree } from './dom';
import type { Editor } from './editor';
import type { GameView } from './game-view';
import { boardOf, variantGameOf, type PhaseInput, type VariantGame } from '../../engine/core';

const LINK_WORDS: Record<LinkProblem, DeskWord> = {
  'too-long': 'linkTooLong',
  'unknown-version': 'linkUnknown',
  corrupt: 'linkCorrupt',
  truncated: 'linkTruncated',
  'unknown-preset': 'linkPreset',
};

const PHONE = '(max-width: 600px)';

/** How long the first ruling waits for the board's drawing once the texts are in (start). */
const MAP_GRACE_MS = 200;

/**
 * A board's art (its drawing's shapes, labels, centres and anchors), fetched as JSON made at build
 * time (site/pages/maps/board-[board].json.ts) when a phase is first drawn on it; the standard
 * board's is preloaded by the page (DeskPage.astro).
 */
async function loadArt(board: BoardId): Promise<void> {
  useBoardArt(JSON.parse(await fetchText(boardArtUrl(import.meta.env.BASE_URL, board))) as BoardArt, board);
}

const fetchText = (url: string) => fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${url}: ${r.status}`))));

/** The variant a text names when it is one the desk knows ("standard" for none). */
const variantIdOf = (select: HTMLSelectElement, text: string): string | undefined => {
  const named = orderFileVariant(text) ?? 'standard';
  return Array.from(select.options).some((o) => o.value === named) ? named : undefined;
};

/** A fragment the desk writes ("#v1.…", "#g1.…"); any other is a place in the page, or not the desk's. */
const isDeskFragment = (hash: string) => hash.length <= 1 || hash.startsWith(`#${LINK_PREFIX}`) || hash.startsWith(`#${GAME_LINK_PREFIX}`);

/** The game for fewer players a phase is played in (undefined for the others, or a coin that names no player). */
const gameOf = (input: PhaseInput): VariantGame | undefined => {
  try {
    return variantGameOf(input);
  } catch {
    return undefined;
  }
};

/** A whole game's view, with the game master's chapter that a game's phases may use (NMR, sheets, its end). */
const gameViewModule = () => Promise.all([import('./game-view'), prepareGameMaster()]).then(([m]) => m);

/** Work that is not the ruling on screen: in the task after the next frame, once the ruling is painted. */
const afterPaint = (work: () => void) => requestAnimationFrame(() => window.setTimeout(work, 0));

const slug = (r: DeskRuling) => (r.input ? `${r.input.phase.season}-${r.input.phase.year}-${r.input.phase.type}` : 'phase');

/** Save a text as a file: made here, nothing is sent anywhere. */
export function download(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: name, hidden: '' });
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export class Desk {
  readonly lang: Lang;
  readonly words: Partial<Record<DeskWord, string>>;
  readonly text: HTMLTextAreaElement;
  readonly preset: HTMLSelectElement;
  readonly out: HTMLElement;
  readonly problems: HTMLElement;
  readonly notice: HTMLElement;
  readonly status: HTMLElement;
  readonly nextButton: HTMLButtonElement;
  readonly linkField: HTMLInputElement;
  readonly exports: HTMLButtonElement[];
  readonly variant: HTMLSelectElement;
  /** Boards whose drawing is loaded; a board's load is asked for once. */
  readonly boards = new Map<BoardId, 'loading' | 'ready' | 'failed'>();
  board: BoardId = 'standard';
  last?: DeskRuling;
  timer?: number;
  /** The link the page was opened at, inflated while the texts load (start). */
  opened?: { hash: string; got: ReturnType<typeof decodeDesk> };
  /** The history entry (its key in ../lib/desk/typed.ts) the text the debounce still holds was typed into. */
  typing?: string;
  /** The fragment the desk itself last wrote. */
  written = '';
  /** The pictures of the steps not opened yet, each drawn when its step is first shown. */
  undrawn = new WeakMap<HTMLElement, () => Node | string>();
  /** The last save made no link (the text is longer than a link holds), and the status says so. */
  linkRefused = false;
  /** The board editor, loaded the first time it is opened (./editor.ts). */
  editor?: Editor;
  /** The game the desk holds, when one is imported or linked (./game-view.ts, loaded on demand). */
  gameView?: GameView;
  /** The "For the players" box is open: it opens again under the next ruling. */
  handoutOpen = false;
  /** The last ruling made, with the text and rules it was made of: drawn again, it is not ruled again (ruled). */
  made?: { text: string; preset: string; ruling: DeskRuling };
  readonly importText: HTMLTextAreaElement;
  readonly importFiles: HTMLInputElement;
  readonly importProblems: HTMLElement;

  constructor(readonly root: HTMLElement) {
    this.lang = root.dataset.lang === 'fr' ? 'fr' : 'en';
    this.words = JSON.parse(root.dataset.words ?? '{}') as Partial<Record<DeskWord, string>>;
    const q = <T extends HTMLElement>(sel: string) => root.querySelector<T>(sel)!;
    this.text = q('[data-text]');
    this.preset = q('[data-preset]');
    this.out = q('[data-output]');
    this.problems = q('[data-problems]');
    this.notice = q('[data-notice]');
    this.status = q('[data-status-line]');
    this.nextButton = q('[data-next-phase]');
    this.linkField = q('[data-link]');
    this.variant = q('[data-variant]');
    this.importText = q('[data-import-text]');
    this.importFiles = q('[data-import-file]');
    this.importProblems = q('[data-import-problems]');
    q<HTMLButtonElement>('[data-import]').addEventListener('click', () => void this.importGame());
    q<HTMLButtonElement>('[data-close-game]').addEventListener('click', () => this.closeGame());
    const yamlButton = q<HTMLButtonElement>('[data-export-yaml]');
    const jsonButton = q<HTMLButtonElement>('[data-export-json]');
    const reportButton = q<HTMLButtonElement>('[data-export-report]');
    this.exports = [yamlButton, jsonButton, reportButton];
    reportButton.addEventListener('click', () => void this.exportReport());
    yamlButton.addEventListener('click', () => {
      const r = this.last;
      // The case writer (and its YAML library) loads when asked for.
      if (r?.input && r.detail) void import('../lib/desk/export').then(({ deskCaseYaml }) => deskCaseYaml(r.input!, r.detail!)).then((text) => download(text, `desk-${slug(r)}.yaml`, 'application/yaml'));
    });
    jsonButton.addEventListener('click', () => {
      const r = this.last;
      if (r?.input) download(`${JSON.stringify(r.input, null, 2)}\n`, `desk-${slug(r)}.json`, 'application/json');
    });
    q<HTMLButtonElement>('[data-start]').addEventListener('click', () => void this.startGame(this.variant.value));
    this.variant.addEventListener('change', () => void this.switchVariant(this.variant.value));
    this.nextButton.addEventListener('click', () => this.next());
    q<HTMLButtonElement>('[data-copy]').addEventListener('click', () => void this.copy());
    this.text.addEventListener('input', () => {
      // Before the desk is ready the page's explanation texts are not loaded (a ruling then would
      // word nothing): start() rules what was typed meanwhile.
      if (!this.root.classList.contains('is-ready')) return;
      window.clearTimeout(this.timer);
      this.timer = window.setTimeout(() => this.flushEdit(), 250);
      // Kept at each keystroke with the entry it was typed into, unruled: the browser's Back may
      // change the entry, or the page go, before the ruling (popstate and pagehide come too late).
      this.typing = entryKey(location.pathname, this.written);
      holdTyped(this.typing, this.text.value);
    });
    this.preset.addEventListener('change', () => {
      this.gameView?.rulesChanged();
      this.update();
    });
    const toggle = q<HTMLButtonElement>('[data-edit-toggle]');
    toggle.addEventListener('click', () => void this.toggleEditor(toggle));
  }

  async toggleEditor(toggle: HTMLButtonElement): Promise<void> {
    this.editor ??= new (await import('./editor')).Editor(this);
    this.editor.toggle(toggle);
  }

  /** The page's words come with the page, in its language (DeskPage.astro), not in the script. */
  w(key: DeskWord): string {
    return this.words[key] ?? key;
  }

  mapReady(board: BoardId = this.board): boolean {
    return this.boards.get(board) === 'ready';
  }

  /** Load a board's drawing once; the desk is redrawn when it has come. */
  loadBoard(board: BoardId): Promise<void> {
    if (this.boards.has(board)) return Promise.resolve();
    this.boards.set(board, 'loading');
    return loadArt(board).then(
      () => void this.boards.set(board, 'ready'),
      () => void this.boards.set(board, 'failed'),
    );
  }

  async start(): Promise<void> {
    // The map's drawing is fetched while the explanation texts of the page's language load; the
    // texts come before anything is worded. While they are on their way, the board's shapes and
    // the grid its order lines are routed on are made: the first picture needs both.
    const texts = loadCatalogue(this.lang);
    // The link's text is inflated meanwhile too: a stream of several tasks.
    this.opened = { hash: location.hash, got: decodeDesk(location.hash) };
    this.opened.got.catch(() => undefined);
    const map = this.loadBoard('standard').then(() => this.mapReady('standard') && prepareBoard('standard'));
    await texts;
    // The texts come first (both are preloaded, site/desk/preload.mjs, and the drawing is larger and
    // read after them): the first ruling waits a moment for the drawing rather than being made
    // twice, its results then its picture (and the work below the ruling in between), while a
    // drawing slower than that does not hold the results back.
    await Promise.race([map, new Promise((moment) => window.setTimeout(moment, MAP_GRACE_MS))]);
    // Text typed while the script loaded is the user's: neither the first phase nor a link replaces it.
    const typed = this.text.value;
    let kept = false;
    if (typed) {
      // The browser gave the textarea back (a page opened again from the history): that text is the one kept.
      takeTyped(entryKey(location.pathname, location.hash));
      await this.keepTyped(typed);
    } else kept = await this.fromAddress();
    // A desk link pasted into this tab's address bar changes only the fragment.
    // Back and Forward walk the phases and games the desk wrote into the history; a fragment the
    // desk did not write (the skip link's "#_top", an anchor of the page) is a place, not a state.
    // An edit the debounce still held when the entry changed was typed into the entry left: it stays
    // kept for that entry (ruled into its phase when it is shown again), never ruled into this one.
    const moved = () => {
      if (location.hash === this.written || !isDeskFragment(location.hash)) return;
      this.leaveTyping();
      void this.fromAddress().then((typedBack) => this.update(typedBack ? 'replace' : 'none'));
    };
    window.addEventListener('hashchange', moved);
    window.addEventListener('popstate', moved);
    this.root.classList.add('is-ready');
    // Typed text gets its own history entry; a link opened stays behind it. A ruling without its
    // picture first only when the map is still on its way: then the results do not wait for it,
    // and the phase is drawn when it comes.
    const history = typed ? (location.hash.length > 1 ? 'push' : 'replace') : kept ? 'replace' : 'none';
    if (!this.mapReady('standard')) {
      this.update(history);
      await map;
    } else if (history !== 'none') {
      this.update(history);
      return;
    }
    this.update('none');
  }

  /** A fragment read as a desk state; the one the page was opened at was read once, in start. */
  decode(hash: string): ReturnType<typeof decodeDesk> {
    const opened = this.opened;
    this.opened = undefined;
    return opened?.hash === hash ? opened.got : decodeDesk(hash);
  }

  /** Text typed before the desk was ready: kept as typed, with the rules the address names. */
  async keepTyped(typed: string): Promise<void> {
    this.written = location.hash;
    if (location.hash.length > 1) {
      const got = await this.decode(location.hash);
      if (got.state) this.preset.value = got.state.preset;
    }
    this.text.value = typed;
  }

  /**
   * The state in the address, or Spring 1901; a link that cannot be read fully says why. Text typed
   * into this entry and not ruled before the desk left it goes over its phase: true when it did
   * (to be ruled, and the entry written again with it).
   */
  async fromAddress(): Promise<boolean> {
    this.notice.replaceChildren();
    this.written = location.hash;
    const typed = takeTyped(entryKey(location.pathname, location.hash));
    if (location.hash.length > 1) {
      const got = await this.decode(location.hash);
      if (got.state) this.preset.value = got.state.preset;
      if (got.problem) this.notice.replaceChildren(h('p', { class: 'desk-notice', role: 'alert' }, this.w(LINK_WORDS[got.problem])));
      if (got.state?.game && !got.problem) {
        // The game's phase is ruled as linked first: the typed text is then an edit of it (a what-if).
        if (await this.openLinkedGame(got.state.text, got.state.game.at)) return this.putTyped(typed);
      }
      this.leaveGame();
      this.text.value = got.state && !got.state.game ? got.state.text : startText('standard', this.lang);
    } else {
      this.leaveGame();
      this.text.value = startText('standard', this.lang);
    }
    return this.putTyped(typed);
  }

  /** Text kept for the entry shown, into the textarea (unruled); true when it changes what is there. */
  putTyped(typed: string | undefined): boolean {
    if (typed === undefined || typed === this.text.value) return false;
    this.text.value = typed;
    return true;
  }

  /** The entry changed under a typed edit the debounce holds: not ruled here, it stays kept for its entry. */
  leaveTyping(): void {
    window.clearTimeout(this.timer);
    this.timer = undefined;
    this.typing = undefined;
  }

  /** A game link: the game it holds, open at its phase; false (and said) when it cannot be read. */
  async openLinkedGame(text: string, at: number): Promise<boolean> {
    try {
      const { GameView, problemItem, readLinkedGame } = await gameViewModule();
      const read = readLinkedGame(text, this.lang);
      if ('problems' in read) {
        this.notice.replaceChildren(h('p', { class: 'desk-notice', role: 'alert' }, this.w('importFailed')), h('ul', { class: 'desk-problem-list' }, ...read.problems.slice(0, 30).map((p) => problemItem(p, this.w('lineCol')))));
        return false;
      }
      this.gameView = new GameView(this, read.game);
      await this.gameView.open(at, 'none');
      return true;
    } catch {
      this.notice.replaceChildren(h('p', { class: 'desk-notice', role: 'alert' }, this.w('importLoadFailed')));
      return false;
    }
  }

  /** "Import": the pasted text or the chosen files read as a game; on a refusal each problem is listed and the text stays. */
  async importGame(): Promise<void> {
    this.importProblems.replaceChildren();
    this.status.textContent = this.w('importing');
    try {
      const files = Array.from(this.importFiles.files ?? []);
      const texts = await Promise.all(files.map((f) => f.text()));
      const [text, companion] = files.length ? [texts[0], texts[1]] : [this.importText.value, undefined];
      // A phase pasted as an order file is read on its variant's board, with its own lines: the plug-in first.
      const variant = variantToLoad(text);
      if (variant && !(await this.variants(variant))) return;
      const { GameView, problemItem, readGame } = await gameViewModule();
      const read = readGame(text, this.lang, companion);
      this.status.textContent = '';
      if ('problems' in read) {
        this.importProblems.replaceChildren(
          h('p', { class: 'desk-problems-title is-error' }, this.w('importFailed')),
          h('ul', { class: 'desk-problem-list is-error' }, ...read.problems.slice(0, 30).map((p) => problemItem(p, this.w('lineCol'), files.map((f) => f.name)))),
        );
        return;
      }
      if (read.game.variant && read.game.variant !== 'standard' && !(await this.variants(read.game.variant))) return;
      this.gameView = new GameView(this, read.game);
      await this.gameView.open(0, 'push');
      this.root.querySelector<HTMLDetailsElement>('[data-import-box]')!.open = false;
    } catch {
      this.status.textContent = this.w('importLoadFailed');
    }
  }

  /** The season from the phase shown as the postal report (001 §3.5.5), in the page's language; the season runner loads when asked for. */
  async exportReport(): Promise<void> {
    const r = this.last;
    if (!r?.input || !r.detail) return;
    try {
      // The report rules the season through its end: the game master's chapter comes with it.
      const [{ deskPostalReport }] = await Promise.all([import('../lib/desk/report'), prepareGameMaster()]);
      download(deskPostalReport(r.input, this.lang), `desk-${slug(r)}-report.txt`, 'text/plain');
    } catch (e) {
      this.status.textContent = `${this.w('reportFailed')} ${e instanceof Error ? e.message : String(e)}`;
    }
  }

  /** Back to one phase: the game's bar is hidden, the text stays. */
  leaveGame(): void {
    if (!this.gameView) return;
    this.gameView.bar.hidden = true;
    this.gameView = undefined;
  }

  closeGame(): void {
    this.leaveGame();
    this.update('push');
  }

  download(text: string, name: string, type: string): void {
    download(text, name, type);
  }

  /**
   * Put a text in the desk. A new history entry (a phase or game change) first saves what the
   * desk holds into the current entry, typed a moment ago or not, so that Back gives it back.
   */
  async load(text: string, history: 'push' | 'replace' = 'replace'): Promise<void> {
    if (history === 'push') await this.keepCurrent();
    this.put(text, history);
  }

  /** The text into the textarea, ruled, and the address following it. */
  put(text: string, history: 'push' | 'replace'): void {
    this.text.value = text;
    this.notice.replaceChildren();
    this.update(history);
    this.text.focus();
  }

  /** The text as it stands into the current history entry, before the desk moves to another phase or game. */
  async keepCurrent(): Promise<void> {
    this.flushEdit('none');
    await this.save('replace');
  }

  /**
   * A typed edit the debounce (250 ms) still holds, ruled now: before the desk shows another phase
   * or game, so that a click made at once after typing loses nothing (in a game, the edit goes
   * into the game and the later phases are ruled again). True when there was one.
   */
  flushEdit(history: 'replace' | 'none' = 'replace'): boolean {
    if (this.timer === undefined) return false;
    window.clearTimeout(this.timer);
    this.timer = undefined;
    this.update(history);
    return true;
  }

  /** The first phase of a game; the variants' data comes first when it is not the standard game. */
  async startGame(variant: string): Promise<void> {
    if (!(await this.variants(variant))) return;
    await this.keepCurrent();
    this.leaveGame();
    this.put(startText(variant, this.lang), 'push');
  }

  /**
   * Another game chosen in the menu: on the same board the position and orders stay and the
   * variant line changes (the same phase under another game's rules); on another board the game
   * starts from its first phase.
   */
  async switchVariant(variant: string): Promise<void> {
    if (!(await this.variants(variant))) return;
    const text = this.text.value;
    const from = orderFileVariant(text) ?? 'standard';
    if (from === variant) return;
    if (!canSwitchInPlace(from, variant) || !this.last?.input) return this.load(startText(variant, this.lang), 'push');
    const rest = text.split('\n').filter((l) => !/^\s*(variant|coin|control|closed|options?)\s*:/i.test(l));
    const phaseLine = rest.findIndex((l) => /^\s*(spring|fall|autumn|winter|printemps|automne|hiver)\s+\d/i.test(l));
    if (variant !== 'standard') rest.splice(phaseLine + 1, 0, `variant: ${variant}`);
    await this.load(rest.join('\n'), 'push');
  }

  /** A variant's plug-in and order-file lines, loaded once (chunks of their own); false (and said) when they cannot come. */
  async variants(id: string): Promise<boolean> {
    if (variantPrepared(id)) return true;
    this.status.textContent = this.w('loadingVariants');
    try {
      await prepareVariant(id);
      this.status.textContent = '';
      return true;
    } catch {
      this.status.textContent = this.w('variantsFailed');
      return false;
    }
  }

  /** The game master's chapter, loaded once (a chunk of its own); false (and said) when it cannot come. */
  async gameMaster(): Promise<boolean> {
    if (gameMasterPrepared()) return true;
    this.status.textContent = this.w('loadingGameMaster');
    try {
      await prepareGameMaster();
      this.status.textContent = '';
      return true;
    } catch {
      this.status.textContent = this.w('gameMasterFailed');
      return false;
    }
  }

  /** "Next phase": the phase the ruling leads to, as a text to type into (headings, retreats, builds due, centres); a history entry of its own. */
  next(): void {
    if (this.gameView) return this.gameView.next();
    const r = this.last;
    if (!r?.input || !r.detail) return;
    const { ruleset: _ruleset, ...input } = r.input;
    void this.load(nextPhaseText(input, r.detail.output, this.lang), 'push');
  }

  /** Rule the text and redraw; `history` says how the address follows: a new entry, the same one, or not at all. */
  update(history: 'push' | 'replace' | 'none' = 'replace'): void {
    // The text is ruled now: a debounced ruling of it would come after, for nothing, and the text
    // kept for its entry goes (the entry is written with it).
    window.clearTimeout(this.timer);
    this.timer = undefined;
    if (this.typing !== undefined) dropTyped(this.typing);
    this.typing = undefined;
    // A variant's phase waits for its plug-in: it is never read as a standard one.
    const pending = variantToLoad(this.text.value);
    if (pending) {
      void this.variants(pending).then((ok) => ok && this.update(history));
      return;
    }
    const t0 = performance.now();
    let r: DeskRuling;
    try {
      r = this.ruled(this.text.value, this.preset.value);
    } catch (e) {
      // Never leave an older ruling on screen under a text it does not rule.
      this.fail(e);
      return;
    }
    // A phase that uses the game master's chapter (its lines, or a game it ends) waits for it too.
    if (r.needsGameMaster) {
      void this.gameMaster().then((ok) => ok && this.update(history));
      return;
    }
    this.last = r;
    this.made = { text: this.text.value, preset: this.preset.value, ruling: r };
    this.board = boardIdOf(r.input?.variant ?? orderFileVariant(this.text.value));
    const board = this.board;
    if (!this.boards.has(board)) void this.loadBoard(board).then(() => this.board === board && this.update('none'));
    const named = variantIdOf(this.variant, this.text.value);
    if (named) this.variant.value = named;
    if (r.input?.ruleset && r.input.ruleset !== this.preset.value) this.preset.value = r.input.ruleset;
    this.showProblems(r);
    this.undrawn = new WeakMap();
    this.out.replaceChildren(...this.ruling(r));
    crossHighlight(this.out);
    this.out.querySelectorAll<HTMLElement>('[data-stepper]').forEach((s) => enhance(s, { useHash: false, onShow: (step) => this.drawStep(step) }));
    this.nextButton.disabled = !r.detail;
    for (const b of this.exports) b.disabled = !r.detail;
    // Intimate Diplomacy's bidding and verdicts have no postal report.
    this.exports[2].disabled = !r.detail || r.input?.variant === 'intimate';
    this.editor?.draw();
    this.gameView?.ruled(r);
    this.root.dataset.ms = String(Math.round(performance.now() - t0));
    if (history !== 'none') void this.save(history);
    // The ruling is drawn again, with its picture, when its board's drawing comes (start,
    // loadBoard): what is below it waits for that drawing, not the picture for it.
    if (this.boards.get(board) === 'loading') return;
    // The resolution graph (its chunk and its layout) and the other presets (the phase ruled again
    // several times) are below the ruling: each comes after the ruling is painted, in a task of its
    // own, so that the ruling never waits for them. A ruling drawn again meanwhile (the same one,
    // not ruled again) has put others in their place.
    const graph = this.out.querySelector<HTMLElement>('[data-graph]');
    if (graph) {
      afterPaint(() => {
        if (this.last !== r || !graph.isConnected) return;
        void import('./graph-view').then(({ graphSection }) => {
          if (this.last === r && graph.isConnected) graph.replaceChildren(graphSection(r, this.lang) ?? '');
        });
      });
    }
    const others = this.out.querySelector<HTMLElement>('[data-others]');
    if (others && r.input && r.detail) {
      afterPaint(() => {
        if (this.last !== r || !others.isConnected) return;
        others.replaceChildren(...this.others(r, otherRulesets(r.input!)));
        crossHighlight(others);
        others.removeAttribute('aria-busy');
      });
    }
  }

  /**
   * The ruling of a text under a preset: the last one made when it was of the same text and preset
   * (the page's first ruling, drawn again when the board's drawing comes after its texts), else
   * made now. A ruling depends on nothing else: a phase whose variant or game master's chapter is
   * not loaded yet is never ruled (update).
   */
  ruled(text: string, preset: string): DeskRuling {
    const made = this.made;
    if (made && made.text === text && made.preset === preset) return made.ruling;
    this.made = undefined;
    return ruleDesk(text, preset);
  }

  /** A ruling that could not be made: said, with the old ruling taken away; the text stays. */
  fail(e: unknown): void {
    this.last = undefined;
    this.out.replaceChildren();
    this.nextButton.disabled = true;
    for (const b of this.exports) b.disabled = true;
    const why = e instanceof Error ? e.message : String(e);
    this.problems.replaceChildren(h('p', { class: 'desk-problems-title is-error' }, this.w('problemsTitle')), h('ul', { class: 'desk-problem-list is-error' }, h('li', {}, why)));
  }

  /** What the link holds: the phase typed, or the whole game and the phase shown. */
  linkState(): DeskState {
    return this.gameView ? { text: this.gameView.linkText(), preset: this.preset.value, game: { at: this.gameView.at } } : { text: this.text.value, preset: this.preset.value };
  }

  /**
   * The state into the address (a new history entry for a phase or game change, the same one for
   * an edit); undefined, and said, when it is longer than a link may hold: measured before the link is
   * made, never cut.
   */
  async save(how: 'push' | 'replace' = 'replace'): Promise<string | undefined> {
    const state = this.linkState();
    const limit = linkLimitOf(state);
    const tooLong = (length: number, max: number) => {
      this.linkRefused = true;
      this.linkField.hidden = true;
      this.status.textContent = this.w(state.game ? 'linkGameTooLong' : 'linkPhaseTooLong').replace('{length}', length.toLocaleString(this.lang)).replace('{max}', max.toLocaleString(this.lang));
      return undefined;
    };
    if (limit.length > limit.max) return tooLong(limit.length, limit.max);
    const fragment = await encodeDesk(state);
    if (fragment.length > MAX_FRAGMENT) return tooLong(fragment.length, MAX_FRAGMENT);
    // The text fits again: the word that no link could be made goes.
    if (this.linkRefused) this.status.textContent = '';
    this.linkRefused = false;
    if (how === 'push' && location.hash !== `#${fragment}`) history.pushState(null, '', `#${fragment}`);
    else history.replaceState(null, '', `#${fragment}`);
    this.written = location.hash;
    this.linkField.value = location.href;
    return location.href;
  }

  async copy(): Promise<void> {
    const link = await this.save();
    if (!link) return;
    if (this.gameView) this.status.textContent = this.w('linkSize').replace('{length}', link.length.toLocaleString(this.lang)).replace('{max}', MAX_FRAGMENT.toLocaleString(this.lang));
    this.linkField.hidden = false;
    try {
      await navigator.clipboard.writeText(link);
      this.status.textContent = `${this.w('copied')} ${this.gameView ? this.status.textContent : ''}`.trim();
    } catch {
      this.status.textContent = this.w('copyFailed');
      this.linkField.select();
    }
  }

  // ---- problems

  showProblems(r: DeskRuling): void {
    const list = (title: DeskWord, items: FileProblem[], cls: string) =>
      items.length
        ? [
            h('p', { class: `desk-problems-title ${cls}` }, this.w(title)),
            h('ul', { class: `desk-problem-list ${cls}` }, ...items.slice(0, 30).map((p) => this.problemItem(p))),
          ]
        : [];
    this.problems.replaceChildren(...list('problemsTitle', r.problems, 'is-error'), ...list('unreadableTitle', r.unreadable, 'is-warning'));
  }

  problemItem(p: FileProblem): HTMLElement {
    const at = h('button', { type: 'button', class: 'desk-at', 'data-line': String(p.line), 'data-column': String(p.column) }, `${this.w('lineCol')} ${p.line}:${p.column}`);
    at.addEventListener('click', () => this.select(p.line, p.column));
    return h('li', {}, at, ' ', this.problemText(p));
  }

  /** A problem in the page's language: the order reader's facts are rendered here, the rest is English. */
  problemText(p: FileProblem): string {
    if (!p.fact) return p.message;
    let map;
    try {
      map = boardOf({ variant: orderFileVariant(this.text.value) });
    } catch {
      map = boardOf({});
    }
    return render(p.fact, this.lang, { map });
  }

  /** Put the caret at a line and column of the text. */
  select(line: number, column: number): void {
    const lines = this.text.value.split('\n');
    let offset = 0;
    for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
    offset += Math.max(0, column - 1);
    this.text.focus();
    this.text.setSelectionRange(offset, Math.min(offset + 3, this.text.value.length));
  }

  // ---- the ruling

  ruling(r: DeskRuling): Node[] {
    const lang = this.lang;
    if (!r.input) return [];
    const title = h('h2', { id: 'desk-ruling' }, `${phaseTitle(r.input.phase, lang)} — ${PRESET_LABELS[r.input.ruleset ?? '']?.[lang] ?? r.input.ruleset ?? ''}`);
    if (r.refused || !r.detail) return [title, h('p', { class: 'phase-error', role: 'alert' }, this.w('refused'), ' ', r.refused ?? '')];
    const nodes: Node[] = [title, ...this.game(r.input)];
    if (r.input.phase.type === 'bidding') nodes.push(h('p', { class: 'muted' }, this.w('biddingNoMap')));
    if (r.input.orders.length === 0 && r.input.phase.type !== 'bidding') nodes.push(h('p', { class: 'muted' }, this.w('noOrders')));
    // A bidding moves no unit: its outcome is the list under the results.
    if (r.input.phase.type !== 'bidding') nodes.push(this.mapReady() ? this.stepper(r) : h('p', { class: 'muted' }, this.w(this.boards.get(this.board) === 'failed' ? 'mapFailed' : 'loading')));
    // The resolution graph (a chunk of its own, with its layout library) comes in after the ruling.
    if (r.input.phase.type === 'movement') nodes.push(h('div', { 'data-graph': '' }));
    nodes.push(h('h3', { id: 'desk-results' }, this.w('results')), this.results(r), this.after(r), this.handout(r));
    nodes.push(h('h3', { id: 'desk-other-rulesets' }, this.w('otherRulesets')), h('div', { 'data-others': '', 'aria-busy': 'true' }));
    return nodes;
  }

  /** "For the players": the paragraph and the picture files, loaded when first opened (./handout.ts); it stays open from one ruling to the next. */
  handout(r: DeskRuling): HTMLElement {
    const box = h('details', { class: 'desk-handout', 'data-handout': '', ...(this.handoutOpen ? { open: '' } : {}) }, h('summary', {}, this.w('handoutTitle')));
    const fill = () => void import('./handout').then(({ fillHandout }) => this.last === r && !box.dataset.filled && ((box.dataset.filled = '1'), fillHandout(this, box, r)));
    box.addEventListener('toggle', () => {
      this.handoutOpen = box.open;
      if (box.open) fill();
    });
    if (this.handoutOpen) fill();
    return box;
  }

  stepper(r: DeskRuling): HTMLElement {
    const lang = this.lang;
    const detail = r.detail!;
    const steps = detail.explanation;
    const total = steps.length + 1;
    const count = (i: number) => (i === 0 ? this.w('overviewShort') : `${this.w('step')} ${i} ${this.w('of')} ${total - 1}`);
    const phone = window.matchMedia(PHONE).matches;
    const base = { input: r.input!, output: detail.output, explanation: steps, lang, caption: false, crop: true } as const;
    const worded = stepTexts(steps, lang, boardOf(r.input!));
    const items = [undefined, ...steps].map((st, i) => {
      // The overview is drawn with the ruling; a step's picture when its step is first opened (drawStep).
      const draw = () => svgFromTree(renderPhaseTree({ ...base, ...(st ? { step: i - 1, cropToStep: phone } : {}), idPrefix: `desk-s${i}` })) ?? '';
      const map = h('div', { class: 'map' }, i === 0 ? draw() : '');
      if (i > 0) this.undrawn.set(map, draw);
      const stepTitle = st ? worded[i - 1].title : this.w('overview');
      const text = st ? worded[i - 1].text : this.w('overviewText');
      const rules = st?.rules ?? [];
      const sep = lang === 'fr' ? ' : ' : ': ';
      return h(
        'li',
        { class: 'step', id: `desk-step-${i}`, 'data-count': count(i), 'data-title': stepTitle, 'data-orders': (st ? st.orders : r.input!.orders.map((_, k) => k)).join(' ') },
        h(
          'figure',
          {},
          map,
          h(
            'figcaption',
            {},
            h('span', { class: 'step-count' }, count(i)),
            h('strong', { class: 'step-title' }, stepTitle),
            h('p', {}, text),
            rules.length > 0 &&
              h('p', { class: 'step-rules' }, this.w('rules'), sep, ...rules.flatMap((n, k) => [k > 0 ? ', ' : '', h('a', { href: href(lang, `/rules/#rule-${n}`) }, String(n))])),
          ),
        ),
      );
    });
    return h(
      'section',
      { class: 'stepper', 'data-stepper': '', 'aria-label': this.w('theMap') },
      total > 1 && h('p', { class: 'stepper-hint' }, this.w('stepperHint')),
      h(
        'div',
        { class: 'stepper-bar', 'data-bar': '', hidden: '' },
        h('button', { type: 'button', 'data-prev': '', 'aria-label': this.w('previous') }, h('span', { 'aria-hidden': 'true' }, '←'), ` ${this.w('previous')}`),
        h('p', { class: 'stepper-status', 'data-status': '', 'aria-live': 'polite' }, count(0)),
        h('button', { type: 'button', 'data-next': '', 'aria-label': this.w('next') }, `${this.w('next')} `, h('span', { 'aria-hidden': 'true' }, '→')),
      ),
      h('ol', { class: 'steps', 'data-steps': '' }, ...items),
    );
  }

  /** A step's picture, drawn the first time the step is shown. */
  drawStep(step: HTMLElement): void {
    const map = step.querySelector<HTMLElement>(':scope > figure > .map');
    const draw = map && this.undrawn.get(map);
    if (!map || !draw) return;
    this.undrawn.delete(map);
    map.replaceChildren(draw());
  }

    results(r: DeskRuling): HTMLElement {
    const lang = this.lang;
    const word = (x: string) => RESULT_WORDS[x]?.[lang] ?? x;
    const map = boardOf(r.input!);
    const rows = r.detail!.output.orders.map((o, k) => {
      // The page's language only: the desk loads one catalogue (./catalogues.ts).
      const reason = orderReason(r.detail!, k, lang, { ...SITE_TEXT, map }).reason;
      return h(
        'tr',
        { 'data-order-ref': String(k) },
        // The classes the phone's card layout reads (site/styles/casebook.css): the reason on a line of its own.
        h('td', { class: 'power' }, powerLabel(o.power, lang)),
        h('td', {}, h('code', {}, o.text)),
        h('td', { class: `result result-${o.result}`, 'data-result': o.result }, word(o.result)),
        h('td', { class: 'why' }, reason),
      );
    });
    return h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        { class: 'results desk-results' },
        h('thead', {}, h('tr', {}, ...[this.w('power'), this.w('order'), this.w('result'), this.w('reason')].map((x) => h('th', { scope: 'col' }, x)))),
        h('tbody', {}, ...rows),
      ),
    );
  }

  after(r: DeskRuling): HTMLElement {
    const lang = this.lang;
    const out = r.detail!.output;
    const variant = r.input!.variant;
    const placeName = (loc: string, l: typeof lang) => placeNameOn(loc, l, variant);
    const unitName = (unit: string, l: typeof lang) => unitNameOn(unit, l, variant);
    const colon = lang === 'fr' ? ' : ' : ': ';
    const dl = h('dl', { class: 'after desk-after' });
    const add = (term: string, ...dds: string[]) => dl.append(h('dt', {}, term), ...dds.map((d) => h('dd', {}, d)));
    if (out.dislodged.length) {
      add(
        this.w('dislodged'),
        ...out.dislodged.map(
          (d) =>
            `${powerLabel(d.power, lang)} ${unitName(`${d.type} ${d.loc}`, lang)}, ${this.w('attackedFrom')} ${placeName(d.attackerFrom, lang)}${colon}` +
            (d.retreats?.length ? `${this.w('retreatsTo')} ${d.retreats.map((l) => placeName(l, lang)).join(', ')}` : this.w('mustDisband')),
        ),
      );
    }
    if (out.contested.length) add(this.w('standoffs'), out.contested.map((l) => placeName(l, lang)).join(', '));
    if (out.adjustments?.length) {
      add(
        this.w('adjustments'),
        ...out.adjustments.map(
          (a) => `${powerLabel(a.power, lang)}${colon}${a.action === 'build' ? '+' : '−'} ${unitName(`${a.type} ${a.loc}`, lang)}${a.default ? (lang === 'fr' ? ' (d’office)' : ' (by default)') : ''}`,
        ),
      );
    }
    const powers = [...new Set(out.units.map((u) => u.power))];
    add(this.w('positionAfter'), ...powers.map((p) => `${powerLabel(p, lang)}${colon}${out.units.filter((u) => u.power === p).map((u) => unitName(`${u.type} ${u.loc}`, lang)).join(', ')}`));
    if (out.supplyCenters) {
      const sc = Object.entries(out.supplyCenters).filter(([, l]) => l && l.length);
      add(this.w('centresAfter'), ...sc.map(([p, l]) => `${powerLabel(p, lang)} (${l!.length})${colon}${l!.map((c) => placeName(c, lang)).join(', ')}`));
    }
    if (out.winner || out.winnerPlayer) {
      const centres = out.winner ? (out.supplyCenters?.[out.winner]?.length ?? 0) : undefined;
      add(this.w('winnerIs'), `${out.winnerPlayer ? this.playerName(out.winnerPlayer, gameOf(r.input!)) : ''}${out.winnerPlayer && out.winner ? ' — ' : ''}${out.winner ? powerLabel(out.winner, lang) : ''}${centres ? ` (${centres} ${this.w('centres')})` : ''}`);
    }
    this.intimate(r, add);
    if (out.next) add(this.w('nextIs'), phaseTitle(out.next, lang));
    return dl;
  }

  /** Intimate Diplomacy's outcome: home powers, the bidding, credits, control and the verdict. */
  intimate(r: DeskRuling, add: (term: string, ...dds: string[]) => void): void {
    const lang = this.lang;
    const out = r.detail!.output;
    const pairs = (rec: Record<string, string>) => Object.entries(rec).map(([k, v]) => `${k}: ${v}`);
    if (out.home) add(this.w('homePowers'), ...pairs(Object.fromEntries(Object.entries(out.home).map(([pl, p]) => [pl, powerLabel(p, lang)]))));
    if (out.bidding) {
      add(
        this.w('bidding'),
        ...out.bidding.mercenaries.map((m) =>
          m.result === 'won'
            ? `${powerLabel(m.power, lang)}: ${m.player} (${m.price})`
            : m.result === 'anarchy'
              ? `${powerLabel(m.power, lang)}: ${this.w('anarchy')} (${m.bid})`
              : `${powerLabel(m.power, lang)}: ${m.player} ← ${m.from} (${m.price})`,
        ),
      );
      if (out.bidding.overbid.length) add(this.w('overbid'), out.bidding.overbid.join(', '));
    }
    if (out.credits) add(this.w('credits'), ...pairs(Object.fromEntries(Object.entries(out.credits).map(([pl, n]) => [pl, String(n)]))));
    if (out.control) add(this.w('control'), ...Object.entries(out.control).map(([p, c]) => `${powerLabel(p, lang)}: ${'player' in c! ? c.player : this.w('anarchy')}`));
    const v = out.verdict;
    if (v) add(this.w('verdict'), v.result === 'win' ? `${v.winner} (${v.by})` : v.result === 'playOn' ? this.w('playOn') : this.w('draw'));
  }

  /**
   * A player of a game for fewer players by the game's name for it ("the Entente", « l'Entente »),
   * or the powers a book grouping puts together ("Austria/France"); a name given in the file (an
   * Intimate player) as written.
   */
  playerName(id: string, game?: VariantGame): string {
    const powers = id.split('-');
    if (powers.length > 1 && powers.every((p) => game?.control[p] !== undefined)) return powers.map((p) => powerLabel(p, this.lang)).join('/');
    return render(fact('player-name', { id }), this.lang);
  }

  /** Who plays what in a game for fewer players, as the engine reads the phase: players, dormant powers, closed provinces. */
  game(input: PhaseInput): Node[] {
    const lang = this.lang;
    let game: VariantGame | undefined;
    try {
      game = variantGameOf(input);
    } catch {
      return []; // a coin that names no player: the ruling says so
    }
    if (!game) return [];
    const byPlayer = new Map<string, string[]>();
    const dormant: string[] = [];
    for (const [power, c] of Object.entries(game.control)) {
      if (c.kind === 'player') {
        if (c.player !== power) byPlayer.set(c.player, [...(byPlayer.get(c.player) ?? []), powerLabel(power, lang)]);
      } else dormant.push(`${powerLabel(power, lang)} (${this.w(c.reason === 'left-out' ? 'leftOut' : c.reason === 'neutral' ? 'neutral' : 'anarchy')})`);
    }
    const dl = h('dl', { class: 'after desk-game' });
    const add = (term: string, dd: string) => dl.append(h('dt', {}, term), h('dd', {}, dd));
    for (const [player, powers] of byPlayer) add(this.playerName(player, game), powers.join(', '));
    if (dormant.length) add(this.w('dormant'), dormant.join(', '));
    if (game.closed.size) add(this.w('closed'), [...game.closed].map((p) => placeNameOn(p, lang, input.variant)).join(', '));
    return dl.childElementCount ? [dl] : [];
  }

  others(r: DeskRuling, differences: RulesetDifference[]): Node[] {
    const lang = this.lang;
    const word = (x: string) => RESULT_WORDS[x]?.[lang] ?? x;
    if (differences.length === 0) return [h('p', {}, this.w('otherRulesetsNone'))];
    const orders = r.input!.orders;
    return [
      h('p', {}, this.w('otherIntro')),
      ...differences.map((d) =>
        h(
          'div',
          { class: 'ruleset-diff' },
          h('h4', {}, PRESET_LABELS[d.ruleset]?.[lang] ?? d.ruleset),
          d.orders.length > 0 &&
            h(
              'ul',
              {},
              ...d.orders.map((o) =>
                h('li', { 'data-order-ref': String(o.index) }, h('code', {}, orders[o.index]?.text ?? ''), `: ${word(o.reference)} (${this.w('thisRuleset')}) → `, h('strong', {}, word(o.here))),
              ),
            ),
          d.positionDiffers && h('p', {}, this.w('positionDiffers')),
          d.options.length > 0 &&
            h(
              'details',
              { open: '' },
              h('summary', {}, this.w('optionsDiffer')),
              h(
                'ul',
                { lang: 'en' },
                ...d.options.map((o) =>
                  h('li', {}, h('code', {}, o.option), lang === 'fr' ? ` : ${o.about.fr} ; ` : `: ${o.about.en}; `, h('code', {}, o.reference), ' → ', h('code', {}, o.here), o.decisive && h('strong', {}, ` (${this.w('decisive')})`)),
                ),
              ),
            ),
        ),
      ),
    ];
  }
}

const root = document.querySelector<HTMLElement>('[data-desk]');
if (root) void new Desk(root).start();
