// webDiplomacy's game archive: a game's `history.json` with its map's `variant.json`, as the site's
// static game files give them (webDiplomacy, doc/gamedata/02-spec.md, §2.1 and §2.4; read for the
// format only, the site's code is not used here).
//
//   variant.json  { variantID, name: "Classic", countries: [{ countryID, name }],
//                   territories: [{ id, name: "Spain (North Coast)", type, supply, coast, coastParentID }] }
//   history.json  { phases: [ { turn, phase: "Diplomacy" | "Retreats" | "Builds" | "Finished", turnText: "Spring, 1901",
//                   units: [{ countryID, type: "Army", terrID, retreating }], centers: [{ terrID, countryID }],
//                   orders: [{ countryID, terrID, unitType, type: "Move", toTerrID, fromTerrID, viaConvoy,
//                              success, dislodged }] } ] }
//
// A phase's units and centres are the board it starts from (retreating units: the dislodged ones);
// what it did is its orders' success and dislodged flags and the next phase's board. The older API
// wrote the flags "Yes"/"No", the archive true/false: both are read. Territories are matched to the
// board by name ("Skagerrack" is webDiplomacy's spelling; its Bulgaria "North Coast" is the east coast).

import { z } from 'zod';
import type { GameMap, LocId, PowerId, UnitType } from '../../map/types.js';
import { standardMap } from '../../map/index.js';
import type { OrderJson, PhaseId, UnitJson } from '../../protocol/types.js';
import type { GameJson, GamePhaseJson, GamePositionJson, PublishedOrderJson } from '../../protocol/game.js';
import { shortPhaseName } from '../../game/phase-order.js';
import { boardPower, orderProblem, phaseOrderProblems, positionProblems, unknownPower } from './common.js';
import { movedProblem, problem, zodProblems, type RecordProblem, type RecordRead } from './problems.js';
import { fact } from '../../language/index.js';

const flag = z.union([z.boolean(), z.enum(['Yes', 'No'])]).transform((v) => v === true || v === 'Yes');
const id = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
const optionalId = z.union([id, z.null()]).optional().transform((v) => (v ? v : undefined));

const variantSchema = z.object({
  variantID: z.number().int().optional(),
  name: z.string().optional(),
  countries: z.array(z.object({ countryID: id, name: z.string() })),
  territories: z.array(z.object({ id, name: z.string(), coast: z.string().optional(), coastParentID: id.optional() })),
});
const historySchema = z.object({
  gameID: id.optional(),
  phases: z.array(
    z.object({
      turn: z.number().int().min(0),
      phase: z.enum(['Diplomacy', 'Retreats', 'Builds', 'Finished']),
      turnText: z.string().optional(),
      units: z.array(z.object({ countryID: id, type: z.enum(['Army', 'Fleet']), terrID: id, retreating: flag.optional() })),
      centers: z.array(z.object({ terrID: id, countryID: id.nullable() })).optional(),
      orders: z.array(
        z.object({
          countryID: id,
          terrID: optionalId,
          unitType: z.union([z.enum(['Army', 'Fleet']), z.literal(''), z.null()]).optional(),
          type: z.enum(['Hold', 'Move', 'Support hold', 'Support move', 'Convoy', 'Retreat', 'Disband', 'Build Army', 'Build Fleet', 'Wait', 'Destroy']),
          toTerrID: optionalId,
          fromTerrID: optionalId,
          viaConvoy: flag.optional(),
          success: flag.optional(),
          dislodged: flag.optional(),
        }),
      ),
    }),
  ),
});

type History = z.infer<typeof historySchema>;
type HistoryPhase = History['phases'][number];
type HistoryOrder = HistoryPhase['orders'][number];

/** Whether parsed JSON looks like a webDiplomacy history.json. */
export function isWebDiplomacyHistory(json: unknown): boolean {
  const phases = (json as { phases?: unknown })?.phases;
  return Array.isArray(phases) && phases.length > 0 && typeof phases[0]?.turn === 'number' && typeof phases[0]?.phase === 'string';
}

