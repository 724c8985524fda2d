import { print } from '../../../src/cli/convert/code';
import { typeInfo } from '../../../src/cli/convert/schema';
import { isExpression, structCode, tokenFor, ValueContext, valueCode, wholeTraversal } from '../../../src/cli/convert/values';
import { Struct } from '../../../src/core/runtime/descriptors';

const ctx = (refs: Record<string, string> = {}): ValueContext => ({ resolve: (t) => refs[t], notes: [] });

describe('values', () => {
  test('expressions and whole traversals', () => {
    expect(isExpression('${var.x}')).toBe(true);
    expect(isExpression('a-%{ if true }x%{ endif }')).toBe(true);
    expect(isExpression('$${literal}')).toBe(false);
    expect(isExpression('plain')).toBe(false);
    expect(wholeTraversal('${var.region}')).toBe('var.region');
    expect(wholeTraversal('${data.incident_user.u.id}')).toBe('data.incident_user.u.id');
    expect(wholeTraversal('${var.x[0]}')).toBeUndefined();
    expect(wholeTraversal('x-${var.x}')).toBeUndefined();
  });

  test('a token of the prop\'s type for an expression that is no reference', () => {
    expect(tokenFor('${var.x}', 's')).toBe("'${var.x}'");
    expect(tokenFor('${var.x}', 'n')).toBe("Token.asNumber('${var.x}')");
    expect(tokenFor('${var.x}', 'b')).toBe("Token.asAny('${var.x}')");
    expect(tokenFor('${var.x}', ['l', 's'])).toBe("Token.asList('${var.x}')");
    expect(tokenFor('${var.x}', ['s', 'n'])).toBe("Token.asNumberList('${var.x}')");
    expect(tokenFor('${var.x}', ['m', 's'])).toBe("Token.asStringMap('${var.x}')");
    expect(tokenFor('${var.x}', ['m', 'b'])).toBe("Token.asBooleanMap('${var.x}')");
    expect(tokenFor('${var.x}', ['m', 'a'])).toBe("Token.asAnyMap('${var.x}')");
  });

  test('a reference the resolver answers becomes its TypeScript; templates stay strings', () => {
    const c = ctx({ 'var.region': 'region.stringValue' });
    expect(print(valueCode(c, '${var.region}', 's', 'region')!)).toBe('region.stringValue');
    expect(print(valueCode(c, 'eu-${var.region}', 's', 'region')!)).toBe("'eu-${var.region}'");
    expect(valueCode(c, null, 's', 'x')).toBeUndefined();
  });

  test('shapes by the L1\'s struct: a one-item list block as an object, list blocks as arrays, single nested attributes as objects, maps as written', () => {
    const provider = typeInfo('provider', 'mongodbatlas')!.struct;
    const c = ctx();
    expect(print(structCode(c, { assume_role: [{ role_arn: 'arn' }], region: 'US' }, provider, ''))).toBe("{\n  assumeRole: {\n    roleArn: 'arn',\n  },\n  region: 'US',\n}");
    const cluster = typeInfo('resource', 'mongodbatlas_advanced_cluster')!.struct;
    const code = structCode(c, {
      tags: { 'team-name': 'x' },
      replication_specs: [{ region_configs: [{ electable_specs: { node_count: 3 }, priority: 7 }] }],
      timeouts: [{ create: '1h' }],
    }, cluster, '');
    expect(print(code)).toBe(`{
  tags: {
    'team-name': 'x',
  },
  replicationSpecs: [
    {
      regionConfigs: [
        {
          electableSpecs: {
            nodeCount: 3,
          },
          priority: 7,
        },
      ],
    },
  ],
  timeouts: {
    create: '1h',
  },
}`);
    expect(c.notes).toEqual([]);
  });

  test('what cannot be written as is, noted with its path', () => {
    const s: Struct = { f: [{ t: 'n', y: 'n' }, { t: 'b', y: 'b' }, { t: 'l', y: ['l', 's'] }, { t: 'o', y: { k: 'o', s: { f: [{ t: 'x', y: 's' }] } } }] };
    const c = ctx();
    const code = print(structCode(c, { n: 'many', b: 'true', l: 'x', o: [{ x: 'a' }, { x: 'b' }], dynamic: { x: [] } }, s, 'top'));
    expect(code).toBe("{\n  n: Token.asAny('many'),\n  b: true,\n  l: Token.asAny('x'),\n  o: Token.asAny([{\"x\":\"a\"},{\"x\":\"b\"}]),\n}");
    expect(c.notes).toEqual([
      { path: 'top.n', message: '"many" is no number, which the attribute takes.', refused: true },
      { path: 'top.b', message: "'true' is written as the boolean true (the attribute is a boolean; Terraform converts it the same way)." },
      { path: 'top.l', message: '"x" is not a list, which the attribute takes.', refused: true },
      { path: 'top.o', message: '2 blocks where the provider takes at most one: it refuses the module as written, which stays as written.', refused: true },
      {
        path: 'top.dynamic',
        message: 'holds a dynamic block inside a block (x), which convert writes only at the top of a resource.',
        refused: true,
        fix: 'Keep the escape hatch (Terraform reads it as written), or write the blocks of top out as a list and convert again.',
      },
    ]);
  });
});
