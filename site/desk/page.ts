// The dispute desk in the browser (/desk/, /fr/desk/): the order file typed in the textarea is
// ruled as the user types (site/lib/desk/rule.ts), drawn with the case pages' renderer and
// stepper, and kept in the page's address (engine/cli/desk-link.ts) so that the link is the ruling.
// Everything from the text or the link goes into the page as text nodes (./dom.ts).

import mapUrl from '../map/standard.svg?url';
import { renderPhase } from '../render/index';
import { useBaseMapSvg } from '../render/base-map';
import { crossHighlight, enhance } from '../components/stepper-client';
import { nextPhaseText, otherRulesets, ruleDesk, spring1901Text, type DeskRuling } from '../lib/desk/rule';
import { decodeDesk, encodeDesk, type LinkProblem } from '../../engine/cli/desk-link';
import { dt, type DeskWord } from '../lib/desk/words';
import { PRESET_LABELS, RESULT_WORDS, href, phaseTitle, t, type Lang } from '../lib/i18n';
import { powerLabel } from '../lib/powers';
import { placeName, unitName } from '../lib/names';
import { reasons, stepTexts } from '../lib/reasons';
import { h, svgNode } from './dom';
import { ownerOf, placeUnit, setOwner, unitChoices, unitIn } from '../lib/desk/edit';
import { formatOrderFile } from '../../engine/cli/order-file';
import { deskCaseYaml } from '../lib/desk/export';
import { standardMap, type PhaseInput } from '../../engine/index';
import type { FileProblem } from '../../engine/cli/order-file';
import type { RulesetDifference } from '../../engine/adjudicate/compare';
import type { Power } from '../../engine/map/types';

const LINK_WORDS: Record<LinkProblem, DeskWord> = {
  'too-long': 'linkTooLong',
  'unknown-version': 'linkUnknown',
  corrupt: 'linkCorrupt',
  truncated: 'linkTruncated',
  'unknown-preset': 'linkPreset',
};

const PHONE = '(max-width: 600px)';

const slug = (r: DeskRuling) => (r.input ? `${r.input.phase.season}-${r.input.phase.year}-${r.input.phase.type}` : 'phase');

/** Save a text as a file: made here, nothing is sent anywhere. */
function download(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: name, hidden: '' });
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

class Desk {
  readonly lang: Lang;
  readonly text: HTMLTextAreaElement;
  readonly preset: HTMLSelectElement;
  readonly out: HTMLElement;
  readonly problems: HTMLElement;
  readonly notice: HTMLElement;
  readonly status: HTMLElement;
  readonly nextButton: HTMLButtonElement;
  readonly linkField: HTMLInputElement;
  readonly exports: HTMLButtonElement[];
  mapReady = false;
  last?: DeskRuling;
  timer?: number;
  /** The fragment the desk itself last wrote. */
  written = '';
  readonly editor: Editor;

  constructor(readonly root: HTMLElement) {
    this.lang = root.dataset.lang === 'fr' ? 'fr' : 'en';
    const q = <T extends HTMLElement>(sel: string) => root.querySelector<T>(sel)!;
    this.text = q('[data-text]');
    this.preset = q('[data-preset]');
    this.out = q('[data-output]');
    this.problems = q('[data-problems]');
    this.notice = q('[data-notice]');
    this.status = q('[data-status-line]');
    this.nextButton = q('[data-next-phase]');
    this.linkField = q('[data-link]');
    const yamlButton = q<HTMLButtonElement>('[data-export-yaml]');
    const jsonButton = q<HTMLButtonElement>('[data-export-json]');
    this.exports = [yamlButton, jsonButton];
    yamlButton.addEventListener('click', () => {
      const r = this.last;
      if (r?.input && r.detail) void deskCaseYaml(r.input, r.detail).then((text) => download(text, `desk-${slug(r)}.yaml`, 'application/yaml'));
    });
    jsonButton.addEventListener('click', () => {
      const r = this.last;
      if (r?.input) download(`${JSON.stringify(r.input, null, 2)}\n`, `desk-${slug(r)}.json`, 'application/json');
    });
    q<HTMLButtonElement>('[data-start]').addEventListener('click', () => this.load(spring1901Text()));
    this.nextButton.addEventListener('click', () => this.next());
    q<HTMLButtonElement>('[data-copy]').addEventListener('click', () => void this.copy());
    this.text.addEventListener('input', () => {
      window.clearTimeout(this.timer);
      this.timer = window.setTimeout(() => this.update(), 250);
    });
    this.preset.addEventListener('change', () => this.update());
    this.editor = new Editor(this);
  }

