import * as fs from 'fs';
import * as path from 'path';
import { EncryptionAtRestProvider } from '../../../src/constructs/mongodbatlas';

const values = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../spec/mongodbatlas/values.json'), 'utf8'));

test('EncryptionAtRestProvider holds the values the provider allows for a cluster\'s encryption_at_rest_provider', () => {
  const constants = Object.values(EncryptionAtRestProvider).filter((v) => typeof v === 'string').sort();
  expect(constants).toEqual([...values['mongodbatlas_advanced_cluster.encryption_at_rest_provider'].allowed].sort());
  expect([EncryptionAtRestProvider.AWS, EncryptionAtRestProvider.AZURE, EncryptionAtRestProvider.GCP, EncryptionAtRestProvider.NONE]).toEqual(['AWS', 'AZURE', 'GCP', 'NONE']);
});
