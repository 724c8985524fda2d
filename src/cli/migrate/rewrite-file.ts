/**
 * Rewrites one source file of a project on the archived binding: binding names to ours
 * (`advancedCluster.AdvancedCluster` -> `mongodbatlas.MongodbatlasAdvancedCluster`), the config
 * literals (config-rewrite.ts), old accessors (`connectionStrings.get(0).standardSrv`), the
 * `putTags`/`putLabels` mutators, and the imports. Not part of the jsii API.
 */
import type { ImportDeclaration, ObjectLiteralExpression, SourceFile } from 'ts-morph';
import { atlasFacts, ClassTarget, ourNameOf, snakeOf } from './binding';
import { entry, insertProperty, rewriteConfig, RewriteContext, tagsMapText } from './config-rewrite';
import { Edits } from './edits';
import { bindingRefOfSymbol, bindingRefOfType, isBindingModuleSymbol } from './resolve';
import { ReportEntry } from '../report';

export const OUR_IMPORT = "import { mongodbatlas } from 'terrain-constructs';";

/** The rewritten text of `sf`, or undefined when nothing changed; entries and fired rules go to `entries` and `rules`. */
export function rewriteFile(tsm: typeof import('ts-morph'), sf: SourceFile, file: string, configs: Array<{ obj: ObjectLiteralExpression; target: ClassTarget; subject: string }>,
  entries: ReportEntry[], rules: Set<string>): string | undefined {
  const c: RewriteContext = { tsm, edits: new Edits(sf.getFullText()), file, entries, rules };
  mutators(c, sf);
  for (const { obj, target, subject } of configs) rewriteConfig(c, obj, target, subject);
  accessors(c, sf);
  names(c, sf);
  imports(c, sf);
  return c.edits.size ? c.edits.apply() : undefined;
}

/** `x.putTags([...])` / `x.putLabels([...])` on a binding advanced cluster. */
function mutators(c: RewriteContext, sf: SourceFile): void {
  const { Node, SyntaxKind } = c.tsm;
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) continue;
    const method = callee.getName();
    if (method !== 'putTags' && method !== 'putLabels') continue;
    const recv = callee.getExpression();
    const ref = bindingRefOfType(c.tsm, recv.getType());
    if (!ref || ref.target.tfType !== 'mongodbatlas_advanced_cluster') continue;
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

/** `cluster.connectionStrings.get(0).x` -> `cluster.connectionStrings.x` where 2.x made the block single. */
function accessors(c: RewriteContext, sf: SourceFile): void {
  const { Node, SyntaxKind } = c.tsm;
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'get') continue;
    const list = callee.getExpression();
    if (!Node.isPropertyAccessExpression(list)) continue;
    const ref = bindingRefOfType(c.tsm, list.getExpression().getType());
    if (!ref || ref.kind !== 'class' || ref.target.block === undefined) continue;
    const snake = snakeOf(list.getName());
    const block = atlasFacts().blocks[ref.target.block]!;
    const nested = block.a?.[snake]?.[2] ?? block.b?.[snake];
    if (!nested || nested[0] !== 'single') continue;
    const arg = call.getArguments()[0];
    const subject = `${ref.target.bindingClass} ${list.getExpression().getText()}`;
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
    const whole = (Node.isPropertyAccessExpression(parent) && parent.getNameNode() === id) || (Node.isQualifiedName(parent) && parent.getRight() === id) ? parent : id;
    if (c.edits.covers(whole.getStart())) continue;
    const ours = ourNameOf(ref.target, ref.name);
    const key = `${ref.name}:${whole.getStartLineNumber()}`;
    if (ours === undefined) {
      if (!reported.has(ref.name)) {
        reported.add(ref.name);
        entry(c, whole, 'migrate/unsupported-type', 'manual', ref.name, ref.target.ours
          ? `${ref.name}: the 2.x L1 ${ref.target.ours} has no such type; left on the binding.`
          : `${ref.name}: terrain-constructs does not generate ${ref.target.tfType}; left on the binding (@cdktf/provider-mongodbatlas, provider 1.x).`,
          ref.target.ours ? `use the type of the 2.x shape, e.g. { [key: string]: string } for tags and labels` : 'keep the binding import for this type, or write it with an escape hatch (new TerraformResource) on provider 2.x');
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
    .some((i) => i.getText() === name && !decl.containsRange(i.getStart(), i.getEnd()) && !c.edits.covers(i.getStart()) && !(Node.isPropertyAccessExpression(i.getParent()) && (i.getParent() as any).getNameNode() === i));
  let ours = sf.getImportDeclarations().some((d) => d.getModuleSpecifierValue() === 'terrain-constructs' && d.getNamedImports().some((n) => n.getName() === 'mongodbatlas'));
  let last: ImportDeclaration | undefined;
  for (const decl of sf.getImportDeclarations()) {
    last = decl;
    const ns = decl.getNamespaceImport();
    const named = decl.getNamedImports();
    const binding = ns ? isBindingModuleSymbol(ns.getSymbol()) : named.length > 0 && named.every((n) => isBindingModuleSymbol(n.getNameNode().getSymbol()) || bindingRefOfSymbol(c.tsm, n.getNameNode().getSymbol()));
    if (!binding) continue;
    const keep = ns ? (stillUsed(ns.getText(), decl) ? [ns] : []) : named.filter((n) => stillUsed((n.getAliasNode() ?? n.getNameNode()).getText(), decl));
    const lineEnd = src.indexOf('\n', decl.getEnd());
    const end = lineEnd < 0 ? decl.getEnd() : lineEnd + 1;
    const replacement = (keep.length ? `import ${ns ? `* as ${ns.getText()}` : `{ ${keep.map((k) => k.getText()).join(', ')} }`} from '${decl.getModuleSpecifierValue()}';\n` : '') + (ours ? '' : `${OUR_IMPORT}\n`);
    c.edits.add(decl.getStart(), end, replacement);
    ours = true;
    entry(c, decl, 'migrate/imports', keep.length ? 'partial' : 'converted', `import from '${decl.getModuleSpecifierValue()}'`, keep.length
      ? `the binding import stays for ${keep.map((k) => k.getText()).join(', ')} (no terrain-constructs L1 for every use); ${OUR_IMPORT.replace(/;$/, '')} added.`
      : `the binding import was replaced by ${OUR_IMPORT.replace(/;$/, '')}.`,
    keep.length ? 'see the migrate/unsupported-type entries of this file' : undefined);
  }
  if (!ours) {
    const at = last ? (src.indexOf('\n', last.getEnd()) + 1 || src.length) : 0;
    c.edits.add(at, at, `${OUR_IMPORT}\n`);
  }
}
