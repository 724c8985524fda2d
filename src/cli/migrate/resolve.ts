/**
 * Type-checker look-ups of migrate: which binding class or interface a symbol, a type or an
 * expression denotes, whatever way it was imported (package namespace, deep import, `.gen`
 * re-exported from a workspace package). Not part of the jsii API.
 */
import type { Node as TsNode, ObjectLiteralExpression, Project, SourceFile, Symbol as TsSymbol, Type } from 'ts-morph';
import { bindingModuleOf, ClassTarget, classTarget, isBindingFile } from './binding';

/** A binding declaration: its name and the target of its module's class. */
export interface BindingRef {
  readonly name: string;
  readonly kind: 'class' | 'interface';
  readonly target: ClassTarget;
}

const targets = new Map<string, ClassTarget | null>();

/** The target of the class of a binding module file (the class with a static `tfResourceType`). */
function moduleTarget(sf: SourceFile): ClassTarget | undefined {
  const key = sf.getFilePath();
  if (!targets.has(key)) {
    let found: ClassTarget | null = null;
    const module = bindingModuleOf(key);
    for (const cls of sf.getClasses()) {
      const prop = cls.getStaticProperty('tfResourceType');
      const init = prop && 'getInitializer' in prop ? (prop as any).getInitializer() : undefined;
      if (module && init) {
        found = classTarget(module, cls.getName()!, String(init.getText()).replace(/^["']|["']$/g, ''));
        break;
      }
    }
    targets.set(key, found);
  }
  return targets.get(key) ?? undefined;
}

/** The binding class or interface a symbol denotes (through aliases), or undefined. */
export function bindingRefOfSymbol(tsm: typeof import('ts-morph'), symbol: TsSymbol | undefined): BindingRef | undefined {
  if (!symbol) return undefined;
  const s = symbol.isAlias() ? symbol.getAliasedSymbol() ?? symbol : symbol;
  for (const d of s.getDeclarations()) {
    const isClass = tsm.Node.isClassDeclaration(d);
    if (!isClass && !tsm.Node.isInterfaceDeclaration(d)) continue;
    const sf = d.getSourceFile();
    if (!isBindingFile(sf.getFilePath())) continue;
    const target = moduleTarget(sf);
    if (target) return { name: s.getName(), kind: isClass ? 'class' : 'interface', target };
  }
  return undefined;
}

/** The binding class of a type (an instance of a resource), or undefined. */
export function bindingRefOfType(tsm: typeof import('ts-morph'), type: Type): BindingRef | undefined {
  return bindingRefOfSymbol(tsm, type.getSymbol() ?? type.getAliasSymbol());
}

/** Whether a symbol is the binding or a module of it (a namespace import, `export * as`, a workspace package re-exporting `.gen`). */
export function isBindingModuleSymbol(symbol: TsSymbol | undefined): boolean {
  if (!symbol) return false;
  const resolved = (x: TsSymbol) => (x.isAlias() ? x.getAliasedSymbol() ?? x : x);
  const decls = resolved(symbol).getDeclarations();
  return decls.length > 0 && decls.every((d) => {
    const sf = d.getSourceFile();
    if (isBindingFile(sf.getFilePath())) return true;
    if (d !== sf) return false;
    const exports = sf.getExportSymbols();
    return exports.length > 0 && exports.every((e) => {
      const ds = resolved(e).getDeclarations();
      return ds.length > 0 && ds.every((x) => isBindingFile(x.getSourceFile().getFilePath()));
    });
  });
}

/**
 * Every config object literal of a binding class in the project: literals whose contextual type is
 * the class's `...Config` interface (constructor arguments, typed variables in any file), and
 * untyped variables' literals passed to a binding constructor. Grouped by file path.
 */
export function configLiterals(tsm: typeof import('ts-morph'), project: Project, files: readonly SourceFile[]): Map<string, Array<{ obj: ObjectLiteralExpression; target: ClassTarget; subject: string }>> {
  const { Node, SyntaxKind } = tsm;
  const checker = project.getTypeChecker();
  const out = new Map<string, Array<{ obj: ObjectLiteralExpression; target: ClassTarget; subject: string }>>();
  const seen = new Set<TsNode>();
  const add = (obj: ObjectLiteralExpression, target: ClassTarget, subject: string) => {
    if (seen.has(obj)) return;
    seen.add(obj);
    const key = obj.getSourceFile().getFilePath();
    out.set(key, [...(out.get(key) ?? []), { obj, target, subject }]);
  };
  const subjectOf = (target: ClassTarget, id?: string) => `${target.bindingClass}${id ? ` '${id}'` : ''}`;
  for (const sf of files) {
    for (const n of sf.getDescendantsOfKind(SyntaxKind.NewExpression)) {
      const ref = bindingRefOfSymbol(tsm, n.getExpression().getSymbol());
      if (!ref || ref.kind !== 'class') continue;
      const args = n.getArguments();
      const idArg = args[1];
      const id = idArg && (Node.isStringLiteral(idArg) || Node.isNoSubstitutionTemplateLiteral(idArg)) ? idArg.getLiteralText() : idArg?.getText();
      let cfg: TsNode | undefined = args[2];
      if (cfg && Node.isIdentifier(cfg)) {
        const decl = cfg.getSymbol()?.getDeclarations()[0];
        cfg = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
      }
      if (cfg && Node.isObjectLiteralExpression(cfg)) add(cfg, ref.target, subjectOf(ref.target, id));
    }
    for (const obj of sf.getDescendantsOfKind(SyntaxKind.ObjectLiteralExpression)) {
      if (seen.has(obj)) continue;
      const ctx = checker.getContextualType(obj);
      const ref = ctx && bindingRefOfType(tsm, ctx);
      if (ref && ref.kind === 'interface' && ref.name === `${ref.target.bindingClass}Config`) {
        const v = obj.getParent();
        add(obj, ref.target, subjectOf(ref.target, v && Node.isVariableDeclaration(v) ? `(${v.getName()})` : undefined));
      }
    }
  }
  return out;
}
