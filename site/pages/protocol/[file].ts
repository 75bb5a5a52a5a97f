// The protocol's JSON Schemas, served as downloadable files (/protocol/phase-input.schema.json…).
// They are copied from engine/protocol/ when the site is built, byte for byte: that folder stays
// the only copy in the repository.
import type { APIRoute } from 'astro';
import phaseInput from '../../../engine/protocol/phase-input.schema.json?raw';
import phaseOutput from '../../../engine/protocol/phase-output.schema.json?raw';

export const SCHEMA_FILES: Record<string, string> = {
  'phase-input.schema.json': phaseInput,
  'phase-output.schema.json': phaseOutput,
};

export function getStaticPaths() {
  return Object.keys(SCHEMA_FILES).map((file) => ({ params: { file } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(SCHEMA_FILES[params.file as string], { headers: { 'Content-Type': 'application/schema+json' } });
