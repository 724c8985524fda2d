/**
 * The type-checker look-ups on the fixture projects (the real binding, resolved from the repository's node_modules).
 */
import * as path from 'path';
import * as tsm from 'ts-morph';
import { bindingRefOfSymbol, bindingRefOfType, configLiterals, isBindingModuleSymbol } from '../../../src/cli/migrate/resolve';

const FIXTURES = path.join(__dirname, 'fixtures');
jest.setTimeout(120_000);

function load(name: string): { project: tsm.Project; files: tsm.SourceFile[] } {
  const project = new tsm.Project({ tsConfigFilePath: path.join(FIXTURES, name, 'tsconfig.json') });
  return { project, files: project.getSourceFiles().filter((f) => !f.isDeclarationFile() && !f.getFilePath().includes('/node_modules/') && !f.getFilePath().includes('/.gen/')) };
}

test('a config built in another file as a typed variable is found through its declared type', () => {
  const { project, files } = load('deep-config');
  const found = configLiterals(tsm, project, files);
  const inConfig = found.get(path.join(FIXTURES, 'deep-config', 'config.ts'))!;
  expect(inConfig.map((x) => [x.subject, x.target.tfType, x.obj.getStartLineNumber()])).toEqual([["AdvancedCluster '(searchCluster)'", 'mongodbatlas_advanced_cluster', 6]]);
  expect(found.get(path.join(FIXTURES, 'deep-config', 'main.ts'))).toEqual([{ obj: expect.anything(), target: expect.objectContaining({ tfType: 'mongodbatlas', kind: 'provider' }), subject: "MongodbatlasProvider 'atlas'" }]);
});

test('an untyped config variable passed to a binding constructor is found through the call', () => {
  const { project, files } = load('mutators');
  const found = configLiterals(tsm, project, files).get(path.join(FIXTURES, 'mutators', 'main.ts'))!;
  expect(found.map((x) => x.subject)).toEqual(["MongodbatlasProvider 'atlas'", "AdvancedCluster 'billing'", "AdvancedCluster 'ledger'"]);
});

test('deep imports, namespace members and instances resolve to the binding class; the module symbols are the binding', () => {
  const { project } = load('deep-config');
  const main = project.getSourceFileOrThrow(path.join(FIXTURES, 'deep-config', 'main.ts'));
  const ctor = main.getDescendantsOfKind(tsm.SyntaxKind.NewExpression).find((n) => n.getExpression().getText() === 'AdvancedCluster')!;
  expect(bindingRefOfSymbol(tsm, ctor.getExpression().getSymbol())).toMatchObject({ name: 'AdvancedCluster', kind: 'class', target: { ours: 'MongodbatlasAdvancedCluster' } });
  const cluster = main.getVariableDeclarationOrThrow('cluster');
  expect(bindingRefOfType(tsm, cluster.getType())).toMatchObject({ name: 'AdvancedCluster', kind: 'class' });
  expect(bindingRefOfType(tsm, main.getVariableDeclarationOrThrow('app').getType())).toBeUndefined();
  const [deep, , cdktf] = main.getImportDeclarations();
  expect(deep!.getModuleSpecifierValue()).toBe('@cdktf/provider-mongodbatlas/lib/advanced-cluster');
  expect(isBindingModuleSymbol(deep!.getModuleSpecifierSourceFileOrThrow().getSymbol())).toBe(true);
  expect(cdktf!.getModuleSpecifierValue()).toBe('cdktf');
  expect(isBindingModuleSymbol(cdktf!.getModuleSpecifierSourceFileOrThrow().getSymbol())).toBe(false);
});

test('a workspace package that re-exports .gen is the binding; its namespaces too', () => {
  const { project } = load('gen-workspace');
  const main = project.getSourceFileOrThrow(path.join(FIXTURES, 'gen-workspace', 'main.ts'));
  const named = main.getImportDeclarations()[1]!.getNamedImports();
  expect(named.map((n) => isBindingModuleSymbol(n.getNameNode().getSymbol()))).toEqual([true, true, true]);
  const user = main.getDescendantsOfKind(tsm.SyntaxKind.NewExpression).find((n) => n.getExpression().getText() === 'databaseUser.DatabaseUser')!;
  expect(bindingRefOfSymbol(tsm, user.getExpression().getSymbol())).toMatchObject({ target: { tfType: 'mongodbatlas_database_user', ours: 'MongodbatlasDatabaseUser' } });
});
