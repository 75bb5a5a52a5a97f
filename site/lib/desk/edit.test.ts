// The board editor's changes, read back through the order file as the page does.
import { describe, expect, it } from 'vitest';
import { formatOrderFile } from '../../../engine/formats/order-file.js';
import { editedText, ownerOf, placeUnit, setOwner, unitChoices, unitIn } from './edit.js';
import { ruleDesk, startText } from './rule.js';
import { standardMap } from '../../../engine/index.js';
import { ancientMediterraneanMap } from '../../../engine/map/ancient-mediterranean/index.js';

const TEXT = 'Spring 1901\nFrance has: A mar\nFrance owns: par mar\nFrance:\n  A Par - Bur\nGermany: A Mun - Bur\n';

/** The order file read and ruled again, as the page does after each click. */
const roundTrip = (text: string) => ruleDesk(text, 'rulebook-2000');

describe('the board editor', () => {
  it('offers armies on land, fleets on coasts and seas, one fleet per named coast', () => {
    expect(unitChoices(standardMap, 'mun').map((c) => c.unit.type)).not.toContain('F');
    expect(unitChoices(standardMap, 'nth').map((c) => c.unit.type)).not.toContain('A');
    expect(unitChoices(standardMap, 'stp').filter((c) => c.unit.power === 'russia').map((c) => c.value)).toEqual(['russia A stp', 'russia F stp/nc', 'russia F stp/sc']);
    expect(unitChoices(standardMap, 'xyz')).toEqual([]);
  });

  it('offers the Ancient Mediterranean’s powers on its board, either unit in the Baleares', () => {
    expect(unitChoices(ancientMediterraneanMap, 'bal').filter((c) => c.unit.power === 'rome').map((c) => c.value)).toEqual(['rome A bal', 'rome F bal']);
    expect(unitChoices(ancientMediterraneanMap, 'par')).toEqual([]);
    const r = roundTrip(startText('ancient-mediterranean'));
    const placed = roundTrip(formatOrderFile(placeUnit(r.input!, r.detail!.output, 'bal', 'carthage F bal')));
    expect(placed.problems).toEqual([]);
    expect(unitIn(placed.input!, 'bal')).toBe('carthage F bal');
    expect(ownerOf(setOwner(placed.input!, 'sic', 'rome'), 'sic')).toBe('rome');
  });

  it('places, replaces and removes units; a removed unit takes its orders with it', () => {
    const r = roundTrip(TEXT);
    const placed = roundTrip(formatOrderFile(placeUnit(r.input!, r.detail!.output, 'bur', 'germany A bur')));
    expect(unitIn(placed.input!, 'bur')).toBe('germany A bur');
    expect(placed.detail!.output.orders.map((o) => o.result)).toEqual(['fails', 'fails']);
    const removed = roundTrip(formatOrderFile(placeUnit(r.input!, r.detail!.output, 'par', '')));
    expect(unitIn(removed.input!, 'par')).toBe('');
    expect(removed.input!.orders.map((o) => o.text)).toEqual(['A Mun - Bur']);
    const same = placeUnit(r.input!, r.detail!.output, 'par', 'france A par');
    expect(same.orders).toHaveLength(2);
  });

  it('gives and takes centres', () => {
    const r = roundTrip(TEXT);
    const given = roundTrip(formatOrderFile(setOwner(r.input!, 'mun', 'france')));
    expect(ownerOf(given.input!, 'mun')).toBe('france');
    const taken = roundTrip(formatOrderFile(setOwner(given.input!, 'par', '')));
    expect(ownerOf(taken.input!, 'par')).toBe('');
    expect(taken.input!.supplyCenters).toEqual({ france: ['mar', 'mun'] });
    expect(setOwner(r.input!, 'bur', 'france')).toBe(r.input);
  });
});

describe('an edit of the board written back into the text typed (#28)', () => {
  const FR = 'Printemps 1901\n# my notes\nFrance : A Par - Bourgogne   # to Burgundy\nAllemagne : A Mun - Bourgogne\n';

  it('keeps every comment, heading and order as typed, and writes the units in the page’s language', () => {
    const r = roundTrip(FR);
    const text = editedText(FR, r.input!, placeUnit(r.input!, r.detail!.output, 'bre', 'austria A bre'), 'fr');
    expect(text).toBe('Printemps 1901\nAutriche a : A Bre\nFrance a : A Par\nAllemagne a : A Mun\n# my notes\nFrance : A Par - Bourgogne   # to Burgundy\nAllemagne : A Mun - Bourgogne\n');
    expect(unitIn(roundTrip(text).input!, 'bre')).toBe('austria A bre');
  });

  it('takes away only the lines of the orders the edit removed, and rewrites the units and centres where they stood', () => {
    const typed = `Spring 1901\nvariant: standard\n# the board\n${TEXT.split('\n').slice(1).join('\n')}`.replace('  A Par - Bur', '  A Par - Bur  # Paris first');
    const r = roundTrip(typed);
    const removed = editedText(typed, r.input!, placeUnit(r.input!, r.detail!.output, 'par', ''), 'en');
    expect(removed).toBe('Spring 1901\nvariant: standard\n# the board\nFrance has: A mar\nGermany has: A mun\nFrance owns: par mar\nFrance:\nGermany: A Mun - Bur\n');
    const given = editedText(typed, r.input!, setOwner(r.input!, 'mun', 'france'), 'en');
    expect(roundTrip(given).input!.supplyCenters).toEqual({ france: ['par', 'mar', 'mun'] });
    expect(given).toContain('  A Par - Bur  # Paris first\n');
  });
});
