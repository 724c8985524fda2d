/**
 * Rewrites one source file of a project on the archived binding: binding names to ours
 * (`advancedCluster.AdvancedCluster` -> `mongodbatlas.MongodbatlasAdvancedCluster`), the config
 * literals (config-rewrite.ts), old accessors (`connectionStrings.get(0).standardSrv`), the
 * `putTags`/`putLabels` mutators, and the imports. Not part of the jsii API.
 */
import type { ImportDeclaration, ObjectLiteralExpression, SourceFile } from 'ts-morph';
import { atlasFacts, ClassTarget, ourNameOf, snakeOf } from './binding';
import { clusterToAdvanced } from './cluster-to-advanced';
import { entry, insertProperty, rewriteConfig, RewriteContext, tagsMapText } from './config-rewrite';
import { Edits } from './edits';
import { bindingRefOfSymbol, bindingRefOfType, isBindingModuleSymbol } from './resolve';
import { toL2Cluster } from './to-l2';
import { ReportEntry } from '../report';

export const OUR_IMPORT = "import { mongodbatlas } from 'terrain-constructs';";
const OUR_IMPORT_L2 = "import { mongodbatlas, RemovalPolicy } from 'terrain-constructs';";

/** The rewritten text of `sf`, or undefined when nothing changed; entries and fired rules go to `entries` and `rules`. */
export function rewriteFile(tsm: typeof import('ts-morph'), sf: SourceFile, file: string, configs: Array<{ obj: ObjectLiteralExpression; target: ClassTarget; subject: string }>,
  entries: ReportEntry[], rules: Set<string>, opts: { readonly clusterToAdvanced?: boolean; readonly toL2?: boolean } = {}): string | undefined {
  const c: RewriteContext = { tsm, edits: new Edits(sf.getFullText()), file, entries, rules };
  unresolved(c, sf);
  mutators(c, sf);
  const converted = new Set<import('ts-morph').Node>();
  for (const { obj, target, subject } of configs) {
    const ne = obj.getParent();
    if (opts.clusterToAdvanced && target.kind === 'resource' && target.tfType === 'mongodbatlas_cluster' && tsm.Node.isNewExpression(ne) && ne.getArguments()[2] === obj) {
      if (clusterToAdvanced(c, ne, obj, subject)) {
        converted.add(ne.getParentOrThrow());
        continue;
      }
    }
    if (opts.toL2 && target.kind === 'resource' && target.tfType === 'mongodbatlas_advanced_cluster' && tsm.Node.isNewExpression(ne) && ne.getArguments()[2] === obj) {
      if (toL2Cluster(c, ne, obj, subject)) continue;
    }
    rewriteConfig(c, obj, target, subject);
  }
  accessors(c, sf, converted);
  names(c, sf);
  imports(c, sf);
  return c.edits.size ? c.edits.apply() : undefined;
}

/** An import of the binding TypeScript cannot resolve: nothing in the file can be found by type. */
function unresolved(c: RewriteContext, sf: SourceFile): void {
  for (const decl of sf.getImportDeclarations()) {
    const spec = decl.getModuleSpecifierValue();
    if (!/^@cdktf\/provider-mongodbatlas(\/|$)/.test(spec) || decl.getModuleSpecifierSourceFile()) continue;
    entry(c, decl, 'migrate/unresolved-binding', 'manual', `import from '${spec}'`,
      `TypeScript cannot resolve '${spec}' from this project, so its classes cannot be recognised by type and nothing that uses them was rewritten.`,
      'npm install --save-dev @cdktf/provider-mongodbatlas@8 (the version the app was written for), then run terrain-constructs migrate again');
  }
}