  w(key: DeskWord): string {
    return dt(key, this.lang);
  }

  async start(): Promise<void> {
    const map = fetch(mapUrl)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
      .then((svg) => {
        useBaseMapSvg(svg);
        this.mapReady = true;
      })
      .catch(() => undefined);
    await this.fromAddress();
    // A desk link pasted into this tab's address bar changes only the fragment.
    window.addEventListener('hashchange', () => {
      if (location.hash !== this.written) void this.fromAddress().then(() => this.update(false));
    });
    this.root.classList.add('is-ready');
    this.update(false);
    await map;
    this.update(false);
  }

  /** The state in the address, or Spring 1901; a link that cannot be read fully says why. */
  async fromAddress(): Promise<void> {
    this.notice.replaceChildren();
    if (location.hash.length > 1) {
      const got = await decodeDesk(location.hash);
      this.text.value = got.state?.text ?? spring1901Text();
      if (got.state) this.preset.value = got.state.preset;
      if (got.problem) this.notice.replaceChildren(h('p', { class: 'desk-notice', role: 'alert' }, this.w(LINK_WORDS[got.problem])));
    } else {
      this.text.value = spring1901Text();
    }
    this.written = location.hash;
  }

  load(text: string): void {
    this.text.value = text;
    this.notice.replaceChildren();
    this.update();
    this.text.focus();
  }

  next(): void {
    const r = this.last;
    if (r?.input && r.detail) this.load(nextPhaseText(r.input, r.detail));
  }

  /** Rule the text and redraw; `save` writes the state into the address. */
  update(save = true): void {
    const t0 = performance.now();
    const r = ruleDesk(this.text.value, this.preset.value);
    this.last = r;
    if (r.input?.ruleset && r.input.ruleset !== this.preset.value) this.preset.value = r.input.ruleset;
    this.showProblems(r);
    this.out.replaceChildren(...this.ruling(r));
    crossHighlight(this.out);
    this.out.querySelectorAll<HTMLElement>('[data-stepper]').forEach((s) => enhance(s, { useHash: false }));
    this.nextButton.disabled = !r.detail;
    for (const b of this.exports) b.disabled = !r.detail;
    this.editor.draw();
    this.root.dataset.ms = String(Math.round(performance.now() - t0));
    if (save) void this.save();
    // The other presets rule the phase again several times: after the ruling is on screen.
    const others = this.out.querySelector<HTMLElement>('[data-others]');
    if (others && r.input && r.detail) {
      window.setTimeout(() => {
        if (this.last !== r) return;
        others.replaceChildren(...this.others(r, otherRulesets(r.input!)));
        crossHighlight(others);
        others.removeAttribute('aria-busy');
      }, 0);
    }
  }

  async save(): Promise<string> {
    const fragment = await encodeDesk({ text: this.text.value, preset: this.preset.value });
    history.replaceState(null, '', `#${fragment}`);
    this.written = location.hash;
    this.linkField.value = location.href;
    return location.href;
  }

