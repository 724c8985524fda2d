/**
 * Messages name only what users wrote or can import (issue 29), in every family: every class
 * private to a file under src/constructs (an Imported* class, a variant's kind class, a context
 * or helper class an L2 may describe) is described by its public class or contract with the kit's
 * `describedAs`, right after the class, so that "Received: a Provider" is never printed.
 */
import * as fs from 'fs';
import * as path from 'path';
import { incident, mongodbatlas } from '../../src';
import { describeValue } from '../../src/core/l2';

const ROOT = path.join(__dirname, '..', '..', 'src', 'constructs');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

test('every class private to a file under src/constructs is described by a public name', () => {
  const missing: string[] = [];
  let seen = 0;
  for (const file of files(ROOT)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:abstract )?class (\w+)/gm)) {
      seen++;
      if (!new RegExp(`^describedAs\\(${m[1]}, '\\w+'\\);$`, 'm').test(text)) missing.push(`${path.relative(ROOT, file)}: ${m[1]}`);
    }
  }
  expect(seen).toBeGreaterThanOrEqual(30);
  expect(missing).toEqual([]);
});

test('the variants of issue 29 are named by their public class: a CloudAccessProvider, an EncryptionAtRestKey, an EscalationTarget', () => {
  expect([
    describeValue(mongodbatlas.CloudAccessProvider.aws({ iamAssumedRoleArn: 'arn:aws:iam::123456789012:role/a' })),
    describeValue(mongodbatlas.EncryptionAtRestKey.awsKms({ customerMasterKeyId: 'k', region: 'US_EAST_1', roleId: 'r' })),
    describeValue(mongodbatlas.NotificationTarget.email({ emailAddress: 'dba@example.com' })),
    describeValue(incident.EscalationTarget.user({ userId: '01U' } as any)),
  ]).toEqual(['a CloudAccessProvider', 'an EncryptionAtRestKey', 'a NotificationTarget', 'an EscalationTarget']);
});