/** `x.putTags([...])` / `x.putLabels([...])` on a binding advanced cluster; the binding's other `put*`/`reset*` mutators, reported. */
function mutators(c: RewriteContext, sf: SourceFile): void {
  const { Node, SyntaxKind } = c.tsm;
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) continue;
    const method = callee.getName();
    if (!/^(put|reset)[A-Z]/.test(method)) continue;
    const recv = callee.getExpression();
    const ref = bindingRefOfType(c.tsm, recv.getType());
    if (!ref) continue;
    if ((method !== 'putTags' && method !== 'putLabels') || ref.target.tfType !== 'mongodbatlas_advanced_cluster') {
      // The binding's other mutators: our L1s have none (their config is given once, and checked).
      const field = method.replace(/^(put|reset)/, '').replace(/^./, (x) => x.toLowerCase());
      const arg = call.getArguments()[0]?.getText();
      entry(c, call, 'migrate/mutator', 'manual', `${ref.target.bindingClass} ${recv.getText()}`,
        `${method}: our L1s have no ${method} (a config is given once, to the constructor, and checked there); the call was left as it is and does not compile against them.`,
        method.startsWith('put') && arg !== undefined ? `${field}: ${arg}, // in the constructor's config, instead of the ${method} call` : `leave ${field} out of the constructor's config, instead of the ${method} call`);
      continue;
    }
    const key = method === 'putTags' ? 'tags' : 'labels';
    const subject = `${ref.target.bindingClass} ${recv.getText()}`;
    const map = call.getArguments()[0] && tagsMapText(c.tsm, call.getArguments()[0]!);
    const stmt = call.getParent();
    const rule = 'migrate/mutator';
    if (map === undefined || !stmt || !Node.isExpressionStatement(stmt)) {
      entry(c, call, rule, 'manual', subject, `${method}: provider 2.x takes ${key} as a map in the constructor's config, and our L1 has no ${method}; the argument here is not a literal array of { key, value }, so the call was left as it is.`,
        `${key}: Object.fromEntries(${call.getArguments()[0]?.getText() ?? '[]'}.map((t) => [t.key, t.value])), // in the constructor's config`);
      continue;
    }
    const cfg = configOf(c, recv);
    if (cfg && !cfg.getProperty(key)) {
      insertProperty(c, cfg, `${key}: ${map}`);
      const src = c.edits.original;
      const lineStart = src.lastIndexOf('\n', stmt.getStart()) + 1;
      const lineEnd = src.indexOf('\n', stmt.getEnd());
      const alone = /^\s*$/.test(src.slice(lineStart, stmt.getStart())) && /^\s*$/.test(src.slice(stmt.getEnd(), lineEnd < 0 ? src.length : lineEnd));
      c.edits.add(alone ? lineStart : stmt.getStart(), alone ? (lineEnd < 0 ? src.length : lineEnd + 1) : stmt.getEnd(), '');
      entry(c, call, rule, 'converted', subject, `${method}: the ${key} moved into the constructor's config as a map (provider 2.x; our L1 has no ${method}).`);
    } else {
      c.edits.add(call.getStart(), call.getEnd(), `${recv.getText()}.addOverride('${key}', ${map})`);
      entry(c, call, rule, 'partial', subject, `${method}: our L1 has no ${method}; the ${key} are set as a map through addOverride, which our checks do not see.`,
        `${key}: ${map}, // in the constructor's config, instead of the addOverride call`);
    }
  }
}

/** The config literal of `recv` when it is a variable holding `new X(scope, id, { ... })` in this file. */
function configOf(c: RewriteContext, recv: import('ts-morph').Node): ObjectLiteralExpression | undefined {
  const { Node } = c.tsm;
  if (!Node.isIdentifier(recv)) return undefined;
  const decl = recv.getSymbol()?.getDeclarations()[0];
  const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
  const arg = init && Node.isNewExpression(init) ? init.getArguments()[2] : undefined;
  return arg && Node.isObjectLiteralExpression(arg) && arg.getSourceFile() === recv.getSourceFile() ? arg : undefined;
}

/**
 * `cluster.connectionStrings.get(0).x` -> `cluster.connectionStrings.x` where 2.x made the block
 * single (also on a cluster `converted` to the advanced cluster, whose other 1.x-only attributes are reported).
 */
