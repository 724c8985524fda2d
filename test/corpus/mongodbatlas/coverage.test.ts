/**
 * The corpus uses every generated mongodbatlas resource type, data source type and the provider
 * block: a type added to spec/mongodbatlas/schema.json without a realistic configuration here
 * fails this test.
 */
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..', '..');
const pascal = (tf: string) => tf.replace(/^mongodbatlas_/, '').split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join('');

test('every resource type, data source type and the provider of mongodbatlas appear in the corpus', () => {
  const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'spec', 'mongodbatlas', 'schema.json'), 'utf8'));
  const ps: any = Object.values(schema.provider_schemas)[0];
  const classes = [
    'MongodbatlasProvider',
    ...Object.keys(ps.resource_schemas).map((t) => `Mongodbatlas${pascal(t)}`),
    ...Object.keys(ps.data_source_schemas).map((t) => `DataMongodbatlas${pascal(t)}`),
  ];
  const corpus = fs.readdirSync(__dirname).filter((f) => f.endsWith('.ts')).map((f) => fs.readFileSync(path.join(__dirname, f), 'utf8')).join('\n');
  const missing = classes.filter((c) => !corpus.includes(`new mongodbatlas.${c}(`));
  expect(missing).toEqual([]);
  expect(classes).toHaveLength(1 + 14 + 13);
});
