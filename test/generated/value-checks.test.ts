/**
 * Every value fact of spec/ (values.json: allowed values, ranges, lengths, patterns, upper case;
 * overlay.json: allowed values, formats, whole numbers) becomes a value check in the generated L1s,
 * and every generated check fails on a value outside its facts and passes on one inside. The
 * message of each kind is asserted to the letter in test/core/value-checks.test.ts; end-to-end
 * synth messages per provider are in test/rules/ and test/core/api/checks.test.ts.
 */
import * as fs from 'fs';
import * as path from 'path';
import { checkValue, ValueCheck } from '../../src/core/runtime/value-checks';

const ROOT = path.join(__dirname, '..', '..');
const PROVIDERS = ['mongodbatlas', 'incident', 'ibm', 'equinix'];
/** A value that matches each pattern the spec states (a new pattern needs an example here). */
const PATTERN_EXAMPLES: Record<string, string> = {
  '^([0-9]+)\\.?([0-9]+)?$': '8.0',
  '[\\w-]+': 'auditor',
  '^(AND_|OR_)': 'AND_name',
  // equinix_fabric_service_token.expiration_date_time: milliseconds are required ('2020-11-06T07:00:00Z' fails).
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$': '2020-11-06T07:00:00.000Z',
};
const FORMAT_EXAMPLES: Record<string, string> = {
  hex24: '5f1e2d3c4b5a697887766554', uuid: '123e4567-e89b-12d3-a456-426614174000', iso8601: '2026-12-01T00:00:00Z', duration: '2h45m',
};

function generatedChecks(provider: string): ValueCheck[] {
  const dir = path.join(ROOT, 'src', 'generated', provider);
  const out = new Map<string, ValueCheck>();
  for (const m of fs.readdirSync(dir)) {
    const file = path.join(dir, m, 'index.ts');
    if (!fs.existsSync(file)) continue;
    for (const [, text] of fs.readFileSync(file, 'utf8').matchAll(/const V\d+: rt\.ValueCheck = (\{.*\});/g)) {
      // eslint-disable-next-line no-new-func
      const check = new Function(`return ${text};`)() as ValueCheck;
      out.set(check.id, check);
    }
  }
  return [...out.values()];
}

/** Whether `type.a.b` names an input (required or optional) of the schema; outputs get no checks. */
function isInputPath(schema: any, key: string): boolean {
  const ps: any = Object.values(schema.provider_schemas)[0];
  const parts = key.split('.');
  let block: any;
  if (parts[0] === 'provider') { block = ps.provider.block; parts.shift(); } else if (parts[0] === 'data') { block = ps.data_source_schemas[parts[1]].block; parts.splice(0, 2); } else { block = ps.resource_schemas[parts[0]].block; parts.shift(); }
  for (let i = 0; i < parts.length; i++) {
    const a = block.attributes?.[parts[i]];
    if (a && i === parts.length - 1) return !!(a.required || a.optional);
    if (a?.nested_type) { block = a.nested_type; continue; }
    const bt = block.block_types?.[parts[i]];
    if (!bt) return false;
    block = bt.block;
  }
  return false;
}

/** The value.json keys and overlay facts of inputs that must become checks, as check ids. */
function expectedIds(provider: string): string[] {
  const spec = path.join(ROOT, 'spec', provider);
  const schema = JSON.parse(fs.readFileSync(path.join(spec, 'schema.json'), 'utf8'));
  const values = JSON.parse(fs.readFileSync(path.join(spec, 'values.json'), 'utf8')) as Record<string, any>;
  const overlay = JSON.parse(fs.readFileSync(path.join(spec, 'overlay.json'), 'utf8'));
  const id = (key: string) => `value:${key.startsWith('provider.') ? `${provider}.${key}` : key}`;
  const ids = Object.entries(values)
    .filter(([k, f]) => ['allowed', 'min', 'max', 'minLength', 'maxLength', 'pattern', 'uppercase'].some((x) => f[x] !== undefined) && isInputPath(schema, k))
    .map(([k]) => id(k));
  for (const [t, def] of Object.entries<any>(overlay.types ?? {})) {
    for (const [p, a] of Object.entries<any>(def.attributes ?? {})) {
      if ((a.allowedValues || a.format || a.integer) && isInputPath(schema, `${t}.${p}`)) ids.push(id(`${t}.${p}`));
    }
  }
  return [...new Set(ids)];
}

/** The check that covers an id: the same id, or the shallowest depth of a recursive tree (same head, same tail). */
function covering(id: string, checks: Map<string, ValueCheck>): ValueCheck | undefined {
  if (checks.has(id)) return checks.get(id);
  const [type, ...rest] = id.slice('value:'.length).split('.');
  const p = rest.join('.');
  return [...checks.values()].find((c) => {
    const [ct, ...cr] = c.id.slice('value:'.length).split('.');
    if (ct !== type || cr.length < 2) return false;
    const q = cr.join('.');
    return q.length < p.length && p.startsWith(`${cr[0]}.`) && p.endsWith(q.slice(q.indexOf('.')));
  });
}

function failing(c: ValueCheck): string | number {
  if (c.a) return typeof c.a[0] === 'number' ? Math.max(...(c.a as number[])) + 1 : 'NOT_A_LISTED_VALUE';
  if (c.hi !== undefined) return c.hi + 1;
  if (c.lo !== undefined) return c.lo - 1;
  if (c.i) return 1.5;
  if (c.ll !== undefined && c.ll > 0) return '';
  if (c.lh !== undefined) return 'x'.repeat(c.lh + 1);
  if (c.u) return 'lower';
  if (c.p) return '!!!';
  return 'not valid';
}

function passing(c: ValueCheck): string | number {
  if (c.a) return c.a[0];
  if (c.lo !== undefined || c.hi !== undefined || c.i) return c.lo ?? c.hi ?? 1;
  if (c.fmt) return FORMAT_EXAMPLES[c.fmt];
  if (c.p) return PATTERN_EXAMPLES[c.p];
  if (c.ll !== undefined || c.lh !== undefined) return 'x'.repeat(Math.max(c.ll ?? 1, 1));
  if (c.u) return 'UPPER';
  throw new Error(`no passing value for ${JSON.stringify(c)}`);
}

describe.each(PROVIDERS)('value checks of %s', (provider) => {
  const checks = generatedChecks(provider);
  const byId = new Map(checks.map((c) => [c.id, c]));

  test('every value fact of spec/ has a generated check', () => {
    expect(expectedIds(provider).filter((id) => !covering(id, byId))).toEqual([]);
  });

  test.each(checks.map((c) => [c.id, c] as const))('%s fails outside its facts and passes inside them', (_id, c) => {
    const bad = checkValue(c, failing(c), 'field');
    expect(bad?.id).toBe(c.id);
    expect(bad?.problem.field).toBe('field');
    // The failing value breaks the list or range when there is one: documented ones (w) warn, a
    // value outside a documented list as unlisted-value, any other documented fact by its own id.
    const listOrRange = c.a !== undefined || c.lo !== undefined || c.hi !== undefined;
    expect(bad?.level).toBe(!c.w ? 'error' : listOrRange ? 'unlisted' : 'warning');
    expect(bad?.problem.fix).toMatch(/\.$/);
    expect(checkValue(c, passing(c), 'field')).toBeUndefined();
  });
});

test('every pattern the spec states has an example', () => {
  const patterns = PROVIDERS.flatMap(generatedChecks).map((c) => c.p).filter((p): p is string => p !== undefined);
  expect([...new Set(patterns)].sort()).toEqual(Object.keys(PATTERN_EXAMPLES).sort());
});