/** Whether parsed JSON looks like a webDiplomacy variant.json. */
export function isWebDiplomacyVariant(json: unknown): boolean {
  return Array.isArray((json as { territories?: unknown })?.territories) && Array.isArray((json as { countries?: unknown })?.countries);
}

/** Whether parsed JSON bundles the two files as one object ({ variant, history }, as a replay frame does). */
export function isWebDiplomacyBundle(json: unknown): boolean {
  const x = json as { variant?: unknown; history?: unknown };
  return isWebDiplomacyVariant(x?.variant) && isWebDiplomacyHistory(x?.history);
}

const COAST: Record<string, string> = { north: 'nc', south: 'sc', east: 'ec' };
/** webDiplomacy's spellings the board does not read. */
const ALIASES: Record<string, string> = { skagerrack: 'Skagerrak' };

/** A territory of variant.json as a location of the board. */
function territoryLoc(map: GameMap, name: string): LocId | undefined {
  const m = /^(.*?)\s*\((North|South|East) Coast\)$/i.exec(name.trim());
  const base = m ? m[1] : name.trim();
  const found = map.lookup(ALIASES[base.toLowerCase()] ?? base);
  if (!found.ok || found.loc.includes('/')) return undefined;
  if (!m) return found.loc;
  // webDiplomacy names Bulgaria's coasts north and south: its north coast is the board's east coast.
  const coast = found.loc === 'bul' && m[2].toLowerCase() === 'north' ? 'ec' : COAST[m[2].toLowerCase()];
  return map.province(found.loc)?.coasts.includes(coast as never) ? `${found.loc}/${coast}` : undefined;
}

export function readWebDiplomacyArchive(historyJson: unknown, variantJson: unknown, map: GameMap = standardMap): RecordRead<GameJson> {
  const v = variantSchema.safeParse(variantJson);
  if (!v.success) return { ok: false, problems: zodProblems(v.error.issues, () => undefined).map((p) => movedProblem(p, `variant.json:${p.at}`)) };
  const variant = v.data;
  if (variant.name !== undefined && variant.name !== 'Classic') return { ok: false, problems: [problem('variant.json:/name', fact('record-map-webdiplomacy', { name: variant.name }))] };
  const problems: RecordProblem[] = [];
  const countries = new Map<number, PowerId>();
  variant.countries.forEach((c, k) => {
    const power = boardPower(map, c.name);
    if (power) countries.set(c.countryID, power);
    else problems.push(problem(`variant.json:/countries/${k}/name`, unknownPower(map, c.name)));
  });
  const places = new Map<number, LocId>();
  variant.territories.forEach((t, k) => {
    const loc = territoryLoc(map, t.name);
    if (loc) places.set(t.id, loc);
    else problems.push(problem(`variant.json:/territories/${k}/name`, fact('webdiplomacy-territory-unknown', { name: t.name })));
  });
  const h = historySchema.safeParse(historyJson);
  if (!h.success) {
    const raw = (historyJson as { phases?: { turnText?: unknown; phase?: unknown }[] })?.phases;
    return { ok: false, problems: [...problems, ...zodProblems(h.error.issues, (path) => (path[0] === 'phases' && typeof path[1] === 'number' && raw?.[path[1]] ? `${String(raw[path[1]].turnText ?? '')} ${String(raw[path[1]].phase ?? '')}`.trim() : undefined))] };
  }
  if (problems.length) return { ok: false, problems };
  const read = new Reader(map, countries, places, problems);
  const phases = read.phases(h.data);
  problems.push(...phaseOrderProblems(phases));
  if (problems.length) return { ok: false, problems };
  return { ok: true, value: { origin: { format: 'webdiplomacy', ...(h.data.gameID !== undefined ? { id: String(h.data.gameID) } : {}) }, phases } };
}

