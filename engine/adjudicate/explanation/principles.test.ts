// Issue #25: the principle a DATC case teaches is said by the engine itself (a step or a reason, in
// English and French), so the desk and `casebook adjudicate --explain` say it too, not only the
// case's prose. Each test runs the case as the casebook does and fails when the principle is not said.

import { describe, expect, it } from 'vitest';

import type { AdjudicationDetail } from '../phase.js';
import { casePhaseDetails } from '../../testing/casebook.js';

const phasesOf = casePhaseDetails;

const said = (d: AdjudicationDetail, lang: 'en' | 'fr') => [...(d.reasons ?? []).map((r) => r[lang]), ...d.explanation.map((s) => `${s.title[lang]}. ${s.text[lang]}`)].join('\n');

describe('a retreat can be neither convoyed nor supported (000 « RÉDACTION DES ORDRES DE RETRAITE »)', () => {
  it('DATC 6.H.13: the movement phase convoy does not carry the dislodged army', () => {
    const [movement] = phasesOf('datc-6.H.13');
    const step = movement.explanation.find((s) => s.kind === 'dislodged')!;
    expect(step.facts.text.map((f) => f.id)).toContain('step-dislodged-no-retreat-help');
    expect(step.text.en).toContain('The convoy F eng ordered for it to lon does not carry its retreat either: a retreat can be neither convoyed nor supported');
    expect(step.text.fr).toContain('Le convoi de la flotte de la Manche vers Londres ne portera pas non plus sa retraite : une retraite ne peut être ni convoyée ni soutenue');
  });

  it('DATC 6.H.14: the movement phase support does not help the retreat, and the two retreats bounce', () => {
    const [movement, retreat] = phasesOf('datc-6.H.14');
    const step = movement.explanation.find((s) => s.kind === 'dislodged' && s.title.en.startsWith('A pic'))!;
    expect(step.text.en).toContain('The support F eng gave its move to bel does not help its retreat either: a retreat can be neither convoyed nor supported');
    expect(step.text.fr).toContain("Le soutien de la flotte de la Manche à son mouvement vers la Belgique n'aidera pas non plus sa retraite");
    expect(said(retreat, 'en')).toContain('a retreat can be neither supported nor convoyed, so none outweighs another and both units disband');
    expect(said(retreat, 'fr')).toContain("une retraite ne peut être ni soutenue ni convoyée, aucune ne l'emporte donc et les deux unités sont démobilisées");
  });

  it('DATC 6.H.14: the unit now in Picardy and the army dislodged from it do not share one label', () => {
    const [, retreat] = phasesOf('datc-6.H.14');
    const en = said(retreat, 'en');
    expect(en).not.toContain('pic is occupied by A pic');
    expect(en).toContain('pic is occupied by the army that dislodged A pic from it');
    expect(said(retreat, 'fr')).toContain("la Picardie est occupée par l'armée qui en a délogé l'armée de Picardie");
  });
});

describe('the wrong coast for the ordered fleet is ignored (DATC 4.B.5)', () => {
  it('DATC 6.B.10: the order names the north coast, the fleet on the south coast moves', () => {
    const [movement] = phasesOf('datc-6.B.10');
    const en = said(movement, 'en');
    expect(en).toContain('The order for the fleet in spa names spa/nc, but the fleet stands on spa/sc: an order finds its unit by province, so the coast written for the ordered fleet serves no purpose and is ignored (DATC 4.B.5)');
    expect(said(movement, 'fr')).toContain("L'ordre donné à la flotte d'Espagne nomme Espagne (côte nord), mais elle se trouve en Espagne (côte sud)");
  });
});

describe('a power may convoy an attack on its own unit (DATC 6.D.16)', () => {
  it('DATC 6.D.16: the English fleet carries the French army against the English army in London', () => {
    const [movement] = phasesOf('datc-6.D.16');
    const step = movement.explanation.find((s) => s.kind === 'convoy')!;
    expect(step.facts.text.map((f) => f.id)).toContain('convoy-against-own-unit');
    expect(step.text.en).toContain('F nth belongs to the same power as A lon, which the army attacks: rule 12 keeps a power from dislodging its own unit by its own move or support, but a convoy is neither');
    expect(step.text.fr).toContain('un pays peut donc convoyer une attaque contre sa propre unité (DATC 6.D.16)');
    // Rule 12 did not decide the convoy: it is explained, not cited.
    expect(step.rules).not.toContain(12);
  });
});

describe('how civil-disorder distance is counted (DATC 4.D.8, 6.J.5, 6.J.9)', () => {
  it('DATC 6.J.9 and 6.J.5: province to province, over land and sea, whatever the coast', () => {
    for (const id of ['datc-6.J.9', 'datc-6.J.5']) {
      const [adjustment] = phasesOf(id);
      const step = adjustment.explanation.find((s) => s.kind === 'adjustment')!;
      expect(step.facts.text.find((f) => f.id === 'civil-disorder-counting')?.args?.measure).toBe('nearestOwned2023');
      expect(step.text.en).toContain("a fleet's coast makes no difference, and an army's count may cross the sea (DATC 4.D.8)");
      expect(step.text.fr).toContain("la côte d'une flotte n'y change rien");
    }
    expect(said(phasesOf('datc-6.J.9')[0], 'en')).toContain('the engine removes A gre, the unit farthest from');
  });
});

describe('intent to convoy (DATC 4.A.3)', () => {
  it('DATC 6.G.6: an English fleet off the route shows the intent, and the Russian fleets carry the army', () => {
    const [movement] = phasesOf('datc-6.G.6');
    const step = movement.explanation.find((s) => s.kind === 'convoy')!;
    expect(step.facts.text.find((f) => f.id === 'convoy-intent')?.args?.reading).toBe('ownFleet');
    expect(step.text.en).toContain(
      'A lvp could reach edi overland, yet it goes by sea: its order does not say "via convoy", but F eng, a fleet of its own power, is ordered to convoy it, which shows the intent to go by sea, whichever fleets then carry it (DATC 4.A.3)',
    );
    expect(step.text.fr).toContain("mais la flotte de la Manche, de son propre pays, a reçu l'ordre de la convoyer, ce qui montre l'intention de passer par mer");
  });
});
