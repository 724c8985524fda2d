/**
 * The option keys of a provider's L2s: for every props and options struct (an exported interface
 * of `src/constructs/<provider>/` whose name is not `I<Name>`), its keys, with the struct each key
 * holds when it holds one (so nested structs are checked too). The L2 kit refuses any other key
 * (`src/core/l2/options.ts`). Read from the TypeScript sources syntactically, so that it is fast
 * and needs no compiled code; `gen:check` fails when the table is stale.
 */
import * as fs from 'fs';
import * as path from 'path';
import { InterfaceDeclaration, Node, Project, TypeNode } from 'ts-morph';

/** The generated file, relative to the provider's construct folder. */
export const OPTION_KEYS_FILE = path.join('private', 'option-keys.generated.ts');

interface Struct {
  readonly decl: InterfaceDeclaration;
  readonly file: string;
}

/**
 * The option-keys module of one provider, or undefined when it has no L2s.
 * @param root the repository root
 * @param provider e.g. `mongodbatlas`
 */
export function optionKeysModule(root: string, provider: string): string | undefined {
  const dir = path.join(root, 'src', 'constructs', provider);
  if (!fs.existsSync(dir)) return undefined;
  const project = new Project({ skipAddingFilesFromTsConfig: true, skipFileDependencyResolution: true, compilerOptions: { noLib: true } });
  // Helpers under private/ are not props: only the construct files' exported interfaces.
  const files = listTs(dir).filter((f) => !f.endsWith('.generated.ts') && !f.split(path.sep).includes('private'));
  for (const f of files) project.addSourceFileAtPath(f);

  const structs = new Map<string, Struct>();
  for (const sf of project.getSourceFiles()) {
    for (const decl of sf.getInterfaces()) {
      if (!decl.isExported() || /^I[A-Z]/.test(decl.getName())) continue;
      const name = decl.getName();
      const other = structs.get(name);
      if (other) throw new Error(`option keys: struct ${name} is declared twice (${other.file} and ${rel(root, sf.getFilePath())}).`);
      structs.set(name, { decl, file: rel(root, sf.getFilePath()) });
    }
  }

  const table = new Map<string, Array<[string, string]>>();
  const keysOf = (name: string, seen: string[] = []): Array<[string, string]> => {
    const hit = table.get(name);
    if (hit) return hit;
    if (seen.includes(name)) throw new Error(`option keys: struct ${name} extends itself (${[...seen, name].join(' -> ')}).`);
    const s = structs.get(name)!;
    const out: Array<[string, string]> = [];
    for (const base of s.decl.getExtends()) {
      const baseName = base.getExpression().getText();
      if (!structs.has(baseName)) {
        throw new Error(`option keys: ${name} (${s.file}) extends ${baseName}, which is no struct of src/constructs/${provider}; its keys would not be known.`);
      }
      for (const kv of keysOf(baseName, [...seen, name])) if (!out.some(([k]) => k === kv[0])) out.push(kv);
    }
    for (const prop of s.decl.getProperties()) {
      const key = prop.getName();
      const kind = kindOf(prop.getTypeNode(), structs);
      const i = out.findIndex(([k]) => k === key);
      if (i >= 0) out[i] = [key, kind];
      else out.push([key, kind]);
    }
    table.set(name, out);
    return out;
  };

  const names = [...structs.keys()].sort();
  const lines = names.map((n) => {
    const keys = keysOf(n).map(([k, kind]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${kind === '0' ? '0' : `'${kind}'`}`);
    return `  ${n}: { ${keys.join(', ')} },`;
  });

  // Variants: a class whose static factories take an options struct. A key of those options given
  // to the struct that holds the variant (`username` on DatabaseUserProps, whose `authentication`
  // is a DatabaseUserAuthentication) is a key in the wrong place: the check says where it belongs.
  const factories = new Map<string, Array<{ factory: string; options: string }>>();
  for (const sf of project.getSourceFiles()) {
    for (const c of sf.getClasses()) {
      if (!c.isExported()) continue;
      for (const m of c.getStaticMethods()) {
        const t = m.getParameters()[0]?.getTypeNode()?.getText();
        if (t && structs.has(t) && !m.getName().startsWith('_')) {
          const list = factories.get(c.getName()!) ?? [];
          list.push({ factory: `${c.getName()}.${m.getName()}`, options: t });
          factories.set(c.getName()!, list);
        }
      }
    }
  }
  const hints: string[] = [];
  for (const n of names) {
    const own = new Set(keysOf(n).map(([k]) => k));
    const found = new Map<string, { field: string; factories: string[] }>();
    for (const prop of structs.get(n)!.decl.getProperties()) {
      const type = prop.getTypeNode()?.getText().replace(/\s*\|\s*undefined$/, '');
      for (const { factory, options } of (type && factories.get(type)) || []) {
        for (const [k] of keysOf(options)) {
          if (own.has(k)) continue;
          const f = found.get(k) ?? { field: prop.getName(), factories: [] };
          if (f.field === prop.getName()) f.factories.push(factory);
          found.set(k, f);
        }
      }
    }
    if (!found.size) continue;
    const entries = [...found].sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, f]) => `${k}: '${f.field}: ${f.factories.join(', ')}'`);
    hints.push(`  ${n}: { ${entries.join(', ')} },`);
  }
  return [
    `// Generated by scripts/gen/options.ts from the structs of src/constructs/${provider}. Do not edit by hand:`,
    '// change the interfaces, then run `npx projen gen`.',
    "import { OptionKeys } from '../../../core/l2';",
    '',
    '/** The props and options structs of the L2s of this provider, with the struct each key holds (`0`: none). */',
    `export const OPTIONS = new OptionKeys<${names.map((n) => `'${n}'`).join(' | ') || 'never'}>({`,
    ...lines,
    '}, {',
    '  // Keys of a variant\'s options given to the struct that holds the variant: where they belong.',
    ...hints,
    '});',
    '',
  ].join('\n');
}

/** `0`, or the struct a property holds: `Name`, `Name[]` (a list), `{Name}` (a map). */
function kindOf(node: TypeNode | undefined, structs: ReadonlyMap<string, Struct>): string {
  if (!node) return '0';
  let t: TypeNode = node;
  for (;;) {
    if (Node.isParenthesizedTypeNode(t)) { t = t.getTypeNode(); continue; }
    if (Node.isUnionTypeNode(t)) {
      const rest = t.getTypeNodes().filter((x) => !['undefined', 'null'].includes(x.getText()));
      if (rest.length !== 1) return '0';
      t = rest[0];
      continue;
    }
    break;
  }
  if (Node.isArrayTypeNode(t)) {
    const e = t.getElementTypeNode().getText();
    return structs.has(e) ? `${e}[]` : '0';
  }
  if (Node.isTypeReference(t)) {
    const name = t.getTypeName().getText();
    const args = t.getTypeArguments();
    if ((name === 'Array' || name === 'ReadonlyArray') && args.length === 1 && structs.has(args[0].getText())) return `${args[0].getText()}[]`;
    return structs.has(name) ? name : '0';
  }
  if (Node.isTypeLiteral(t)) {
    const index = t.getIndexSignatures();
    if (index.length === 1 && t.getProperties().length === 0) {
      const v = index[0].getReturnTypeNode()?.getText();
      if (v && structs.has(v)) return `{${v}}`;
    }
  }
  return '0';
}

function listTs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? listTs(p) : (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [p] : []);
  }).sort();
}

function rel(root: string, p: string): string {
  return path.relative(root, p).split(path.sep).join('/');
}
