// A whole game in the dispute desk (issue 23), loaded on demand with the game readers (Zod): the
// import (paste or files, every format the engine reads), the timeline of the game's phases (back,
// forward, jump), each phase shown as the desk shows a typed one, the published result beside the
// ruling where they differ (the engine's gameReport), an edit ruled again through the later phases
// (replayGame's carryFrom), "Next phase" at the end of the game, the game file out and the game
// link. The phase shown is an order file in the desk's textarea: what is typed there is the phase.

import { carryOver } from '../../engine/adjudicate/index';
import { boardOf } from '../../engine/core';
import { comparePhases, gameReport, importGame, shortPhaseName, importProblemsShown, nextPhaseText, prepareVariant, readGameFile, replayGame, writeGameFile, type GameJson, type GameReportJson, type PhaseReportJson, type PhaseRuling, type ShownProblem } from '../../engine/games';
import { phaseKey, phaseText, settledWhatIf, withNextPhase, withPhase } from '../lib/desk/game';
import { phaseTitle, type Lang } from '../lib/i18n';
import { renderPhase } from '../render/index';
import { h, svgNode } from './dom';
import type { DeskRuling } from '../lib/desk/rule';
import type { DeskWord } from '../lib/desk/words';

/** What the game view needs of the desk (site/desk/page.ts's Desk). */
export interface GameHost {
  readonly root: HTMLElement;
  readonly lang: Lang;
  readonly text: HTMLTextAreaElement;
  readonly preset: HTMLSelectElement;
  readonly out: HTMLElement;
  readonly status: HTMLElement;
  w(key: DeskWord): string;
  mapReady(): boolean;
  /** Rule the text now; `history`: how the address follows ('push' a new entry, 'replace', or 'none'). */
  update(history?: 'push' | 'replace' | 'none'): void;
  /** Rule now a typed edit the debounce still holds; true when there was one. */
  flushEdit(): boolean;
  variants(id: string): Promise<boolean>;
  download(text: string, name: string, type: string): void;
}

const STATUS_WORD: Record<PhaseReportJson['status'], DeskWord> = {
  agrees: 'statusAgrees',
  differs: 'statusDiffers',
  'not-compared': 'statusNotCompared',
  'not-ruled': 'statusNotRuled',
};

/** Read a pasted text or chosen files as a game; the problems (place, phase and what) in the page's language when it cannot be. */
export function readGame(text: string, lang: Lang, companion?: string): { game: GameJson } | { problems: ShownProblem[] } {
  const read = importGame(text, companion !== undefined ? { companion } : {});
  return read.ok ? { game: read.game } : { problems: importProblemsShown(read, lang) };
}

/** A game link's text: the game file (the link holds the whole game). */
export function readLinkedGame(text: string, lang: Lang): { game: GameJson } | { problems: ShownProblem[] } {
  const read = readGameFile(text);
  if (read.ok) return { game: read.value as GameJson };
  return readGame(text, lang);
}

/**
 * A refused import's problem as a list item: where (a line and column of the text, or a JSON pointer;
 * after the file's name when files were chosen), the phase when known, and what is wrong.
 */
export function problemItem(p: ShownProblem, lineWord: string, files: readonly string[] = []): HTMLElement {
  const companion = p.at.startsWith('companion:');
  const at = companion ? p.at.slice('companion:'.length) : p.at;
  const file = files[companion ? 1 : 0];
  const place = /^\d+:\d+$/.test(at) ? `${lineWord} ${at}` : at;
  return h('li', {}, h('span', { class: 'desk-problem-at' }, `${file ? `${file} ` : ''}${place}${p.phase ? ` (${p.phase})` : ''}`), ' ', p.text);
}

export class GameView {
  readonly bar: HTMLElement;
  readonly list: HTMLOListElement;
  readonly jump: HTMLSelectElement;
  readonly prev: HTMLButtonElement;
  readonly forward: HTMLButtonElement;
  readonly summary: HTMLElement;
  rulings: PhaseRuling[] = [];
  report?: GameReportJson;
  at = 0;
  /** The phase as shown before any typing: an edit is a text that rules to another phase. */
  baseline?: string;
  /** The text the desk put in for the phase shown (its draft aside). */
  shownText?: string;
  /** Texts typed into a phase that do not rule, by phase name ("F1901M"): never lost to a click. */
  readonly drafts = new Map<string, string>();

  constructor(
    readonly desk: GameHost,
    public game: GameJson,
  ) {
    const q = <T extends HTMLElement>(sel: string) => desk.root.querySelector<T>(sel)!;
    this.bar = q('[data-game]');
    this.list = q('[data-timeline]');
    this.jump = q('[data-game-jump]');
    this.prev = q('[data-game-prev]');
    this.forward = q('[data-game-forward]');
    this.summary = q('[data-game-summary]');
    this.prev.onclick = () => {
      this.desk.flushEdit();
      this.show(this.at - 1);
    };
    this.forward.onclick = () => {
      this.desk.flushEdit();
      this.show(this.at + 1);
    };
    this.jump.onchange = () => this.show(this.afterEdit(Number(this.jump.value)));
    q<HTMLButtonElement>('[data-export-game]').onclick = () => this.desk.download(writeGameFile(this.game), `${this.fileName()}.json`, 'application/json');
  }

