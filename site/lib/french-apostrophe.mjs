// Astro's Markdown typography (SmartyPants) turns every apostrophe into a curly one; the site writes
// French with the straight apostrophe throughout (issue 26: pages mixed both). This rehype plugin
// puts the straight one back in the text of French files (content/docs/fr/…, content-data/…/fr.md),
// leaving code alone and English files as SmartyPants wrote them. Plain JS: astro.config.mjs reads it.

const FRENCH_FILE = /[\\/]fr[\\/]|[\\/]fr\.mdx?$/;

/** Whether a Markdown file is French, by its path. */
export function isFrenchFile(path) {
  return FRENCH_FILE.test(String(path ?? ''));
}

export function straightFrenchApostrophes() {
  return (tree, file) => {
    if (!isFrenchFile(file?.path ?? file?.history?.[0])) return;
    const walk = (node) => {
      if (node.type === 'element' && (node.tagName === 'code' || node.tagName === 'pre')) return;
      if (node.type === 'text' && typeof node.value === 'string') node.value = node.value.replace(/’/g, "'");
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}
