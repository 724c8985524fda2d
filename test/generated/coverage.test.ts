/**
 * Every type in spec/<provider>/schema.json has at least one test in test/generated/<provider>/
 * whose title starts with `<type>:` (`provider:`, `<resource>:`, `data.<data source>:`).
 */
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');

function specTypes(provider: string): string[] {
  const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'spec', provider, 'schema.json'), 'utf8'));
  const p: any = Object.values(schema.provider_schemas)[0];
  return ['provider', ...Object.keys(p.resource_schemas ?? {}), ...Object.keys(p.data_source_schemas ?? {}).map((t) => `data.${t}`)];
}

function testedTypes(provider: string): Set<string> {
  const dir = path.join(__dirname, provider);
  const out = new Set<string>();
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.test.ts'))) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    for (const m of text.matchAll(/\btest\(\s*['`"]((?:data\.)?[a-z0-9_]+):/g)) out.add(m[1]);
  }
  return out;
}

const providers = fs.readdirSync(path.join(ROOT, 'spec')).filter((d) => fs.existsSync(path.join(ROOT, 'spec', d, 'schema.json'))).sort();

test('the four providers are all in spec/', () => {
  expect(providers).toEqual(['equinix', 'ibm', 'incident', 'mongodbatlas']);
});

test.each(providers)('every %s type has its own test', (provider) => {
  const tested = testedTypes(provider);
  expect(specTypes(provider).filter((t) => !tested.has(t))).toEqual([]);
});
