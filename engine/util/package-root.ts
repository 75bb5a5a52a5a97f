// The package's root folder, found from this module's own location, so that data files beside the
// sources (cases/, engine/protocol/*.schema.json) are found whether the engine runs from its
// TypeScript sources (engine/util/) or compiled into the build folder (build/engine/util/).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = here; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'cases'))) return dir;
  }
  return path.resolve(here, '../..');
}

export const PACKAGE_ROOT = findPackageRoot();
