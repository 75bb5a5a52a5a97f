import { describe, expect, it } from 'vitest';
import { lightThemeDeclarations, noScriptThemeStyle } from './no-script-theme.js';

describe('the light theme for readers without JavaScript', () => {
  it("is Starlight's own light colours, applied under a light preference", () => {
    const css = noScriptThemeStyle();
    expect(css.startsWith("@media (prefers-color-scheme: light){:root[data-theme='dark']{color-scheme:light;")).toBe(true);
    // The page's background and text colours are among them (Starlight's names).
    expect(css).toMatch(/--sl-color-white: hsl\(/);
    expect(css).toMatch(/--sl-color-black: /);
    expect(css).not.toMatch(/\/\*/);
  });
  it('reads the block and nothing after it; nothing when there is none', () => {
    expect(lightThemeDeclarations(":root { --a: 1; }\n:root[data-theme='light'],\n[data-theme='light'] ::backdrop {\n /* c */ --a: 2;\n --b: 3; }\n.x { --c: 4 }")).toBe('--a: 2; --b: 3;');
    expect(noScriptThemeStyle(':root { --a: 1 }')).toBe('');
  });
});
