// #10: the order reader's errors are typed facts ("parse-*" and the map's "name-*" in the explanation
// catalogues), said in English or French by the language layer. English stays as it was (the CLI's
// file:line:col messages and the protocol's reasons); French pages and `--lang fr` say them in French.

import { describe, expect, it } from "vitest";
import { parseOrder } from "./parse.js";
import { standardMap } from "../map/index.js";
import { render } from "../language/render.js";
import { LINTS } from "../testing/french-lint.js";
import { prng } from "../util/random.js";
import type { GameMap } from "../map/types.js";
import type { PhaseType } from "./ast.js";

const BASE = [
  "A Par - Bur",
  "F Portugal - Spain",
  "F stp/sc - bot",
  "A Mun S A Bur - Par",
  "F nth C A lon - nwy",
  "Build F stp",
  "Remove A par",
  "A Swi - Bur",
  "F bul/nc - bla",
  "F NOIS A ROU-BUL",
  "F Spa (North Coast) - Por",
  "F Spain north coast - mao",
  "F Mar nc - spa",
  "A par S",
  "F nth C",
  "F nth C A lon S",
  "A par bur",
  "A par - ",
  "",
  "A mun\u0001",
  "A mun @",
  "retirer F(HOL",
  "F Bul/xx - Con",
  "A Pxr - Bur",
  "England:",
  "F Stp north coast/nc - Bot",
  "A par - bur bur",
  "F Lyo - Mid",
];

/** Every error of a seeded corpus of broken orders, in every phase. */
function errors() {
  const rnd = prng(11);
  const chars = "abcdefghijklmnopqrstuvwxyz -/()SCHFA";
  const texts = [...BASE];
  for (let i = 0; i < 1500; i++) {
    const t = BASE[Math.floor(rnd() * BASE.length)].split("");
    for (let j = Math.floor(rnd() * 3); j >= 0; j--) {
      const p = Math.floor(rnd() * (t.length + 1));
      if (rnd() < 0.5) t.splice(p, 1);
      else t.splice(p, 0, chars[Math.floor(rnd() * chars.length)]);
    }
    texts.push(t.join(""));
  }
  const phases: PhaseType[] = ["movement", "retreat", "adjustment"];
  return phases.flatMap((phase) =>
    texts.flatMap((text) => {
      const r = parseOrder(text, { phase, map: standardMap });
      return r.ok ? [] : [{ text, error: r.error }];
    }),
  );
}

describe("the order reader's errors as facts", () => {
  const all = errors();
  const map = standardMap as unknown as GameMap<string>;

  it("reach most of the messages", () => {
    const ids = new Set(all.map((e) => e.error.fact!.id));
    expect(ids.size).toBeGreaterThanOrEqual(20);
  });

  it("every error carries a fact, and its English message is that fact rendered", () => {
    for (const { text, error } of all) {
      expect(error.fact, text).toBeDefined();
      expect(error.message, text).toBe(render(error.fact!, "en", { map }));
    }
  });

  it("say them in French, with no English word and names for places (the order’s own text quoted aside)", () => {
    const bad: string[] = [];
    for (const { text, error } of all) {
      const fr = render(error.fact!, "fr", { map });
      expect(fr, text).not.toBe(error.message);
      // The order's own text is quoted in « »: the lint reads what the reader says around it.
      for (const lint of LINTS) {
        const hit = lint.find(fr);
        if (hit) bad.push(`${lint.name}: «${hit}» in ${fr}`);
      }
    }
    expect([...new Set(bad)].slice(0, 10)).toEqual([]);
  });

  it("DATC 6.B.1: the ambiguous coast in both languages", () => {
    const r = parseOrder("F Portugal - Spain", {
      phase: "movement",
      map: standardMap,
      unitAt: (p) =>
        p === "por" ? { power: "france", type: "F", loc: "por" } : undefined,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toBe(
      "Ambiguous coast: a fleet at por can reach spa/nc and spa/sc, and the order does not say which (such an order is void).",
    );
    expect(render(r.error.fact!, "fr", { map })).toBe(
      "Côte ambiguë : une flotte au Portugal peut atteindre l'Espagne (côte nord) et l'Espagne (côte sud), et l'ordre ne dit pas laquelle (un tel ordre est nul).",
    );
  });
});
