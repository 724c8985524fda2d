/**
 * The generator's entry point: parse, model, emit.
 */
import { emitProvider, EmitOptions, EmittedFile } from './emit';
import { buildModel } from './model';
import { parseSpec } from './parse';
import { schemaFacts, schemaFactsModule } from './schema-facts';

export { GenerationError } from './model';

export function generate(specDir: string, provider: string, options: EmitOptions = {}): EmittedFile[] {
  const spec = parseSpec(specDir, provider);
  const model = buildModel(spec);
  const files = emitProvider(model, options);
  const header = files[0].content.split('\n').slice(0, 2).join('\n') + '\n';
  files.push({ path: 'schema-facts.ts', content: header + schemaFactsModule(schemaFacts(spec, spec.address)) });
  return files;
}
