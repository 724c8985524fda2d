/**
 * One stack per generated resource and data source type of each provider, planned by Terraform:
 * the L1 with its required attributes and blocks only. Each required value is a Terraform
 * variable of the attribute's type (our checks never judge a reference; Terraform checks the
 * variable's type against the schema the stand-in serves), and the plan supplies a placeholder
 * value of that type. Required blocks get as many items as the schema asks for.
 */
/* eslint-disable no-bitwise */
import { TerraformStack, TerraformVariable } from 'cdktn';
import { describeWithTerraform, limited, newStack } from './util';
import { TerrainTesting } from '../../src';
import * as rt from '../../src/core/runtime';
import { fieldName } from '../fuzz/harness';
import { l1Types, PROVIDERS } from '../fuzz/l1';

const VAR_TYPES: Record<rt.Primitive, string> = { s: 'string', n: 'number', b: 'bool', a: 'any' };

function varType(y: rt.TypeRef): string {
  if (typeof y === 'string') return VAR_TYPES[y];
  const [k, e] = y as rt.Collection;
  return `${k === 'l' ? 'list' : k === 's' ? 'set' : 'map'}(${varType(e)})`;
}

function placeholder(y: rt.TypeRef): unknown {
  if (typeof y === 'string') return y === 'n' ? 1 : y === 'b' ? true : 'placeholder';
  const [k, e] = y as rt.Collection;
  return k === 'm' ? { key: placeholder(e) } : [placeholder(e)];
}

/**
 * Optional attributes a type rule asks for when another is unset (a lookup needs one of two
 * keys): set like required ones.
 */
const ONE_OF: Record<string, string[]> = {
  'data.incident_catalog_type': ['name'],
  'data.incident_escalation_path': ['name'],
  'data.incident_schedule': ['name'],
  'data.incident_schedule_beta': ['name'],
  'data.incident_schedule_rotation_beta': ['name'],
  'data.incident_user': ['email'],
};

/** The required props of a struct: variables for values, items for required nested objects. */
function requiredProps(stack: TerraformStack, s: rt.Struct, at: string, vars: Record<string, unknown>, also: string[] = []): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const f of s.f) {
    if (!((f.f ?? 0) & rt.REQUIRED) && !also.includes(f.t)) continue;
    const name = `${at}${f.t}`;
    if (typeof f.y === 'object' && !Array.isArray(f.y)) {
      const n = f.y as rt.Nested;
      const item = () => requiredProps(stack, n.s, `${name}_`, vars);
      props[fieldName(f)] = n.k === 'o' || n.one ? item() : n.k === 'm' ? { key: item() } : Array.from({ length: Math.max(1, n.min ?? 1) }, item);
      continue;
    }
    const v = new TerraformVariable(stack, name, { type: varType(f.y) });
    vars[name] = placeholder(f.y);
    const y = f.y;
    props[fieldName(f)] = typeof y === 'string'
      ? (y === 'n' ? v.numberValue : y === 'b' ? v.booleanValue : y === 'a' ? v.value : v.stringValue)
      : (y as rt.Collection)[0] === 'm' ? v.value : v.listValue;
  }
  return props;
}

const TYPES = PROVIDERS.flatMap((p) => l1Types(p).filter((t) => t.kind !== 'provider'));

describeWithTerraform('the Terraform tests of every type')('Terraform plans a minimal stack of every type', () => {
  const results = new Map<string, Promise<string[]>>();

  beforeAll(() => {
    // Every stack at once (Terraform runs, a few at a time); each test awaits its own.
    const tasks = TYPES.map((t) => async () => {
      const stack = newStack(`${t.kind === 'data' ? 'data-' : ''}${t.tfType}`);
      const providerClass = l1Types(t.provider).find((x) => x.kind === 'provider')!.cls;
      new providerClass(stack, 'provider', {});
      const vars: Record<string, unknown> = {};
      new t.cls(stack, 'minimal', requiredProps(stack, t.struct, '', vars, ONE_OF[`${t.kind === 'data' ? 'data.' : ''}${t.tfType}`]));
      const plan = await TerrainTesting.plan(stack, { variables: vars });
      return plan.changes.map((c) => `${c.address} ${c.action} ${c.constructPath}`);
    });
    const all = limited(3, tasks.map((task) => () => task().then((r) => ({ ok: r }), (e) => ({ error: e as Error }))));
    TYPES.forEach((t, i) => results.set(`${t.kind}.${t.tfType}`, all.then((rs) => {
      const r = rs[i] as { ok?: string[]; error?: Error };
      if (r.error) throw r.error;
      return r.ok!;
    })));
  });

  test.each(TYPES.map((t) => [t.kind === 'data' ? `data.${t.tfType}` : t.tfType, t]))('%s', async (_name, t) => {
    const changes = await results.get(`${t.kind}.${t.tfType}`)!;
    const stackName = `${t.kind === 'data' ? 'data-' : ''}${t.tfType}`;
    // A data source with a known configuration is read while planning: no change.
    expect(changes).toEqual(t.kind === 'data' ? [] : [`${t.tfType}.minimal create ${stackName}/minimal`]);
  }, 180_000);
});