  fileName(): string {
    const o = this.game.origin;
    return `game-${(o?.id ?? o?.name ?? o?.format ?? 'desk').replace(/[^A-Za-z0-9_-]+/g, '-')}`;
  }

  /** Rule the whole game (under the page's rules) and report it in the page's language. */
  replay(): void {
    const ruleset = this.desk.preset.value;
    // One replay: the timeline's rulings and the report of them.
    const replay = replayGame(this.game, { ruleset });
    this.rulings = replay.rulings;
    this.report = gameReport(this.game, this.desk.lang, { ruleset, replay });
    this.drawTimeline();
  }

  /** The game file without spaces, as the link holds it (written again only when the game changes). */
  linkText(): string {
    if (this.linked?.game !== this.game) this.linked = { game: this.game, text: JSON.stringify(JSON.parse(writeGameFile(this.game))) };
    return this.linked.text;
  }

  linked?: { game: GameJson; text: string };

  /** Open the game at phase `at`. */
  async open(at: number, history: 'push' | 'replace' | 'none' = 'replace'): Promise<void> {
    if (this.game.variant && this.game.variant !== 'standard') await prepareVariant(this.game.variant);
    if (this.game.ruleset && Array.from(this.desk.preset.options).some((o) => o.value === this.game.ruleset)) this.desk.preset.value = this.game.ruleset;
    this.replay();
    this.bar.hidden = false;
    this.show(at, history);
  }

  /**
   * Phase `at` of the timeline as it was clicked, once a typed edit the debounce still held is ruled
   * (the desk's flushEdit): the what-if may add or take away phases after the one edited (a
   * retreat phase), so the phase is found again by its name.
   */
  afterEdit(at: number): number {
    const target = this.rulings[at]?.phase;
    if (!this.desk.flushEdit() || !target) return at;
    const found = this.rulings.findIndex((r) => comparePhases(r.phase, target) === 0);
    return found >= 0 ? found : Math.min(at, this.rulings.length - 1);
  }

  /** Show phase `at` of the timeline: its text in the desk, ruled and drawn. */
  show(at: number, history: 'push' | 'replace' | 'none' = 'push', text?: string): void {
    if (!this.rulings.length) return;
    this.at = Math.max(0, Math.min(at, this.rulings.length - 1));
    this.baseline = undefined;
    const draft = this.drafts.get(this.nameAt(this.at));
    this.shownText = text ?? phaseText(this.rulings[this.at].input, this.desk.lang);
    this.desk.text.value = draft ?? this.shownText;
    this.drawTimeline();
    this.desk.update(history);
  }

  nameAt(at: number): string {
    const r = this.rulings[at];
    return r ? shortPhaseName(r.phase) : '';
  }

  /** "Next phase": the following phase of the timeline, or at its end a new phase from the last ruling's board. */
  next(): void {
    this.desk.flushEdit();
    if (this.at < this.rulings.length - 1) return this.show(this.at + 1);
    const last = this.rulings[this.at];
    if (!last?.detail?.output.next) return;
    const { ruleset: _r, ...input } = last.input;
    const following = { ...carryOver(input, last.detail.output), orders: [] };
    this.game = withNextPhase(this.game, following);
    this.replay();
    this.show(this.rulings.length - 1, 'push', nextPhaseText(input, last.detail.output, this.desk.lang));
  }

  /** The rules menu changed: the whole game is ruled again under them. */
  rulesChanged(): void {
    this.game = { ...this.game, ruleset: this.desk.preset.value };
    this.replay();
  }

  /**
   * The desk ruled the text of the phase shown: the first ruling is the phase as loaded; a later one
   * that rules another phase is an edit, and the phases after it are ruled again from the boards
   * the rulings leave (a what-if). Then the record beside the ruling.
   */
  ruled(r: DeskRuling): void {
    const ruling = this.rulings[this.at];
    // A phase's text edited so that it no longer rules (a mistake in it) cannot go into the game: it
    // is kept as that phase's draft, shown again when the phase is, until it rules.
    const typed = this.desk.text.value;
    if (ruling && (!r.input || !r.detail) && typed !== this.shownText) this.drafts.set(this.nameAt(this.at), typed);
    else if (ruling && r.detail) this.drafts.delete(this.nameAt(this.at));
    if (!ruling || !r.input) return;
    const key = phaseKey(r.input);
    if (this.baseline === undefined) this.baseline = key;
    else if (key !== this.baseline && ruling.index !== undefined && r.detail) {
      const index = ruling.index;
      const edited = withPhase(this.game, index, r.input);
      const whatIf = replayGame(edited, { ruleset: this.desk.preset.value, carryFrom: index }).rulings;
      this.game = settledWhatIf(edited, whatIf, index);
      this.replay();
      this.at = this.rulings.findIndex((x) => x.index === index);
      this.baseline = key;
      this.drawTimeline();
      this.desk.status.textContent = this.desk.w('whatIf');
    }
    // Beside the ruling, under its title: a difference with the record is what a dispute is about.
    const record = h('section', { class: 'desk-record', 'aria-labelledby': 'desk-record' }, ...this.record(r));
    const title = this.desk.out.querySelector('#desk-ruling');
    if (title) title.after(record);
    else this.desk.out.append(record);
  }

