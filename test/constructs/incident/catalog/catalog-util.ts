/**
 * Shared helpers of the catalog tests (not a test file itself).
 */
import { App, DefaultTokenResolver, StringConcat, TerraformStack, Tokenization } from 'cdktn';
import { IConstruct } from 'constructs';
import { incident, TerrainTesting } from '../../../../src/index';
import { errorOf } from '../../../util';

export const REPO = 'https://github.com/acme/catalog';

/** A stack with the incident provider. */
export function catalogStack(): TerraformStack {
  const stack = new TerraformStack(new App(), 'test');
  new incident.IncidentProvider(stack, 'incident', {});
  return stack;
}

/** A catalog type with the usual props. */
export function catalogType(stack: TerraformStack, id: string, props: Partial<incident.CatalogTypeProps> = {}): incident.CatalogType {
  return new incident.CatalogType(stack, id, { typeName: id, description: `${id}s`, sourceRepoUrl: REPO, ...props });
}

export function synthDoc(stack: TerraformStack): any {
  return TerrainTesting.synthToObject(stack);
}

/** The message of a synth-time validation failure, without cdktn's prefix and suffix. */
export function synthError(stack: TerraformStack): string {
  return errorOf(() => synthDoc(stack)).replace(/\n+If you wish to ignore these validations.*$/s, '').replace(/^Validation failed with the following errors:\n {2}/, '');
}

/** The lines of a synth-time validation failure. */
export function synthErrors(stack: TerraformStack): string[] {
  return synthError(stack).split('\n  ');
}

/** The warnings of a stack, after a synth that must pass. */
export function warningsOf(stack: TerraformStack): string[] {
  synthDoc(stack);
  return TerrainTesting.warnings(stack);
}

/** The bodies of one resource type of a document, by name. */
export function bodies(doc: any, type: string): Record<string, any> {
  return doc.resource?.[type] ?? {};
}

/** The single body of a resource type of a document. */
export function only(doc: any, type: string): any {
  const all = Object.values(bodies(doc, type));
  if (all.length !== 1) throw new Error(`expected one ${type}, found ${all.length}`);
  return all[0];
}

export { errorOf };

/** What a value resolves to in `scope` at synth: a reference as its Terraform expression (`${data.x.y.id}`). */
export function resolved(scope: IConstruct, value: unknown): unknown {
  return Tokenization.resolve(value, { scope, preparing: false, resolver: new DefaultTokenResolver(new StringConcat()) });
}
