// Types of ./bundle-options.mjs, for engine/testing/cli-bundle.ts.
import type { BuildOptions } from 'esbuild';

export const CLI_FOLDER_PACKAGE_JSON: string;
export function cliEntryPoints(source: string, ext: string): Record<'command' | 'jsonl-worker', string>;
export const cliBundleOptions: BuildOptions;
export function catalogueBodyJson(source: string): string;