class Reader {
  constructor(
    private readonly map: GameMap,
    private readonly countries: ReadonlyMap<number, PowerId>,
    private readonly places: ReadonlyMap<number, LocId>,
    private readonly problems: RecordProblem[],
  ) {}

  phases(history: History): GamePhaseJson[] {
    const boards = history.phases.map((p, i) => this.board(p, i));
    const out: GamePhaseJson[] = [];
    history.phases.forEach((p, i) => {
      if (p.phase === 'Finished') return;
      const phase = phaseOf(p);
      const name = shortPhaseName(phase);
      const position = boards[i];
      const orders: OrderJson[] = [];
      const published: (PublishedOrderJson | null)[] = [];
      p.orders.forEach((o, k) => {
        const at = `/phases/${i}/orders/${k}`;
        const order = this.order(o, at, name);
        if (!order) return;
        const wrong = orderProblem(this.map, phase, position, order);
        if (wrong) this.problems.push(problem(at, wrong, name));
        orders.push(order);
        published.push(outcomeOf(o, phase));
      });
      const gamePhase: GamePhaseJson = { phase, position, orders, source: `/phases/${i}` };
      const next = history.phases[i + 1];
      if (next) {
        const after = boards[i + 1];
        gamePhase.published = {
          orders: published,
          units: after.units,
          ...(next.phase === 'Retreats' ? { dislodged: after.dislodged ?? [] } : phase.type === 'movement' ? { dislodged: [] } : {}),
          ...(after.supplyCenters ? { supplyCenters: after.supplyCenters } : {}),
          ...(next.phase !== 'Finished' ? { next: phaseOf(next) } : {}),
        };
      }
      out.push(gamePhase);
    });
    return out;
  }

  private loc(terrID: number | undefined, at: string, phase: string): LocId | undefined {
    const loc = terrID === undefined ? undefined : this.places.get(terrID);
    if (loc === undefined) this.problems.push(problem(at, terrID === undefined ? fact('webdiplomacy-territory-missing') : fact('webdiplomacy-territory-not-in-variant', { id: String(terrID) }), phase));
    return loc;
  }

  private power(countryID: number, at: string, phase: string): PowerId | undefined {
    const power = this.countries.get(countryID);
    if (power === undefined) this.problems.push(problem(at, fact('webdiplomacy-country-not-in-variant', { id: String(countryID) }), phase));
    return power;
  }

  /** The board a phase starts from: its units (retreating ones dislodged) and centres. */
  private board(p: HistoryPhase, i: number): GamePositionJson {
    const name = p.phase === 'Finished' ? 'Finished' : shortPhaseName(phaseOf(p));
    const units: UnitJson[] = [];
    const dislodged: UnitJson[] = [];
    p.units.forEach((u, k) => {
      const at = `/phases/${i}/units/${k}`;
      const power = this.power(u.countryID, `${at}/countryID`, name);
      const loc = this.loc(u.terrID, `${at}/terrID`, name);
      if (power === undefined || loc === undefined) return;
      const type: UnitType = u.type === 'Army' ? 'A' : 'F';
      (u.retreating ? dislodged : units).push({ power, type, loc: type === 'A' ? this.map.provinceOf(loc) : loc });
    });
    const supplyCenters: Record<PowerId, string[]> = {};
    (p.centers ?? []).forEach((c, k) => {
      if (!c.countryID) return;
      const loc = this.places.get(c.terrID);
      const province = loc === undefined ? undefined : this.map.province(this.map.provinceOf(loc));
      if (!province?.supplyCenter) return; // the older API listed every territory's status
      const power = this.power(c.countryID, `/phases/${i}/centers/${k}/countryID`, name);
      if (power !== undefined) (supplyCenters[power] ??= []).push(province.id);
    });
    const board: GamePositionJson = { units, ...(p.centers ? { supplyCenters } : {}) };
    if (p.phase === 'Retreats') board.dislodged = dislodged;
    this.problems.push(...positionProblems(this.map, { units }, `/phases/${i}/units`, name));
    return board;
  }

