import { addresses, compare, diff, mergeHcl, normalize } from '../../../src/cli/convert/oracle';
import { OracleDifference } from '../../../src/cli/report';

const OURS = new Set(['mongodbatlas', 'incident', 'ibm', 'equinix']);

describe('oracle', () => {
  test('mergeHcl: the files\' JSON forms as one Terraform JSON document', () => {
    const merged = mergeHcl([
      { resource: { incident_severity: { s: [{ name: 'a' }] } }, locals: [{ a: 1 }, { b: 2 }], variable: { v: [{ type: '${string}' }] } },
      { provider: { incident: [{ api_key: 'k' }] }, terraform: [{ required_version: '>= 1' }], output: { o: [{ value: 1 }] } },
      { provider: { incident: [{ alias: 'eu' }] } },
    ]);
    expect(merged).toEqual({
      resource: { incident_severity: { s: { name: 'a' } } },
      locals: { a: 1, b: 2 },
      variable: { v: { type: '${string}' } },
      provider: { incident: [{ api_key: 'k' }, { alias: 'eu' }] },
      terraform: { required_version: '>= 1' },
      output: { o: { value: 1 } },
    });
    expect(addresses(merged)).toEqual(['incident_severity.s', 'local.a', 'local.b', 'output.o', 'var.v']);
    // An empty block is still a block: its address counts.
    expect(addresses(mergeHcl([{ ephemeral: { t: { e: [{}] } } }]))).toEqual(['ephemeral.t.e']);
  });

  test('normalize: no //, no nulls but a variable\'s null default (it makes the variable optional), references of meta-arguments and a variable\'s type without ${}', () => {
    expect(normalize({
      '//': { metadata: 1 },
      'variable': { v: { type: '${list(string)}', default: null } },
      'resource': { t: { r: { depends_on: ['${t.q}'], provider: '${x.eu}', lifecycle: [{ ignore_changes: ['${tags}'] }], name: '${var.n}' } } },
      'module': { m: { providers: { x: '${x.eu}' } } },
    })).toEqual({
      variable: { v: { type: 'list(string)', default: null } },
      resource: { t: { r: { depends_on: ['t.q'], provider: 'x.eu', lifecycle: [{ ignore_changes: ['tags'] }], name: '${var.n}' } } },
      module: { m: { providers: { x: 'x.eu' } } },
    });
  });

  test('diff: a block as [ {...} ] or {...} is the same; empty is absent; a literal of another type is explained; the rest is a difference', () => {
    const out: OracleDifference[] = [];
    diff({ a: [{ x: 1 }], b: [], c: {}, d: 5, e: [1, 2], f: 'x' }, { a: { x: 1 }, d: '5', e: [1], f: 'y', g: true }, 'r', out);
    expect(out).toEqual([
      { path: 'r.d', before: 5, after: '5', explainedBy: 'convert/literal-type' },
      { path: 'r.e', before: [1, 2], after: [1] },
      { path: 'r.f', before: 'x', after: 'y' },
      { path: 'r.g', before: undefined, after: true },
    ]);
  });

  test('compare: what cdktn adds is explained; a changed value fails; addresses missing or new fail', () => {
    const hcl = { resource: { incident_severity: { s: { name: 'a' } } }, variable: { v: { type: '${string}' } } };
    const synth = {
      '//': { metadata: {} },
      'terraform': { required_providers: { incident: { source: 'incident-io/incident', version: '~> 6.3' } }, backend: { local: { path: '/x' } } },
      'provider': { incident: [{}] },
      'resource': { incident_severity: { s: { '//': {}, 'name': 'a' } } },
      'variable': { v: { type: 'string' } },
    };
    const ok = compare(hcl, synth, OURS);
    expect(ok).toEqual({
      ran: true,
      passed: true,
      addressesRemoved: [],
      addressesAdded: [],
      differences: [
        { path: 'terraform.required_providers.incident', before: undefined, after: { source: 'incident-io/incident', version: '~> 6.3' }, explainedBy: 'convert/required-providers' },
        { path: 'terraform.backend', before: undefined, after: { local: { path: '/x' } }, explainedBy: 'convert/backend' },
        { path: 'provider.incident', before: undefined, after: [{}], explainedBy: 'convert/provider' },
      ],
    });
    const wrong = compare(hcl, { ...synth, resource: { incident_severity: { t: { name: 'b' } } }, output: { o: { value: 1 } } }, OURS);
    expect(wrong.passed).toBe(false);
    expect(wrong.addressesRemoved).toEqual(['incident_severity.s']);
    expect(wrong.addressesAdded).toEqual(['incident_severity.t', 'output.o']);
    expect(wrong.differences.filter((d) => !d.explainedBy)).toEqual([
      { path: 'resource.incident_severity.s', before: { name: 'a' }, after: undefined },
      { path: 'resource.incident_severity.t', before: undefined, after: { name: 'b' } },
      { path: 'output', before: undefined, after: { o: { value: 1 } } },
    ]);
  });

  test('compare: another provider\'s required_providers and a backend the HCL has are compared as they are', () => {
    const hcl = { terraform: { required_providers: [{ random: { source: 'hashicorp/random' } }], backend: { s3: [{ bucket: 'a' }] } } };
    const r = compare(hcl, { terraform: { required_providers: { random: { source: 'hashicorp/random', version: '3.0' } }, backend: { s3: { bucket: 'b' } } } }, OURS);
    expect(r.passed).toBe(false);
    expect(r.differences).toEqual([
      { path: 'terraform.required_providers.random.version', before: undefined, after: '3.0' },
      { path: 'terraform.backend.s3.bucket', before: 'a', after: 'b' },
    ]);
  });

  test('dynamic blocks: the iterator each and the block\'s own name read the same', () => {
    const roles = (v: unknown) => ({ resource: { t: { r: { dynamic: { roles: v } } } } });
    const hcl = roles([{ for_each: '${var.l}', content: [{ n: '${roles.value}' }] }]);
    const synth = roles({ for_each: '${var.l}', iterator: 'each', content: { n: '${each.value}' } });
    expect(compare(hcl, synth, OURS).passed).toBe(true);
    const other = roles({ for_each: '${var.l}', iterator: 'each', content: { n: '${each.key}' } });
    expect(compare(hcl, other, OURS).differences).toEqual([{ path: 'resource.t.r.dynamic.roles[0].content.n', before: '${each.value}', after: '${each.key}' }]);
  });

  test('dynamic blocks: an iterator of its own (HCL\'s JSON form writes `iterator = grant` as \'${grant}\') reads as each', () => {
    const roles = (v: unknown) => ({ resource: { t: { r: { dynamic: { roles: v } } } } });
    const hcl = roles([{ for_each: '${var.l}', iterator: '${grant}', content: [{ n: '${grant.value.role}' }] }]);
    expect(compare(hcl, roles({ for_each: '${var.l}', iterator: 'each', content: { n: '${each.value.role}' } }), OURS).passed).toBe(true);
    // What convert once wrote: the content kept the iterator's name, which Terraform does not know under `each`.
    expect(compare(hcl, roles({ for_each: '${var.l}', iterator: 'each', content: { n: '${grant.value.role}' } }), OURS).differences)
      .toEqual([{ path: 'resource.t.r.dynamic.roles[0].content.n', before: '${each.value.role}', after: '${grant.value.role}' }]);
  });
});
