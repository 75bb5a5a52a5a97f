export function isFrenchFile(path: unknown): boolean;
export function straightFrenchApostrophes(): (tree: unknown, file?: { path?: string; history?: string[] }) => void;