  async copy(): Promise<void> {
    const link = await this.save();
    this.linkField.hidden = false;
    try {
      await navigator.clipboard.writeText(link);
      this.status.textContent = this.w('copied');
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
    return h('li', {}, at, ' ', p.message);
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
    const nodes: Node[] = [title];
    if (r.input.orders.length === 0) nodes.push(h('p', { class: 'muted' }, this.w('noOrders')));
    if (this.mapReady) nodes.push(this.stepper(r));
    else nodes.push(h('p', { class: 'muted' }, this.w('loading')));
    nodes.push(h('h3', { id: 'desk-results' }, t('results', lang)), this.results(r), this.after(r));
    nodes.push(h('h3', { id: 'desk-other-rulesets' }, t('otherRulesets', lang)), h('div', { 'data-others': '', 'aria-busy': 'true' }));
    return nodes;
  }

  stepper(r: DeskRuling): HTMLElement {
    const lang = this.lang;
    const detail = r.detail!;
    const steps = detail.explanation;
    const total = steps.length + 1;
    const count = (i: number) => (i === 0 ? t('overviewShort', lang) : `${t('step', lang)} ${i} ${t('of', lang)} ${total - 1}`);
    const phone = window.matchMedia(PHONE).matches;
    const base = { input: r.input!, output: detail.output, explanation: steps, lang, caption: false, crop: true } as const;
    const worded = stepTexts(steps, lang);
    const items = [undefined, ...steps].map((st, i) => {
      const svg = svgNode(renderPhase({ ...base, ...(st ? { step: i - 1, cropToStep: phone } : {}), idPrefix: `desk-s${i}` }));
      const stepTitle = st ? worded[i - 1].title : t('overview', lang);
      const text = st ? worded[i - 1].text : t('overviewText', lang);
      const rules = st?.rules ?? [];
      const sep = lang === 'fr' ? ' : ' : ': ';
      return h(
        'li',
        { class: 'step', id: `desk-step-${i}`, 'data-count': count(i), 'data-title': stepTitle, 'data-orders': (st ? st.orders : r.input!.orders.map((_, k) => k)).join(' ') },
        h(
          'figure',
          {},
          h('div', { class: 'map' }, svg ?? ''),
          h(
            'figcaption',
            {},
            h('span', { class: 'step-count' }, count(i)),
            h('strong', { class: 'step-title' }, stepTitle),
            h('p', {}, text),
            rules.length > 0 &&
              h('p', { class: 'step-rules' }, t('rules', lang), sep, ...rules.flatMap((n, k) => [k > 0 ? ', ' : '', h('a', { href: href(lang, `/rules/#rule-${n}`) }, String(n))])),
          ),
        ),
      );
    });
    return h(
      'section',
      { class: 'stepper', 'data-stepper': '', 'aria-label': t('theMap', lang) },
      total > 1 && h('p', { class: 'stepper-hint' }, t('stepperHint', lang)),
      h(
        'div',
        { class: 'stepper-bar', 'data-bar': '', hidden: '' },
        h('button', { type: 'button', 'data-prev': '', 'aria-label': t('previous', lang) }, h('span', { 'aria-hidden': 'true' }, '←'), ` ${t('previous', lang)}`),
        h('p', { class: 'stepper-status', 'data-status': '', 'aria-live': 'polite' }, count(0)),
        h('button', { type: 'button', 'data-next': '', 'aria-label': t('next', lang) }, `${t('next', lang)} `, h('span', { 'aria-hidden': 'true' }, '→')),
      ),
      h('ol', { class: 'steps', 'data-steps': '' }, ...items),
    );
  }

  results(r: DeskRuling): HTMLElement {
    const lang = this.lang;
    const word = (x: string) => RESULT_WORDS[x]?.[lang] ?? x;
    const rows = r.detail!.output.orders.map((o, k) => {
      const reason = reasons(r.detail!, k);
      return h(
        'tr',
        { 'data-order-ref': String(k) },
        h('td', {}, powerLabel(o.power, lang)),
        h('td', {}, h('code', {}, o.text)),
        h('td', { class: `result result-${o.result}`, 'data-result': o.result }, word(o.result)),
        h('td', lang === 'fr' && reason.fr === reason.en ? { lang: 'en' } : {}, reason[lang]),
      );
    });
    return h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        { class: 'results desk-results' },
        h('thead', {}, h('tr', {}, ...[t('power', lang), t('order', lang), this.w('result'), t('reason', lang)].map((x) => h('th', { scope: 'col' }, x)))),
        h('tbody', {}, ...rows),
      ),
    );
  }

  after(r: DeskRuling): HTMLElement {
    const lang = this.lang;
    const out = r.detail!.output;
    const colon = lang === 'fr' ? ' : ' : ': ';
    const dl = h('dl', { class: 'after desk-after' });
    const add = (term: string, ...dds: string[]) => dl.append(h('dt', {}, term), ...dds.map((d) => h('dd', {}, d)));
    if (out.dislodged.length) {
      add(
        t('dislodged', lang),
        ...out.dislodged.map(
          (d) =>
            `${powerLabel(d.power, lang)} ${unitName(`${d.type} ${d.loc}`, lang)}, ${t('attackedFrom', lang)} ${placeName(d.attackerFrom, lang)}${colon}` +
            (d.retreats?.length ? `${t('retreatsTo', lang)} ${d.retreats.map((l) => placeName(l, lang)).join(', ')}` : t('mustDisband', lang)),
        ),
      );
    }
    if (out.contested.length) add(t('standoffs', lang), out.contested.map((l) => placeName(l, lang)).join(', '));
    if (out.adjustments?.length) {
      add(
        t('adjustments', lang),
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
    if (out.winner) add(powerLabel(out.winner, lang), this.w('winner'));
    if (out.next) add(this.w('nextIs'), phaseTitle(out.next, lang));
    return dl;
  }

  others(r: DeskRuling, differences: RulesetDifference[]): Node[] {
    const lang = this.lang;
    const word = (x: string) => RESULT_WORDS[x]?.[lang] ?? x;
    if (differences.length === 0) return [h('p', {}, t('otherRulesetsNone', lang))];
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
          d.positionDiffers && h('p', {}, t('positionDiffers', lang)),
          d.options.length > 0 &&
            h(
              'details',
              { open: '' },
              h('summary', {}, t('optionsDiffer', lang)),
              h(
                'ul',
                { lang: 'en' },
                ...d.options.map((o) =>
                  h('li', {}, h('code', {}, o.option), lang === 'fr' ? ` : ${o.about.fr} ; ` : `: ${o.about.en}; `, h('code', {}, o.reference), ' → ', h('code', {}, o.here), o.decisive && h('strong', {}, ` (${t('decisive', lang)})`)),
                ),
              ),
            ),
        ),
      ),
    ];
  }
}