  drawTimeline(): void {
    const lang = this.desk.lang;
    const phases = this.report?.phases ?? [];
    this.list.replaceChildren(
      ...this.rulings.map((r, i) => {
        const status = phases[i]?.status ?? 'not-ruled';
        const b = h(
          'button',
          { type: 'button', class: `desk-phase is-${status}`, 'data-phase': String(i), title: `${phaseTitle(r.phase, lang)}: ${this.desk.w(STATUS_WORD[status])}`, ...(i === this.at ? { 'aria-current': 'step' } : {}) },
          phases[i]?.name ?? String(i + 1),
        );
        b.onclick = () => this.show(this.afterEdit(i));
        return h('li', {}, b);
      }),
    );
    this.jump.replaceChildren(...this.rulings.map((r, i) => h('option', { value: String(i), ...(i === this.at ? { selected: '' } : {}) }, `${phases[i]?.name ?? ''} — ${phaseTitle(r.phase, lang)} (${this.desk.w(STATUS_WORD[phases[i]?.status ?? 'not-ruled'])})`)));
    this.jump.value = String(this.at);
    this.prev.disabled = this.at === 0;
    this.forward.disabled = this.at >= this.rulings.length - 1;
    const origin = this.game.origin;
    this.summary.textContent = `${origin?.name ?? origin?.id ?? ''}${origin ? ` (${origin.format})` : ''}${origin ? ' — ' : ''}${this.report?.summary.text ?? ''}`;
  }

  /** The record beside the ruling: agrees, or each difference, the casebook's side, who agrees with the record, and the record's board drawn. */
  record(r: DeskRuling): Node[] {
    const p = this.report?.phases[this.at];
    const ruling = this.rulings[this.at];
    if (!p || !ruling) return [];
    const out: Node[] = [h('h3', { id: 'desk-record' }, this.desk.w('recordTitle'))];
    if (ruling.index === undefined) out.push(h('p', { class: 'muted' }, this.desk.w('inserted')));
    if (p.status === 'not-ruled') return [...out, h('p', { class: 'phase-error', role: 'alert' }, this.desk.w('notRuled'), ' ', p.error ?? '')];
    if (p.status === 'agrees') return [...out, h('p', { 'data-record': 'agrees' }, this.desk.w('recordAgrees'))];
    if (p.status === 'not-compared') return [...out, h('p', { class: 'muted', 'data-record': 'not-compared' }, this.desk.w('recordNotCompared'))];
    out.push(h('p', {}, this.desk.w('recordDiffers')), h('ul', { class: 'desk-differences', 'data-record': 'differs' }, ...p.differences.map((d) => h('li', {}, d.text))));
    if (p.explanation) {
      out.push(
        h('h4', {}, this.desk.w('casebookSide')),
        h('ul', {}, ...p.explanation.orders.map((o) => h('li', { 'data-order-ref': String(o.index) }, h('code', {}, o.text), ` — ${o.reason}`))),
      );
      if (p.explanation.steps.length) out.push(h('ol', {}, ...p.explanation.steps.map((s) => h('li', {}, h('strong', {}, s.title ?? ''), ' ', s.text ?? ''))));
    }
    if (p.agreement) out.push(h('h4', {}, this.desk.w('whoAgrees')), h('ul', { 'data-agreement': '' }, ...p.agreement.text.map((t) => h('li', {}, t))));
    const published = ruling.index !== undefined ? this.game.phases[ruling.index]?.published : undefined;
    if (published?.units && r.input && this.desk.mapReady()) {
      const after = r.detail?.output.next ?? r.input.phase;
      const input = { ...r.input, phase: after, units: published.units, orders: [], dislodged: undefined, contested: undefined, supplyCenters: published.supplyCenters ?? r.input.supplyCenters };
      try {
        boardOf(input);
        const svg = svgNode(renderPhase({ input, lang: this.desk.lang, crop: false, caption: false, idPrefix: 'desk-record' }));
        if (svg) out.push(h('figure', { class: 'desk-record-map' }, h('div', { class: 'map' }, svg), h('figcaption', {}, this.desk.w('recordBoard'))));
      } catch {
        // A board the renderer cannot draw: the differences above stand without the picture.
      }
    }
    return out;
  }
}
