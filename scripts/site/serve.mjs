// A tiny static server for the built site (dist/), on 127.0.0.1, for the browser tests and the
// page-size measurements. It compresses like a typical static host: Brotli when the browser
// accepts it, else gzip (`encodings` narrows the choice, to measure each). Compressed bodies are
// cached in memory.
//
//   node scripts/site/serve.mjs [port]     serve dist/ until Ctrl+C
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

// CASEBOOK_SITE_OUT: another built folder (as astro.config.mjs writes it), e.g. to test a fresh build
// while another test still browses dist/.
export const DIST = process.env.CASEBOOK_SITE_OUT
  ? path.resolve(fileURLToPath(new URL('../../', import.meta.url)), process.env.CASEBOOK_SITE_OUT) + path.sep
  : fileURLToPath(new URL('../../dist/', import.meta.url));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.txt', '.xml']);

async function resolveFile(root, urlPath) {
  let p = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  const full = path.normalize(path.join(root, p));
  if (!full.startsWith(root)) return undefined;
  try {
    const s = await stat(full);
    if (s.isDirectory()) return (await stat(path.join(full, 'index.html')).catch(() => undefined)) ? path.join(full, 'index.html') : undefined;
    return full;
  } catch {
    // "/cases/x" without its slash: serve the folder's index.
    const idx = path.join(full, 'index.html');
    return (await stat(idx).catch(() => undefined)) ? idx : undefined;
  }
}

/**
 * Start serving `root`. Returns the base URL and a close function.
 * @param {{ root?: string, port?: number, encodings?: ('br'|'gzip')[] }} options
 */
export function serve({ root = DIST, port = 0, encodings = ['br', 'gzip'] } = {}) {
  const cache = new Map();
  const server = createServer(async (req, res) => {
    try {
      let file = await resolveFile(root, req.url ?? '/');
      let status = 200;
      if (!file) {
        file = path.join(root, '404.html');
        status = 404;
      }
      const ext = path.extname(file);
      let body = await readFile(file);
      const headers = { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
      const accept = String(req.headers['accept-encoding'] ?? '');
      const enc = COMPRESSIBLE.has(ext) ? encodings.find((e) => accept.includes(e)) : undefined;
      if (enc) {
        const key = `${enc}:${file}`;
        let packed = cache.get(key);
        if (!packed) {
          packed =
            enc === 'br'
              ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
              : gzipSync(body, { level: 9 });
          cache.set(key, packed);
        }
        body = packed;
        headers['content-encoding'] = enc;
        headers.vary = 'accept-encoding';
      }
      headers['content-length'] = body.length;
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (e) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(e));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: p } = server.address();
      resolve({ url: `http://127.0.0.1:${p}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { url } = await serve({ port: Number(process.argv[2] ?? 4322) });
  console.log(`Serving ${DIST} at ${url}/ (Ctrl+C to stop)`);
}
