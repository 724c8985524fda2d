/**
 * The generator's entry point: parse, model, emit.
 */
import * as fs from 'fs';
import * as path from 'path';
import { emitProvider, EmitOptions, EmittedFile } from './emit';
import { buildModel } from './model';
import { parseSpec } from './parse';
import { schemaFacts, schemaFactsModule } from './schema-facts';

export { GenerationError } from './model';

/**
 * The rules option for a provider: which generated modules have a type rule file in
 * `src/rules/<provider>/` (the cli and the gen-check test both use it).
 */
export function rulesOf(root: string, provider: string): NonNullable<EmitOptions['rules']> {
  const dir = path.join(root, 'src', 'rules', provider);
  const modules = new Set(fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')).map((f) => f.slice(0, -3)) : []);
  return { modules, importBase: `../../../rules/${provider}` };
}

export function generate(specDir: string, provider: string, options: EmitOptions = {}): EmittedFile[] {
  const spec = parseSpec(specDir, provider);
  const model = buildModel(spec);
  const files = emitProvider(model, options);
  const header = files[0].content.split('\n').slice(0, 2).join('\n') + '\n';
  files.push({ path: 'schema-facts.ts', content: header + schemaFactsModule(schemaFacts(spec, spec.address)) });
  return files;
}
