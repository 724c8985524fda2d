/**
 * Corpus coverage: every resource type, data source type and the provider block that the
 * generated incident namespace holds appears in at least one corpus configuration. A type added
 * to the spec without a realistic configuration here fails this test.
 */
import { TerraformDataSource, TerraformProvider } from 'cdktn';
import { ALERT_APPS } from './apps/alerts';
import { CATALOG_APPS } from './apps/catalog';
import { ONCALL_APPS } from './apps/oncall';
import { RESPONSE_APPS } from './apps/response';
import { synthApp } from './corpus';
import { incident } from '../../../src';

const APPS = [...ALERT_APPS, ...CATALOG_APPS, ...ONCALL_APPS, ...RESPONSE_APPS];

/** The Terraform types of the generated namespace: `<type>`, `data.<type>`, `provider.incident`. */
function generatedTypes(): string[] {
  const out: string[] = [];
  for (const value of Object.values(incident)) {
    if (typeof value !== 'function' || typeof (value as any).tfResourceType !== 'string') continue;
    const type = (value as any).tfResourceType as string;
    if (value.prototype instanceof TerraformProvider) out.push(`provider.${type}`);
    else if (value.prototype instanceof TerraformDataSource) out.push(`data.${type}`);
    else out.push(type);
  }
  return out.sort();
}

test('the generated namespace holds 22 resource types, 16 data source types and the provider', () => {
  const types = generatedTypes();
  expect(types.filter((t) => t.startsWith('data.'))).toHaveLength(16);
  expect(types.filter((t) => t.startsWith('provider.'))).toEqual(['provider.incident']);
  expect(types.filter((t) => !t.includes('.'))).toHaveLength(22);
});

test('every generated incident type and the provider block appear in the corpus', () => {
  const seen = new Set<string>();
  for (const app of APPS) {
    const { doc } = synthApp(app);
    for (const type of Object.keys(doc.resource ?? {})) seen.add(type);
    for (const type of Object.keys(doc.data ?? {})) seen.add(`data.${type}`);
    for (const name of Object.keys(doc.provider ?? {})) seen.add(`provider.${name}`);
  }
  expect(generatedTypes().filter((t) => !seen.has(t))).toEqual([]);
});
