// Content collections: Starlight's hand-written pages (site/content/docs) and the casebook itself,
// read from cases/ by the engine's loader and typed by the engine's own Zod schema.
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { caseSchema } from '../engine/casebook/index.js';
import { casesLoader } from './lib/cases-loader.js';
import { variantTextSchema } from './lib/variant-texts.js';

export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
  // Starlight's interface words, where ours differ: French with the straight apostrophe the whole
  // site writes (site/content/i18n/fr.json).
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
  // `file`: the case file's path from the project root, for "test it yourself".
  cases: defineCollection({ loader: casesLoader(), schema: caseSchema.extend({ file: z.string() }) }),
  // The rules of each game variant in our words, one file per variant and language (README there).
  variants: defineCollection({ loader: glob({ pattern: '*/{en,fr}.md', base: './site/content-data/variants' }), schema: variantTextSchema }),
};
