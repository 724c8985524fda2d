/**
 * The printer of the TypeScript that `convert` writes: literals, keys and objects, two spaces, one
 * property per line, the same text for the same input. A value to print is a `Code` tree: raw
 * TypeScript text, an object of named values, or an array. Not part of the jsii API.
 */

/** TypeScript to print: raw text, or an object or array of more code. */
export type Code = Raw | Obj | Arr;
export interface Raw { readonly raw: string }
export interface Obj { readonly obj: ReadonlyArray<readonly [string, Code]> }
export interface Arr { readonly arr: readonly Code[] }

export const raw = (text: string): Raw => ({ raw: text });
export const obj = (entries: ReadonlyArray<readonly [string, Code]>): Obj => ({ obj: entries });
export const arr = (items: readonly Code[]): Arr => ({ arr: items });

/** A single-quoted TypeScript string literal. */
export function str(s: string): string {
  let out = "'";
  for (const c of s) {
    if (c === '\\') out += '\\\\';
    else if (c === "'") out += "\\'";
    else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else if (c === '\t') out += '\\t';
    else if (c < ' ' || c === '\u2028' || c === '\u2029') out += `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    else out += c;
  }
  return out + "'";
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A property key: bare when it is an identifier, quoted otherwise (map keys as written). */
export function key(k: string): string {
  return IDENTIFIER.test(k) && k !== '__proto__' ? k : str(k);
}

/** A JSON value (of a local, a default, an override) as TypeScript code. */
export function literal(v: unknown): Code {
  if (v === null) return raw('null');
  if (typeof v === 'string') return raw(str(v));
  if (typeof v === 'number' || typeof v === 'boolean') return raw(String(v));
  if (Array.isArray(v)) return arr(v.map(literal));
  if (typeof v === 'object') return obj(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, literal(x)] as const));
  throw new Error(`convert: a value of type ${typeof v} has no TypeScript literal.`);
}

const WIDTH = 100;

/** The code as text, indented by `indent` spaces after its first line. */
export function print(c: Code, indent = 0): string {
  if ('raw' in c) return c.raw;
  const pad = ' '.repeat(indent + 2);
  if ('arr' in c) {
    if (!c.arr.length) return '[]';
    const items = c.arr.map((x) => print(x, indent + 2));
    const flat = `[${items.join(', ')}]`;
    if (c.arr.every((x) => 'raw' in x) && !flat.includes('\n') && flat.length + indent <= WIDTH) return flat;
    return `[\n${items.map((i) => `${pad}${i},\n`).join('')}${' '.repeat(indent)}]`;
  }
  if (!c.obj.length) return '{}';
  return `{\n${c.obj.map(([k, v]) => `${pad}${key(k)}: ${print(v, indent + 2)},\n`).join('')}${' '.repeat(indent)}}`;
}

/** Words a constant of the generated file may not be named (TypeScript's reserved words and the file's own names). */
export const TAKEN: ReadonlySet<string> = new Set([
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export',
  'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super',
  'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with', 'as', 'implements', 'interface', 'let',
  'package', 'private', 'protected', 'public', 'static', 'yield', 'any', 'boolean', 'number', 'string', 'symbol', 'type',
  'from', 'of', 'await', 'async', 'arguments', 'eval', 'undefined', 'NaN', 'Infinity', 'constructor', 'scope', 'id', 'app',
  'mongodbatlas', 'incident', 'ibm', 'equinix', 'App', 'Construct', 'Token', 'TerraformStack', 'TerraformVariable', 'TerraformLocal',
  'TerraformOutput', 'TerraformResource', 'TerraformDataSource', 'TerraformIterator', 'TerraformHclModule', 'Fn',
]);
