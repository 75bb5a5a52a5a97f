import { describe, expect, it } from 'vitest';
import { packageInfo, repositoryOf } from './package-info.js';

describe("the home page's way to the package", () => {
  it('names the tarball npm pack makes', () => {
    expect(packageInfo({ name: 'diplomacy-casebook', version: '0.1.0' }).tarball).toBe('diplomacy-casebook-0.1.0.tgz');
    expect(packageInfo({ name: '@me/casebook', version: '2.0.0' }).tarball).toBe('me-casebook-2.0.0.tgz');
  });
  it('links the repository only when package.json names one', () => {
    expect(packageInfo({ name: 'x', version: '1.0.0' }).repository).toBeUndefined();
    expect(repositoryOf({ type: 'git', url: 'git+https://github.com/someone/diplomacy-casebook.git' })).toEqual({
      web: 'https://github.com/someone/diplomacy-casebook',
      clone: 'https://github.com/someone/diplomacy-casebook.git',
    });
    expect(repositoryOf('github:someone/casebook')?.web).toBe('https://github.com/someone/casebook');
    expect(repositoryOf('someone/casebook')?.clone).toBe('https://github.com/someone/casebook.git');
    expect(repositoryOf('gitlab:a/b')?.web).toBe('https://gitlab.com/a/b');
    expect(repositoryOf('')).toBeUndefined();
    expect(repositoryOf({ url: 42 })).toBeUndefined();
    expect(repositoryOf('file:../elsewhere')).toBeUndefined();
  });
  it("reads this project's package.json", () => {
    const info = packageInfo();
    expect(info.name).toBe('diplomacy-casebook');
    expect(info.tarball).toMatch(/^diplomacy-casebook-\d+\.\d+\.\d+.*\.tgz$/);
  });
});
