/**
 * Helpers of the alert L2 tests (rich text, references, bindings, conditions, expressions,
 * attributes, sources, routes): a stack with the incident provider, synth and its errors, and
 * small fakes of the contracts other helpers implement (catalog types, escalation paths, users).
 */
import { App, TerraformOutput, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { EngineContext, EngineScope } from '../../../../src/constructs/incident/expressions/private/engine';
import { formatProblem, ValidationError } from '../../../../src/core/base/errors';
import { Problems } from '../../../../src/core/l2/index';
import { incident, TerrainTesting } from '../../../../src/index';
import { errorOf } from '../../../util';

export { errorOf };

/** A stack `test` with the incident provider. */
export function incidentStack(): TerraformStack {
  const s = new TerraformStack(new App(), 'test');
  new incident.IncidentProvider(s, 'incident', {});
  return s;
}

/** Synthesizes with validations; the document and the warnings (`<path>: <message>`). */
export function synthStack(s: TerraformStack): { doc: any; warnings: string[] } {
  const synthesized = TerrainTesting.synthToObject(s);
  return { doc: synthesized, warnings: TerrainTesting.warnings(s) };
}

/** What `value` resolves to in the document of its stack (a token as its Terraform expression). */
export function resolved(s: TerraformStack, value: unknown): unknown {
  const id = `resolved${s.node.children.length}`;
  new TerraformOutput(s, id, { value });
  return TerrainTesting.synthToObject(s).output[id].value;
}

/** The message of a synth-time validation failure, without cdktn's closing hint. */
export function synthError(s: TerraformStack): string {
  return errorOf(() => TerrainTesting.synthToObject(s)).replace(/\n+If you wish to ignore these validations.*$/s, '');
}

/** A catalog type that exists already (what CatalogType.fromTypeName gives). */
export class FakeCatalogType extends Construct implements incident.ICatalogType {
  constructor(scope: Construct, id: string, public readonly catalogTypeId = '01HTEAMTYPE0000000000000000', public readonly typeName = 'Custom["Team"]') {
    super(scope, id);
  }
}

/** An escalation path that exists already (what EscalationPath.fromName gives). */
export class FakeEscalationPath extends Construct implements incident.IEscalationPath {
  constructor(scope: Construct, id: string, public readonly escalationPathId = '01JPQNFD3RWAAY2V83QQ80D1ZV') {
    super(scope, id);
  }
}

/** A user (what User.fromEmail gives). */
export class FakeUser extends Construct implements incident.IUser {
  constructor(scope: Construct, id: string, public readonly userId = '01GX3C1TK13RQSEGP59XZ3MYP0') {
    super(scope, id);
  }
}

/** A rendering context of a resource, for tests of the value classes without a construct. */
export function engineContext(where: EngineScope = 'source'): { ctx: EngineContext; p: Problems; scope: Construct } {
  const scope = new Construct(new App(), 'scope');
  const p = new Problems();
  return { ctx: new EngineContext(scope, p, where), p, scope };
}

/** The problems of a context, as messages. */
export function messages(p: Problems): string[] {
  return p.list.map(formatProblem);
}

/** The document of one paragraph of inline nodes, as the provider serializes it. */
export function doc(...inline: string[]): string {
  return `{"type":"doc","content":[{"type":"paragraph","content":[${inline.join(',')}]}]}`;
}

/** An HTTP alert source `Source` and the alert attributes `Priority` and `Team` (strings), for routes. */
export function routeSetup(s: TerraformStack) {
  const source = incident.AlertSource.http(s, 'Source', { name: 'Payments', title: incident.RichText.template('{{ payload.title }}') });
  const priority = new incident.AlertAttribute(s, 'Priority', { name: 'Alert priority', type: incident.AttributeType.string() });
  const team = new incident.AlertAttribute(s, 'Team', { name: 'Team', type: incident.AttributeType.string() });
  return { source, priority, team };
}

/** An alert route `Route` named Payments that takes the alerts of `routeSetup`'s source, with `props`. */
export function newRoute(s: TerraformStack, props: Partial<incident.AlertRouteProps> = {}, id = 'Route'): incident.AlertRoute {
  const { source } = routeSetup(s);
  return new incident.AlertRoute(s, id, { name: 'Payments', sources: [{ source }], ...props });
}

/** The rendered alert route `id` of a synthesized document. */
export function routeBody(document: any, id = 'Route'): any {
  return document.resource.incident_alert_route[id];
}

/** Values a JavaScript caller can pass where the L2s expect something else. */
export function junk(): unknown[] {
  const cycle: any = { a: 1 };
  cycle.self = cycle;
  const nullProto = Object.create(null);
  nullProto.x = 1;
  return [undefined, null, 0, -1, NaN, Infinity, '', ' ', 'x', true, [], [1], [null], {}, nullProto, cycle, () => 1, Symbol('s'),
    BigInt(3), new Date(0), new Map([[1, 2]]), JSON.parse('{"__proto__": {"x": 1}, "name": "n"}')];
}

/**
 * Builds a stack and synthesizes it: it must synthesize, or fail with a ValidationError or a
 * failed validation that names a construct of the stack; never a TypeError or another crash.
 * Returns what failed otherwise, for the assertion.
 */
export function crashOf(build: (s: TerraformStack) => void): string | undefined {
  try {
    const s = incidentStack();
    build(s);
    TerrainTesting.synthToObject(s);
  } catch (e: any) {
    if (ValidationError.isValidationError(e)) return undefined;
    if (typeof e?.message === 'string' && /^Validation failed with the following errors:\n {2}\[test\//.test(e.message)) return undefined;
    return `${e?.constructor?.name}: ${String(e?.message).slice(0, 200)}`;
  }
  return undefined;
}