function accessors(c: RewriteContext, sf: SourceFile, converted: ReadonlySet<import('ts-morph').Node>): void {
  const { Node, SyntaxKind } = c.tsm;
  const facts = atlasFacts();
  const advanced = facts.blocks[facts.resources.mongodbatlas_advanced_cluster!]!;
  const isConverted = (n: import('ts-morph').Node) => Node.isIdentifier(n) && (n.getSymbol()?.getDeclarations() ?? []).some((d) => converted.has(d));
  for (const pa of sf.getDescendantsOfKind(SyntaxKind.PropertyAccessExpression)) {
    const recv = pa.getExpression();
    if (!isConverted(recv) || pa.getName() === 'connectionStrings') continue;
    const snake = snakeOf(pa.getName());
    const cluster = facts.blocks[facts.resources.mongodbatlas_cluster!]!;
    if ((cluster.a?.[snake] || cluster.b?.[snake]) && !advanced.a?.[snake] && !advanced.b?.[snake]) {
      entry(c, pa, 'migrate/cluster-to-advanced', 'manual', `AdvancedCluster ${recv.getText()}`, `${pa.getName()}: mongodbatlas_advanced_cluster has no ${snake} (the cluster's attribute); left as it is.`,
        snake === 'srv_address' || snake.startsWith('mongo_uri') ? `${recv.getText()}.connectionStrings.standardSrv` : `see the provider's cluster to advanced cluster guide, section "Output changes", for ${snake}`);
    }
  }
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'get') continue;
    const list = callee.getExpression();
    if (!Node.isPropertyAccessExpression(list)) continue;
    const ref = bindingRefOfType(c.tsm, list.getExpression().getType());
    if (!ref || ref.kind !== 'class' || ref.target.block === undefined) continue;
    const snake = snakeOf(list.getName());
    const block = isConverted(list.getExpression()) ? advanced : facts.blocks[ref.target.block]!;
    const nested = block.a?.[snake]?.[2] ?? block.b?.[snake];
    if (!nested || nested[0] !== 'single') continue;
    const arg = call.getArguments()[0];
    const subject = `${isConverted(list.getExpression()) ? 'AdvancedCluster' : ref.target.bindingClass} ${list.getExpression().getText()}`;
    if (!arg || !Node.isNumericLiteral(arg) || arg.getLiteralValue() !== 0) {
      entry(c, call, 'migrate/old-accessor', 'manual', subject, `${list.getName()}: provider 2.x makes ${snake} a single object, so there is no element ${arg?.getText() ?? ''} to take; left as it is.`, list.getText());
      continue;
    }
    c.edits.add(call.getStart(), call.getEnd(), c.edits.render(list.getStart(), list.getEnd()));
    entry(c, call, 'migrate/old-accessor', 'converted', subject, `${list.getName()}.get(0): provider 2.x makes ${snake} a single object; the index was dropped.`);
  }
}

/** Binding classes and interfaces named anywhere outside the imports, to ours. */
function names(c: RewriteContext, sf: SourceFile): void {
  const { Node, SyntaxKind } = c.tsm;
  const reported = new Set<string>();
  for (const id of sf.getDescendantsOfKind(SyntaxKind.Identifier)) {
    if (id.getFirstAncestorByKind(SyntaxKind.ImportDeclaration)) continue;
    const parent = id.getParent();
    const ref = bindingRefOfSymbol(c.tsm, id.getSymbol());
    if (!ref) continue;
    const named = (Node.isPropertyAccessExpression(parent) && parent.getNameNode() === id)
      || (Node.isQualifiedName(parent) && parent.getRight() === id);
    const whole = named ? parent : id;
    if (c.edits.covers(whole.getStart())) continue;
    const ours = ourNameOf(ref.target, ref.name);
    const key = `${ref.name}:${whole.getStartLineNumber()}`;
    if (ours === undefined && ref.target.ours && /(Tags|Labels)$/.test(ref.name) && Node.isTypeReference(whole.getParent())) {
      // the 1.x { key, value } block type: the arrays of it still feed the Object.fromEntries of the tags rewrite
      c.edits.add(whole.getStart(), whole.getEnd(), '{ key: string; value: string }');
      entry(c, whole, 'migrate/class-name', 'converted', ref.name, `${whole.getText()} -> { key: string; value: string } (provider 2.x has no type for the 1.x tag block; tags and labels are maps).`);
      continue;
    }
    if (ours === undefined) {
      if (!reported.has(ref.name)) {
        reported.add(ref.name);
        entry(c, whole, 'migrate/unsupported-type', 'manual', ref.name, ref.target.ours
          ? `${ref.name}: the 2.x L1 ${ref.target.ours} has no such type; left on the binding.`
          : `${ref.name}: terrain-constructs does not generate ${ref.target.tfType}; left on the binding (@cdktf/provider-mongodbatlas, provider 1.x).`,
        ref.target.ours ? `use the 2.x type of what it describes (see ${ref.target.ours}'s config and attributes)` : 'keep the binding import for this type, or write it with an escape hatch (new TerraformResource) on provider 2.x');
      }
      continue;
    }
    c.edits.add(whole.getStart(), whole.getEnd(), `mongodbatlas.${ours}`);
    if (!reported.has(key)) {
      reported.add(key);
      entry(c, whole, 'migrate/class-name', 'converted', ref.name, `${whole.getText()} -> mongodbatlas.${ours}.`);
    }
  }
}

