/**
 * Messages name only what users wrote or can import (issue 29): every class private to a file of
 * the alerts and expressions rooms (an Imported* class, a variant's kind class, a context) is
 * described by its public class or contract (`describedAs`, placed right after the class), so that
 * "Received: a Scalar" can never be printed.
 */
import * as fs from 'fs';
import * as path from 'path';
import { describeValue } from '../../../../src/core/l2/index';
import { incident } from '../../../../src/index';
import { incidentStack } from '../alerts/alerts-util';

const ROOT = path.join(__dirname, '..', '..', '..', '..', 'src', 'constructs', 'incident');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

test('every class private to a file of the alerts and expressions rooms is described by a public name', () => {
  const missing: string[] = [];
  let seen = 0;
  for (const file of [...files(path.join(ROOT, 'alerts')), ...files(path.join(ROOT, 'expressions'))]) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:abstract )?class (\w+)/gm)) {
      seen++;
      if (!new RegExp(`^describedAs\\(${m[1]}, '\\w+'\\);$`, 'm').test(text)) missing.push(`${path.relative(ROOT, file)}: ${m[1]}`);
    }
  }
  expect(seen).toBeGreaterThanOrEqual(6);
  expect(missing).toEqual([]);
});

test('what a message says of each: the public class or contract', () => {
  const s = incidentStack();
  expect([
    describeValue(incident.AttributeType.string()),
    describeValue(incident.AttributeType.catalogEntry(incident.CatalogType.fromCatalogTypeAttributes(s, 'T', { catalogTypeId: '01T' }))),
    describeValue(incident.AlertAttribute.fromAlertAttributeAttributes(s, 'A', { alertAttributeId: '01A' })),
    describeValue(incident.AlertSource.fromAlertSourceAttributes(s, 'S', { alertSourceId: '01S' })),
    describeValue(incident.AlertRoute.fromAlertRouteAttributes(s, 'R', { alertRouteId: '01R' })),
  ]).toEqual(['an AttributeType', 'an AttributeType', "the IAlertAttribute 'test/A'", "the IAlertSource 'test/S'", "the IAlertRoute 'test/R'"]);
});