/**
 * The board editor: a whole-board map where a click picks a province, and three selects (province,
 * unit, centre owner) that change the phase; the phase is written back into the text as an order
 * file, which is then ruled as if typed.
 */
class Editor {
  readonly panel: HTMLElement;
  readonly map: HTMLElement;
  readonly blocked: HTMLElement;
  readonly toggle: HTMLButtonElement;
  readonly province: HTMLSelectElement;
  readonly unit: HTMLSelectElement;
  readonly owner: HTMLSelectElement;

  constructor(readonly desk: Desk) {
    const q = <T extends HTMLElement>(sel: string) => desk.root.querySelector<T>(sel)!;
    this.panel = q('[data-editor]');
    this.map = q('[data-editor-map]');
    this.blocked = q('[data-editor-blocked]');
    this.toggle = q('[data-edit-toggle]');
    this.province = q('[data-edit-province]');
    this.unit = q('[data-edit-unit]');
    this.owner = q('[data-edit-owner]');
    this.toggle.addEventListener('click', () => {
      this.panel.hidden = !this.panel.hidden;
      this.toggle.setAttribute('aria-pressed', String(!this.panel.hidden));
      this.draw();
    });
    this.map.addEventListener('click', (e) => {
      // A label or a unit may lie over the province's shape: the first thing under the pointer
      // that names a province.
      const under = document.elementsFromPoint(e.clientX, e.clientY).find((el) => this.map.contains(el) && el.closest('[data-province]'));
      const hit = under?.closest('[data-province]')?.getAttribute('data-province')?.split(' ')[0];
      if (hit && standardMap.province(hit)) {
        this.province.value = hit;
        this.draw();
      }
    });
    this.province.addEventListener('change', () => this.draw());
    this.unit.addEventListener('change', () => this.apply((input) => placeUnit(input, this.desk.last?.detail?.output, this.province.value, this.unit.value)));
    this.owner.addEventListener('change', () => this.apply((input) => setOwner(input, this.province.value, this.owner.value as Power | '')));
  }

  /** Change the phase and write it back as the text; the desk rules it as if typed. */
  apply(change: (input: PhaseInput) => PhaseInput): void {
    const input = this.desk.last?.input;
    if (!input) return;
    const { ruleset: _ruleset, ...next } = change(input);
    this.desk.text.value = formatOrderFile(next);
    this.desk.update();
  }

  draw(): void {
    if (this.panel.hidden) return;
    const lang = this.desk.lang;
    const input = this.desk.last?.input;
    this.blocked.hidden = Boolean(input);
    for (const s of [this.unit, this.owner]) s.disabled = !input;
    if (!input) return;
    const picked = this.province.value;
    const svg = this.desk.mapReady ? svgNode(renderPhase({ input, lang, crop: false, caption: false, idPrefix: 'desk-edit' })) : undefined;
    svg?.querySelectorAll(`path[data-province="${CSS.escape(picked)}"]`).forEach((p) => p.classList.add('is-picked'));
    this.map.replaceChildren(svg ?? '');
    const name = (type: string, loc: string) => `${type === 'A' ? this.desk.w('army') : this.desk.w('fleet')}${loc.includes('/') ? ` (${placeName(loc, lang)})` : ''}`;
    this.unit.replaceChildren(
      h('option', { value: '' }, this.desk.w('none')),
      ...unitChoices(picked).map((c) => h('option', { value: c.value }, `${powerLabel(c.unit.power, lang)} — ${name(c.unit.type, c.unit.loc)}`)),
    );
    this.unit.value = unitIn(input, picked);
    const centre = standardMap.province(picked)?.supplyCenter === true;
    this.owner.replaceChildren(h('option', { value: '' }, this.desk.w('none')), ...standardMap.powers.map((p) => h('option', { value: p }, powerLabel(p, lang))));
    this.owner.value = ownerOf(input, picked);
    this.owner.disabled = !centre;
  }
}

const root = document.querySelector<HTMLElement>('[data-desk]');
if (root) void new Desk(root).start();
