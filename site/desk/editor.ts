// The dispute desk's board editor (site/desk/page.ts loads it when it is first opened): a
// whole-board map where a click picks a province, and three menus (province, unit, centre owner)
// that change the phase; the phase is written back into the text as an order file, which the desk
// then rules as if typed. The menus follow the phase's board.
import { renderPhase } from '../render/index';
import { boardOf, type PhaseInput } from '../../engine/core';
import type { GameMap } from '../../engine/map/index';
import { editedText, ownerOf, placeUnit, setOwner, unitChoices, unitIn } from '../lib/desk/edit';
import { placeName as placeNameOn } from '../lib/names';
import { powerLabel } from '../lib/powers';
import { h, svgNode } from './dom';
import type { DeskRuling } from '../lib/desk/rule';
import type { DeskWord } from '../lib/desk/words';
import type { BoardId } from '../render/board';
import type { Lang } from '../lib/i18n';

/** What the editor needs of the desk that opens it (site/desk/page.ts's Desk). */
export interface EditorHost {
  readonly root: HTMLElement;
  readonly lang: Lang;
  readonly text: HTMLTextAreaElement;
  readonly board: BoardId;
  readonly last?: DeskRuling;
  update(): void;
  mapReady(): boolean;
  w(key: DeskWord): string;
}

/**
 * The board editor: a whole-board map where a click picks a province, and three selects (province,
 * unit, centre owner) that change the phase; the phase is written back into the text as an order
 * file, which is then ruled as if typed.
 */
export class Editor {
  readonly panel: HTMLElement;
  readonly map: HTMLElement;
  readonly blocked: HTMLElement;
  readonly province: HTMLSelectElement;
  readonly unit: HTMLSelectElement;
  readonly owner: HTMLSelectElement;

  constructor(readonly desk: EditorHost) {
    const q = <T extends HTMLElement>(sel: string) => desk.root.querySelector<T>(sel)!;
    this.panel = q('[data-editor]');
    this.map = q('[data-editor-map]');
    this.blocked = q('[data-editor-blocked]');
    this.province = q('[data-edit-province]');
    this.unit = q('[data-edit-unit]');
    this.owner = q('[data-edit-owner]');
    this.map.addEventListener('click', (e) => {
      // A label or a unit may lie over the province's shape: the first thing under the pointer
      // that names a province.
      const under = document.elementsFromPoint(e.clientX, e.clientY).find((el) => this.map.contains(el) && el.closest('[data-province]'));
      const hit = under?.closest('[data-province]')?.getAttribute('data-province')?.split(' ')[0];
      if (hit && this.boardMap()?.province(hit)) {
        this.province.value = hit;
        this.draw();
      }
    });
    this.province.addEventListener('change', () => this.draw());
    this.unit.addEventListener('change', () => this.apply((input) => placeUnit(input, this.desk.last?.detail?.output, this.province.value, this.unit.value)));
    this.owner.addEventListener('change', () => this.apply((input) => setOwner(input, this.province.value, this.owner.value)));
  }

  /** Open or close the panel (the desk's "Edit the board" button). */
  toggle(button: HTMLButtonElement): void {
    this.panel.hidden = !this.panel.hidden;
    button.setAttribute('aria-pressed', String(!this.panel.hidden));
    this.draw();
  }

  /** The board of the phase in the text (absent while the text cannot be read). */
  boardMap(): GameMap | undefined {
    const input = this.desk.last?.input;
    return input ? boardOf(input) : undefined;
  }

  /** The province menu lists the board's provinces by name, built again when the board changes. */
  provinces(map: GameMap, variant: string | undefined): void {
    if (this.province.dataset.board === this.desk.board) return;
    const lang = this.desk.lang;
    const picked = this.province.value;
    const list = [...map.provinceIds].map((id) => ({ id, name: placeNameOn(id, lang, variant) })).sort((a, b) => a.name.localeCompare(b.name, lang));
    this.province.replaceChildren(...list.map((p) => h('option', { value: p.id }, p.name)));
    if (map.province(picked)) this.province.value = picked;
    this.province.dataset.board = this.desk.board;
  }

  /** Change the phase and write it back into the text, keeping what was typed around it; the desk rules it as if typed. */
  apply(change: (input: PhaseInput) => PhaseInput): void {
    const input = this.desk.last?.input;
    if (!input) return;
    const { ruleset: _ruleset, ...next } = change(input);
    this.desk.text.value = editedText(this.desk.text.value, input, next, this.desk.lang);
    this.desk.update();
  }

  draw(): void {
    if (this.panel.hidden) return;
    const lang = this.desk.lang;
    const input = this.desk.last?.input;
    this.blocked.hidden = Boolean(input);
    for (const s of [this.unit, this.owner]) s.disabled = !input;
    if (!input) return;
    const map = boardOf(input);
    this.provinces(map, input.variant);
    const picked = this.province.value;
    const svg = this.desk.mapReady() ? svgNode(renderPhase({ input, lang, crop: false, caption: false, idPrefix: 'desk-edit' })) : undefined;
    svg?.querySelectorAll(`path[data-province="${CSS.escape(picked)}"]`).forEach((p) => p.classList.add('is-picked'));
    this.map.replaceChildren(svg ?? '');
    const name = (type: string, loc: string) => `${type === 'A' ? this.desk.w('army') : this.desk.w('fleet')}${loc.includes('/') ? ` (${placeNameOn(loc, lang, input.variant)})` : ''}`;
    this.unit.replaceChildren(
      h('option', { value: '' }, this.desk.w('none')),
      ...unitChoices(map, picked).map((c) => h('option', { value: c.value }, `${powerLabel(c.unit.power, lang)} — ${name(c.unit.type, c.unit.loc)}`)),
    );
    this.unit.value = unitIn(input, picked);
    const centre = map.province(picked)?.supplyCenter === true;
    this.owner.replaceChildren(h('option', { value: '' }, this.desk.w('none')), ...map.powers.map((p) => h('option', { value: p }, powerLabel(p, lang))));
    this.owner.value = ownerOf(input, picked);
    this.owner.disabled = !centre;
  }
}
