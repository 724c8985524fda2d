/**
 * scripts/spec/extract-equinix-fabric.ts and its readers (tfplugindocs.ts, go-sdkv2.ts): the readers
 * on small inputs written the way the provider writes them, and, where the provider's git mirror is
 * on this machine (`fetch github:equinix/terraform-provider-equinix`), the committed
 * spec/equinix/supplement is exactly what the extraction makes of tag v5.1.0 (so a hand edit of
 * the supplement, or a change of the extraction that changes its output, fails here).
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { enumValues, tokenize } from '../../scripts/spec/go-sdkv2';
import { parseSchemaDoc } from '../../scripts/spec/tfplugindocs';

const ROOT = path.join(__dirname, '..', '..');
const MIRROR = '/work/.mirror/equinix+terraform-provider-equinix/repo';

function hasTag(gitDir: string, tag: string): boolean {
  try {
    execFileSync('git', ['--git-dir', gitDir, 'rev-parse', '--verify', '--quiet', `${tag}^{commit}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('tfplugindocs pages', () => {
  const page = [
    '# equinix_fabric_route_filter (Resource)',
    '',
    '## Schema',
    '',
    '### Required',
    '',
    '- `name` (String) Name of the Route Filter',
    '- `project` (Block Set, Min: 1, Max: 1) The Project object that contains project_id and href (see [below for nested schema](#nestedblock--project))',
    '',
    '### Optional',
    '',
    '- `description` (String) Optional description of the route filter',
    '',
    '### Read-Only',
    '',
    '- `uuid` (String) Equinix Assigned ID for Route Filter',
    '',
    '<a id="nestedblock--project"></a>',
    '### Nested Schema for `project`',
    '',
    'Required:',
    '',
    '- `project_id` (String) Project id associated with Fabric Route Filter',
    '',
  ].join('\n');

  test('reads kinds, types, bounds and nested schemas', () => {
    const attrs = parseSchemaDoc(page, 'fabric_route_filter.md');
    expect(attrs.map((a) => [a.name, a.kind, a.type])).toEqual([
      ['name', 'required', 'String'],
      ['project', 'required', 'Block Set'],
      ['description', 'optional', 'String'],
      ['uuid', 'read-only', 'String'],
    ]);
    const project = attrs.find((a) => a.name === 'project')!;
    expect([project.min, project.max]).toEqual([1, 1]);
    expect(project.nested?.map((a) => [a.name, a.kind, a.type])).toEqual([['project_id', 'required', 'String']]);
  });

  test('a page without a schema section is an error that names the page', () => {
    expect(() => parseSchemaDoc('# title\n\nno schema', 'x.md')).toThrow("x.md: no '## Schema' section");
  });
});

describe('Go sources', () => {
  test('tokenize keeps strings, identifiers and operators, and drops comments', () => {
    const tokens = tokenize('Type: schema.TypeString, // comment\nValidateFunc: validation.StringInSlice([]string{"BGP", "DIRECT"}, false)');
    expect(tokens.filter((t) => t.k === 'str').map((t) => t.v)).toEqual(['BGP', 'DIRECT']);
    expect(tokens.filter((t) => t.k === 'id').map((t) => t.v)).toEqual(['Type', 'schema', 'TypeString', 'ValidateFunc', 'validation', 'StringInSlice', 'string', 'false']);
    expect(tokens.some((t) => t.v.includes('comment'))).toBe(false);
    expect(tokens.find((t) => t.v === 'ValidateFunc')?.line).toBe(2);
  });

  test('enumValues reads an SDK enum list', () => {
    const src = [
      'package fabricv4',
      '// All allowed values of RouteFiltersType enum',
      'var AllowedRouteFiltersTypeEnumValues = []RouteFiltersType{',
      '\t"BGP_IPv4_PREFIX_FILTER",',
      '\t"BGP_IPv6_PREFIX_FILTER",',
      '}',
    ].join('\n');
    expect(enumValues(src, 'AllowedRouteFiltersTypeEnumValues')).toEqual(['BGP_IPv4_PREFIX_FILTER', 'BGP_IPv6_PREFIX_FILTER']);
    expect(enumValues(src, 'AllowedOtherEnumValues')).toBeUndefined();
  });
});

(hasTag(MIRROR, 'v5.1.0') ? test : test.skip)('the committed supplement is what the extraction makes of the provider at v5.1.0', () => {
  const out = execFileSync('npx', ['ts-node', '--transpile-only', '-P', 'scripts/tsconfig.json', 'scripts/spec/extract-equinix-fabric.ts', '--check'], { cwd: ROOT, encoding: 'utf8' });
  expect(out.trim()).toBe('up to date');
  expect(fs.existsSync(path.join(ROOT, 'spec', 'equinix', 'supplement', 'PROVENANCE.md'))).toBe(true);
}, 120_000);