  /** An archived order in the casebook's notation ("A par - bur VIA", "F stp/nc B", "A mun S A ber - sil"). */
  private order(o: HistoryOrder, at: string, phase: string): OrderJson | undefined {
    const power = this.power(o.countryID, `${at}/countryID`, phase);
    if (power === undefined) return undefined;
    if (o.type === 'Wait') return { power, text: 'Waive' };
    const loc = this.loc(o.terrID, `${at}/terrID`, phase);
    if (loc === undefined) return undefined;
    const type: UnitType = o.type === 'Build Army' ? 'A' : o.type === 'Build Fleet' ? 'F' : o.unitType === 'Fleet' ? 'F' : 'A';
    const unit = `${type} ${type === 'A' ? this.map.provinceOf(loc) : loc}`;
    const to = () => this.loc(o.toTerrID, `${at}/toTerrID`, phase);
    const from = () => this.loc(o.fromTerrID, `${at}/fromTerrID`, phase);
    const province = (l: LocId | undefined) => (l === undefined ? undefined : this.map.provinceOf(l));
    let text: string | undefined;
    switch (o.type) {
      case 'Hold':
        text = `${unit} H`;
        break;
      case 'Move': {
        const dest = to();
        if (dest !== undefined) text = `${unit} - ${type === 'A' ? province(dest) : dest}${o.viaConvoy ? ' VIA' : ''}`;
        break;
      }
      case 'Support hold': {
        const target = province(to());
        if (target !== undefined) text = `${unit} S ${target}`;
        break;
      }
      case 'Support move':
      case 'Convoy': {
        const a = province(from());
        const b = province(to());
        if (a !== undefined && b !== undefined) text = o.type === 'Convoy' ? `${unit} C A ${a} - ${b}` : `${unit} S ${a} - ${b}`;
        break;
      }
      case 'Retreat': {
        const dest = to();
        if (dest !== undefined) text = `${unit} R ${type === 'A' ? province(dest) : dest}`;
        break;
      }
      case 'Disband':
      case 'Destroy':
        text = `${unit} D`;
        break;
      case 'Build Army':
      case 'Build Fleet':
        text = `${unit} B`;
        break;
    }
    return text === undefined ? undefined : { power, text };
  }
}

const SEASON_WORD: Record<string, PhaseId['season']> = { spring: 'spring', autumn: 'fall', fall: 'fall', winter: 'winter' };

/** The phase of an archive entry: from its turnText ("Autumn, 1901") when given, else its turn (0: Spring 1901). */
function phaseOf(p: HistoryPhase): PhaseId {
  const m = /^(Spring|Autumn|Fall|Winter),?\s+(\d{1,4})$/i.exec(p.turnText?.trim() ?? '');
  const year = m ? Number(m[2]) : 1901 + Math.floor(p.turn / 2);
  const season = m ? SEASON_WORD[m[1].toLowerCase()] : p.turn % 2 === 0 ? 'spring' : 'fall';
  if (p.phase === 'Builds') return { season: 'winter', year, type: 'adjustment' };
  return { season, year, type: p.phase === 'Retreats' ? 'retreat' : 'movement' };
}

/** What the archive says an order did: webDiplomacy's success means moved, support not cut, built. */
function outcomeOf(o: HistoryOrder, phase: PhaseId): PublishedOrderJson | null {
  const dislodged = phase.type === 'movement' && o.dislodged !== undefined ? { dislodged: o.dislodged } : {};
  const meaningful = ['Move', 'Retreat', 'Support hold', 'Support move', 'Build Army', 'Build Fleet'].includes(o.type);
  const succeeded = meaningful && o.success !== undefined ? { succeeded: o.success } : {};
  const out = { ...dislodged, ...succeeded };
  return Object.keys(out).length ? out : null;
}
