// What the home page says about getting the casebook, read from package.json: its name and version
// (the file `npm pack` makes), and the repository to clone when the `repository` field names one.
import pkg from '../../package.json' with { type: 'json' };

export interface PackageInfo {
  name: string;
  version: string;
  /** The file `npm pack` writes: "diplomacy-casebook-0.1.0.tgz". */
  tarball: string;
  /** A web address of the repository, when package.json gives one. */
  repository?: string;
  /** What `git clone` takes, when package.json gives one. */
  clone?: string;
}

/**
 * package.json's `repository` (a string or `{ url }`; "github:owner/name" and "owner/name" shorthands,
 * "git+https://…/x.git") as a page address and a clone address; undefined when absent or unreadable.
 */
export function repositoryOf(field: unknown): { web: string; clone: string } | undefined {
  const raw = typeof field === 'string' ? field : field && typeof field === 'object' && typeof (field as { url?: unknown }).url === 'string' ? (field as { url: string }).url : undefined;
  if (!raw?.trim()) return undefined;
  const s = raw.trim();
  const short = /^(?:(github|gitlab|bitbucket):)?([\w.-]+)\/([\w.-]+)$/.exec(s);
  if (short) {
    const host = { github: 'github.com', gitlab: 'gitlab.com', bitbucket: 'bitbucket.org' }[short[1] ?? 'github'];
    const web = `https://${host}/${short[2]}/${short[3].replace(/\.git$/, '')}`;
    return { web, clone: `${web}.git` };
  }
  const url = /^(?:git\+)?(https?:\/\/[^\s]+?)(?:\.git)?\/?$/.exec(s);
  if (url) return { web: url[1], clone: `${url[1]}.git` };
  return undefined;
}

export function packageInfo(p: { name: string; version: string; repository?: unknown } = pkg): PackageInfo {
  const repo = repositoryOf(p.repository);
  return {
    name: p.name,
    version: p.version,
    tarball: `${p.name.replace(/^@/, '').replace('/', '-')}-${p.version}.tgz`,
    ...(repo ? { repository: repo.web, clone: repo.clone } : {}),
  };
}
