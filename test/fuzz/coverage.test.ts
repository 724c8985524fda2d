/**
 * Every L2 has a fuzz target: the exports of src/constructs/mongodbatlas/index.ts are scanned for
 * construct classes, their public static factories and public methods, and the static factories
 * of the value classes (NotificationTarget, DatabaseRole, ...); each must be covered by a target
 * (which then checks, in its own test file, that it really exercised it). The public methods of a
 * base class the index does not export (a hidden base such as StatefulConstruct, whose members
 * jsii copies into each subclass) count as the methods of the exported class that extends it.
 */
import * as path from 'path';
import { Construct } from 'constructs';
import { ClassDeclaration, Node, Project, Scope } from 'ts-morph';
import { CLASSES } from './atlas';
import { TARGETS as ALERTS_BACKUPS } from './targets/alerts-backups';
import { TARGETS as CLUSTERS } from './targets/clusters';
import { TARGETS as IDENTITY } from './targets/identity';

const INDEX = path.join(__dirname, '..', '..', 'src', 'constructs', 'mongodbatlas', 'index.ts');

/** `Class`, `Class.static` and `Class#method` for what the index exports that a caller can reach. */
function exportedMembers(): string[] {
  const project = new Project({ skipAddingFilesFromTsConfig: true, compilerOptions: { allowJs: false } });
  const index = project.addSourceFileAtPath(INDEX);
  project.resolveSourceFileDependencies();
  const out: string[] = [];
  const exported = index.getExportedDeclarations();
  for (const [name, decls] of exported) {
    const decl = decls.find((d): d is ClassDeclaration => Node.isClassDeclaration(d));
    if (!decl) continue;
    const isPublic = (m: { getScope(): Scope; getName(): string }) => m.getScope() === Scope.Public && !m.getName().startsWith('_');
    const statics = decl.getStaticMethods().filter(isPublic).map((m) => `${name}.${m.getName()}`);
    const isConstruct = CLASSES[name]?.prototype instanceof Construct;
    if (!isConstruct) {
      out.push(...statics);
      continue;
    }
    if (!decl.isAbstract()) out.push(name);
    const methods = new Set<string>();
    for (let c: ClassDeclaration | undefined = decl; c && !c.getSourceFile().isInNodeModules(); c = c.getBaseClass()) {
      // An exported base lists its own methods.
      if (c !== decl && exported.has(c.getName() ?? '')) break;
      c.getInstanceMethods().filter(isPublic).forEach((m) => methods.add(m.getName()));
    }
    out.push(...statics, ...[...methods].map((m) => `${name}#${m}`));
  }
  return out.sort();
}

test('every exported L2 construct, factory and method has a fuzz target', () => {
  const members = exportedMembers();
  // The scan sees the L2s (a sanity check that it found the index and its classes).
  expect(members).toEqual(expect.arrayContaining(['ReplicaSetCluster', 'ReplicaSetCluster#addRegion', 'NotificationTarget.slack', 'EncryptionAtRestKey.awsKms']));
  const covered = new Set([...CLUSTERS, ...ALERTS_BACKUPS, ...IDENTITY].flatMap((t) => t.covers));
  expect(members.filter((m) => !covered.has(m))).toEqual([]);
});

test('targets cover only what the index exports (a renamed member is noticed)', () => {
  const members = new Set(exportedMembers());
  const covers = [...CLUSTERS, ...ALERTS_BACKUPS, ...IDENTITY].flatMap((t) => t.covers);
  expect(covers.filter((c) => !members.has(c))).toEqual([]);
});