/** Removes the binding imports no longer used and adds ours. */
function imports(c: RewriteContext, sf: SourceFile): void {
  if (!c.edits.size) return;
  const { Node, SyntaxKind } = c.tsm;
  const src = c.edits.original;
  const stillUsed = (name: string, decl: ImportDeclaration) => sf.getDescendantsOfKind(SyntaxKind.Identifier)
    .some((i) => i.getText() === name && !decl.containsRange(i.getStart(), i.getEnd()) && !c.edits.covers(i.getStart())
      && !(Node.isPropertyAccessExpression(i.getParent()) && (i.getParent() as any).getNameNode() === i));
  const mine = c.needsRemovalPolicy ? OUR_IMPORT_L2 : OUR_IMPORT;
  let ours = sf.getImportDeclarations().some((d) => d.getModuleSpecifierValue() === 'terrain-constructs' && d.getNamedImports().some((n) => n.getName() === 'mongodbatlas'));
  let last: ImportDeclaration | undefined;
  for (const decl of sf.getImportDeclarations()) {
    last = decl;
    const ns = decl.getNamespaceImport();
    const named = decl.getNamedImports();
    const fromBinding = (n: import('ts-morph').ImportSpecifier) => isBindingModuleSymbol(n.getNameNode().getSymbol()) || bindingRefOfSymbol(c.tsm, n.getNameNode().getSymbol());
    const binding = ns ? isBindingModuleSymbol(ns.getSymbol()) : named.length > 0 && named.every(fromBinding);
    if (!binding) continue;
    const keep = ns ? (stillUsed(ns.getText(), decl) ? [ns] : [])
      : named.filter((n) => stillUsed((n.getAliasNode() ?? n.getNameNode()).getText(), decl));
    const lineEnd = src.indexOf('\n', decl.getEnd());
    const end = lineEnd < 0 ? decl.getEnd() : lineEnd + 1;
    const replacement = (keep.length ? `import ${ns ? `* as ${ns.getText()}` : `{ ${keep.map((k) => k.getText()).join(', ')} }`} from '${decl.getModuleSpecifierValue()}';\n` : '') + (ours ? '' : `${mine}\n`);
    c.edits.add(decl.getStart(), end, replacement);
    ours = true;
    entry(c, decl, 'migrate/imports', keep.length ? 'partial' : 'converted', `import from '${decl.getModuleSpecifierValue()}'`, keep.length
      ? `the binding import stays for ${keep.map((k) => k.getText()).join(', ')} (no terrain-constructs L1 for every use); ${mine.replace(/;$/, '')} added.`
      : `the binding import was replaced by ${mine.replace(/;$/, '')}.`,
    keep.length ? 'see the migrate/unsupported-type entries of this file' : undefined);
  }
  if (!ours) {
    const at = last ? (src.indexOf('\n', last.getEnd()) + 1 || src.length) : 0;
    c.edits.add(at, at, `${mine}\n`);
  }
}
