// The rules texts of the game variants (site/content-data/variants/<id>/<lang>.md): their front
// matter's schema, shared by the site's content collection and the unit test, and a reader that
// checks every file (folder = a known variant id, both languages present) with file-and-field errors.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';
import { ALL_VARIANT_IDS } from '../../engine/variants/index.js';

export const VARIANT_TEXTS_DIR = fileURLToPath(new URL('../content-data/variants/', import.meta.url));
export const VARIANT_TEXT_LANGS = ['en', 'fr'] as const;
export type VariantTextLang = (typeof VARIANT_TEXT_LANGS)[number];

/** Front matter of one text; the body is the rules in our own words (see the folder's README). */
export const variantTextSchema = z
  .object({
    title: z.string().min(1),
    summary: z.string().min(20, 'one or two sentences for the index'),
    source: z.string().min(1, 'the document and its sections'),
  })
  .strict();

export type VariantText = z.infer<typeof variantTextSchema>;

export interface VariantTextFile {
  id: string;
  lang: VariantTextLang;
  data: VariantText;
  body: string;
}

const FRONT = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;

/** Every variant text, or the list of problems (`file: field: sentence`). */
export function readVariantTexts(dir = VARIANT_TEXTS_DIR): { texts: VariantTextFile[]; problems: string[] } {
  const texts: VariantTextFile[] = [];
  const problems: string[] = [];
  const folders = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory());
  for (const folder of folders) {
    const id = folder.name;
    const rel = (f: string) => path.join('site/content-data/variants', id, f);
    if (id === 'standard' || !ALL_VARIANT_IDS.includes(id)) {
      problems.push(`${rel('')}: not a game variant id (known: ${ALL_VARIANT_IDS.filter((v) => v !== 'standard').join(', ')})`);
      continue;
    }
    for (const lang of VARIANT_TEXT_LANGS) {
      const file = path.join(dir, id, `${lang}.md`);
      if (!existsSync(file)) {
        problems.push(`${rel(`${lang}.md`)}: missing (every variant has its text in ${VARIANT_TEXT_LANGS.join(' and ')})`);
        continue;
      }
      const m = FRONT.exec(readFileSync(file, 'utf8').replace(/\r\n/g, '\n'));
      if (!m) {
        problems.push(`${rel(`${lang}.md`)}:1: must start with a '---' front matter block`);
        continue;
      }
      let front: unknown;
      try {
        front = parse(m[1]);
      } catch (e) {
        problems.push(`${rel(`${lang}.md`)}: front matter: ${(e as Error).message.split('\n')[0]}`);
        continue;
      }
      const parsed = variantTextSchema.safeParse(front);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problems.push(`${rel(`${lang}.md`)}: ${issue.path.join('.') || 'front matter'}: ${issue.message}`);
        continue;
      }
      texts.push({ id, lang, data: parsed.data, body: m[2] });
    }
    for (const f of readdirSync(path.join(dir, id))) {
      if (!VARIANT_TEXT_LANGS.some((l) => f === `${l}.md`)) problems.push(`${rel(f)}: unexpected file (only ${VARIANT_TEXT_LANGS.map((l) => `${l}.md`).join(', ')})`);
    }
  }
  return { texts, problems };
}
