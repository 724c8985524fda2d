/**
 * The generator's entry point: parse, model, emit.
 */
import { emitProvider, EmitOptions, EmittedFile } from './emit';
import { buildModel } from './model';
import { parseSpec } from './parse';

export { GenerationError } from './model';

export function generate(specDir: string, provider: string, options: EmitOptions = {}): EmittedFile[] {
  const spec = parseSpec(specDir, provider);
  const model = buildModel(spec);
  return emitProvider(model, options);
}
