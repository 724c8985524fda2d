/**
 * Reads terraform-plugin-sdk/v2 schemas out of a provider's Go source, without Go: a tokenizer,
 * an expression parser for the composite literals the schemas are written in, and an evaluator
 * for the few statements schema functions use (a map literal returned, or built from another
 * function's map and changed key by key, including `for key := range sch { if key == "uuid" ... }`).
 *
 * It is not a Go compiler: it evaluates what schema code needs (literals, calls of functions of
 * the provider's own packages, local variables, map and field assignments, `for range` over a
 * map, `if` on `key == "..."`, `delete`) and keeps anything else as an opaque expression (a
 * validator call, `fmt.Sprintf(...)`, a func literal). A statement it cannot evaluate in a
 * function it runs is an error, so a schema it reads is the schema the provider builds.
 * Used by `extract-equinix-fabric.ts`.
 */

export interface Token {
  readonly k: 'id' | 'str' | 'num' | 'op' | 'raw';
  readonly v: string;
  readonly line: number;
}

/** Splits Go source into tokens (comments dropped; interpreted and raw strings decoded). */
export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  let line = 1;
  const ops = ['<<=', '>>=', '&^=', '...', ':=', '==', '!=', '<=', '>=', '&&', '||', '<-', '++', '--', '+=', '-=', '*=', '/=', '|=', '&=', '<<', '>>', '&^'];
  while (i < src.length) {
    const c = src[i];
    if (c === '\n') { line++; i++; continue; }
    if (/\s/.test(c)) { i++; continue; }
    if (src.startsWith('//', i)) { while (i < src.length && src[i] !== '\n') i++; continue; }
    if (src.startsWith('/*', i)) {
      const end = src.indexOf('*/', i + 2);
      line += (src.slice(i, end).match(/\n/g) ?? []).length;
      i = end + 2;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      let s = '';
      while (src[j] !== '"') {
        if (src[j] === '\\') {
          const n = src[j + 1];
          s += n === 'n' ? '\n' : n === 't' ? '\t' : n;
          j += 2;
        } else {s += src[j++];}
      }
      out.push({ k: 'str', v: s, line });
      i = j + 1;
      continue;
    }
    if (c === '`') {
      const end = src.indexOf('`', i + 1);
      const s = src.slice(i + 1, end);
      out.push({ k: 'raw', v: s, line });
      line += (s.match(/\n/g) ?? []).length;
      i = end + 1;
      continue;
    }
    if (c === '\'') {
      let j = i + 1;
      while (src[j] !== '\'') j += src[j] === '\\' ? 2 : 1;
      out.push({ k: 'str', v: src.slice(i + 1, j), line });
      i = j + 1;
      continue;
    }
    const id = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i, i + 200));
    if (id) { out.push({ k: 'id', v: id[0], line }); i += id[0].length; continue; }
    const num = /^(0[xX][0-9a-fA-F_]+|\d[\d_]*(\.\d+)?([eE][+-]?\d+)?)/.exec(src.slice(i, i + 50));
    if (num) { out.push({ k: 'num', v: num[0], line }); i += num[0].length; continue; }
    const op = ops.find((o) => src.startsWith(o, i)) ?? c;
    out.push({ k: 'op', v: op, line });
    i += op.length;
  }
  return out;
}

/** A parsed Go expression. */
export type Expr =
  | { readonly e: 'str'; readonly v: string }
  | { readonly e: 'num'; readonly v: number }
  | { readonly e: 'name'; readonly v: string } // an identifier or a selector: `true`, `schema.TypeString`, `fabricv4.AllowedX`
  | { readonly e: 'call'; readonly fn: Expr; readonly args: Expr[] }
  | { readonly e: 'lit'; readonly type: string; readonly elems: Array<{ key?: Expr; value: Expr }> } // composite literal; type '' when elided
  | { readonly e: 'index'; readonly x: Expr; readonly i: Expr }
  | { readonly e: 'field'; readonly x: Expr; readonly f: string } // selector on a non-name (`sch["a"].Computed`)
  | { readonly e: 'unary'; readonly op: string; readonly x: Expr }
  | { readonly e: 'binary'; readonly op: string; readonly l: Expr; readonly r: Expr }
  | { readonly e: 'func' }; // a func literal (kept opaque)

const BINARY: Record<string, number> = { '||': 1, '&&': 2, '==': 3, '!=': 3, '<': 3, '<=': 3, '>': 3, '>=': 3, '+': 4, '-': 4, '|': 4, '^': 4, '*': 5, '/': 5, '%': 5, '<<': 5, '>>': 5, '&': 5, '&^': 5 };

/** A recursive-descent parser over a token array. */
export class Parser {
  /** False while parsing an `if`/`for` header, where `{` opens the block, not a literal. */
  literalAllowed = true;

  constructor(readonly t: Token[], public p = 0) {}

  peek(o = 0): Token | undefined { return this.t[this.p + o]; }
  is(v: string, o = 0): boolean { const x = this.t[this.p + o]; return !!x && (x.k === 'op' || x.k === 'id') && x.v === v; }
  next(): Token { return this.t[this.p++]; }
  expect(v: string): Token {
    const x = this.next();
    if (!x || x.v !== v) throw new Error(`expected '${v}' at line ${x?.line}, found '${x?.v}'`);
    return x;
  }

  /** Skips a balanced bracket group starting at the current `(`, `[` or `{`. */
  skipGroup(): void {
    const open = this.next().v;
    const close = open === '(' ? ')' : open === '[' ? ']' : '}';
    let depth = 1;
    while (depth > 0) {
      const x = this.next();
      if (!x) throw new Error('unbalanced brackets');
      if (x.k === 'op' && x.v === open) depth++;
      else if (x.k === 'op' && x.v === close) depth--;
    }
  }

  /** A type as written (`map[string]*schema.Schema`, `[]string`, `schema.Resource`), as text. */
  parseType(): string {
    let s = '';
    for (;;) {
      if (this.is('*')) { this.next(); s += '*'; continue; }
      if (this.is('[')) {
        this.next();
        if (this.is(']')) { this.next(); s += '[]'; continue; }
        const inner = this.parseType();
        this.expect(']');
        s += `[${inner}]`;
        continue;
      }
      break;
    }
    if (this.is('map')) {
      this.next();
      this.expect('[');
      const k = this.parseType();
      this.expect(']');
      return `${s}map[${k}]${this.parseType()}`;
    }
    if (this.is('func')) { this.next(); this.skipGroup(); return `${s}func`; }
    if (this.is('interface') || this.is('struct')) { this.next(); this.skipGroup(); return `${s}${this.t[this.p - 1]?.v}`; }
    let name = this.next().v;
    while (this.is('.')) { this.next(); name += `.${this.next().v}`; }
    return s + name;
  }

  parseExpr(minPrec = 1): Expr {
    let l = this.parseUnary();
    for (;;) {
      const x = this.peek();
      const prec = x && x.k === 'op' ? BINARY[x.v] : undefined;
      if (prec === undefined || prec < minPrec) return l;
      this.next();
      const r = this.parseExpr(prec + 1);
      l = { e: 'binary', op: x!.v, l, r };
    }
  }

  parseUnary(): Expr {
    const x = this.peek()!;
    if (x.k === 'op' && ['&', '-', '!', '*', '^', '+'].includes(x.v)) {
      this.next();
      return { e: 'unary', op: x.v, x: this.parseUnary() };
    }
    return this.parsePostfix(this.parsePrimary());
  }

  parsePrimary(): Expr {
    const x = this.peek()!;
    if (x.k === 'str' || x.k === 'raw') { this.next(); return { e: 'str', v: x.v }; }
    if (x.k === 'num') { this.next(); return { e: 'num', v: Number(x.v.replace(/_/g, '')) }; }
    if (x.k === 'op' && x.v === '(') { this.next(); const e = this.parseExpr(); this.expect(')'); return e; }
    if (x.k === 'op' && (x.v === '[' || x.v === '{')) {
      // `[]string{...}` or `[...]T{...}`, or an elided composite literal `{...}`.
      const type = x.v === '[' ? this.parseType() : '';
      return this.parseLiteralBody(type);
    }
    if (x.k === 'id' && x.v === 'map') { const type = this.parseType(); return this.parseLiteralBody(type); }
    if (x.k === 'id' && x.v === 'func') {
      this.next();
      this.skipGroup(); // parameters
      // results, up to the body
      while (!this.is('{')) {
        if (this.is('(') || this.is('[')) this.skipGroup();
        else this.next();
      }
      this.skipGroup();
      return { e: 'func' };
    }
    if (x.k === 'id') {
      this.next();
      let name = x.v;
      while (this.is('.') && this.peek(1)?.k === 'id') { this.next(); name += `.${this.next().v}`; }
      // A composite literal of a named type: `schema.Resource{`, `fabricv4.X{`.
      if (this.is('{') && this.literalAllowed) return this.parseLiteralBody(name);
      return { e: 'name', v: name };
    }
    throw new Error(`unexpected '${x.v}' at line ${x.line}`);
  }

  parsePostfix(x: Expr): Expr {
    for (;;) {
      if (this.is('(')) {
        this.next();
        const args: Expr[] = [];
        const saved = this.literalAllowed;
        this.literalAllowed = true;
        while (!this.is(')')) {
          args.push(this.parseExpr());
          if (this.is('...')) this.next();
          if (this.is(',')) this.next();
        }
        this.literalAllowed = saved;
        this.next();
        x = { e: 'call', fn: x, args };
      } else if (this.is('[')) {
        this.next();
        const i = this.parseExpr();
        if (this.is(':')) { this.next(); if (!this.is(']')) this.parseExpr(); }
        this.expect(']');
        x = { e: 'index', x, i };
      } else if (this.is('.')) {
        this.next();
        if (this.is('(')) { this.skipGroup(); continue; } // a type assertion
        x = { e: 'field', x, f: this.next().v };
      } else {return x;}
    }
  }

  parseLiteralBody(type: string): Expr {
    this.expect('{');
    const saved = this.literalAllowed;
    this.literalAllowed = true;
    const elems: Array<{ key?: Expr; value: Expr }> = [];
    while (!this.is('}')) {
      const first = this.is('{') ? this.parseLiteralBody('') : this.parseExpr();
      if (this.is(':')) {
        this.next();
        const value = this.is('{') ? this.parseLiteralBody('') : this.parseExpr();
        elems.push({ key: first, value });
      } else {elems.push({ value: first });}
      if (this.is(',')) this.next();
    }
    this.next();
    this.literalAllowed = saved;
    return { e: 'lit', type, elems };
  }
}

/** A function of a Go package: where it is, and its body's tokens. */
export interface GoFunc {
  readonly pkg: string;
  readonly file: string;
  readonly name: string;
  readonly body: Token[];
}

/** A Go package as the evaluator needs it: its functions and its import aliases. */
export interface GoPackage {
  readonly dir: string;
  readonly funcs: Map<string, GoFunc>;
  /** alias (or last path element) -> package directory in the repository */
  readonly imports: Map<string, string>;
}

/** Reads the top-level functions (not methods) and the imports of the files of one package. */
export function readPackage(dir: string, files: Array<{ path: string; src: string }>, modulePath: string): GoPackage {
  const funcs = new Map<string, GoFunc>();
  const imports = new Map<string, string>();
  for (const f of files) {
    const t = tokenize(f.src);
    for (let i = 0; i < t.length; i++) {
      if (t[i].k === 'id' && t[i].v === 'import') {
        const take = (j: number): number => {
          let alias: string | undefined;
          if (t[j].k === 'id' || (t[j].k === 'op' && (t[j].v === '_' || t[j].v === '.'))) alias = t[j++].v;
          const p = t[j].v;
          if (p.startsWith(`${modulePath}/`)) imports.set(alias ?? p.split('/').pop()!, p.slice(modulePath.length + 1));
          return j + 1;
        };
        if (t[i + 1].v === '(') {
          let j = i + 2;
          while (t[j].v !== ')') j = take(j);
          i = j;
        } else {i = take(i + 1) - 1;}
        continue;
      }
      // `func Name(` at the top level: not a method (`func (r *T) Name(`), not a func literal.
      if (t[i].k === 'id' && t[i].v === 'func' && t[i + 1]?.k === 'id' && t[i + 2]?.v === '(' && (i === 0 || t[i - 1].v === '}' || t[i - 1].v === ')' || t[i - 1].k !== 'op')) {
        const name = t[i + 1].v;
        const p = new Parser(t, i + 2);
        p.skipGroup();
        while (!p.is('{')) { if (p.is('(') || p.is('[')) p.skipGroup(); else p.next(); }
        const start = p.p;
        p.skipGroup();
        funcs.set(name, { pkg: dir, file: f.path, name, body: t.slice(start + 1, p.p - 1) });
        i = p.p - 1;
      }
    }
  }
  return { dir, funcs, imports };
}

/** An SDKv2 `*schema.Schema`, with where it was written. */
export interface GoSchema {
  fields: Record<string, Value>;
  readonly where: { readonly file: string; readonly fn: string; readonly line?: number };
}

/** An SDKv2 `*schema.Resource`. */
export interface GoResource {
  readonly resource: true;
  readonly fields: Record<string, Value>;
  readonly where: { readonly file: string; readonly fn: string };
}

/** What the evaluator makes of an expression. */
export type Value =
  | { readonly v: 'map'; readonly entries: Map<string, Value> } // map[string]*schema.Schema (or any map literal)
  | { readonly v: 'schema'; readonly s: GoSchema }
  | { readonly v: 'resource'; readonly r: GoResource }
  | { readonly v: 'list'; readonly items: Value[] } // []string{...}, an SDK enum slice
  | { readonly v: 'str'; readonly s: string }
  | { readonly v: 'num'; readonly n: number }
  | { readonly v: 'bool'; readonly b: boolean }
  | { readonly v: 'expr'; readonly x: Expr; readonly where: { readonly file: string; readonly fn: string } }; // opaque

/** Resolves what evaluation cannot find itself: an SDK enum slice, by qualified name. */
export type Extern = (pkgAlias: string, name: string) => Value | undefined;

/** Evaluates the schema functions of a set of packages. */
export class Evaluator {
  /** Every function whose body was evaluated, as `file: name`. */
  readonly used = new Set<string>();

  constructor(private readonly packages: Map<string, GoPackage>, private readonly extern: Extern = () => undefined) {}

  /** Calls a function of a package with no arguments (schema functions take none). */
  call(pkgDir: string, name: string): Value {
    const pkg = this.packages.get(pkgDir);
    const fn = pkg?.funcs.get(name);
    if (!pkg || !fn) throw new Error(`no function ${name} in package ${pkgDir}`);
    this.used.add(`${fn.file}: ${fn.name}`);
    return this.run(pkg, fn);
  }

  private run(pkg: GoPackage, fn: GoFunc): Value {
    const env = new Map<string, Value>();
    const p = new Parser(fn.body);
    const result = this.block(pkg, fn, p, fn.body.length, env);
    if (!result) throw new Error(`${fn.file}: ${fn.name}: no return value`);
    return result;
  }

  /** Runs statements up to token `end`; returns the value of a `return`. */
  private block(pkg: GoPackage, fn: GoFunc, p: Parser, end: number, env: Map<string, Value>): Value | undefined {
    const fail = (what: string): never => { throw new Error(`${fn.file}:${p.peek()?.line}: ${fn.name}: cannot evaluate ${what}`); };
    while (p.p < end) {
      if (p.is(';')) { p.next(); continue; }
      if (p.is('return')) {
        p.next();
        return this.value(pkg, fn, p.parseExpr(), env);
      }
      if (p.is('var')) {
        p.next();
        const name = p.next().v;
        if (!p.is('=')) p.parseType();
        p.expect('=');
        env.set(name, this.value(pkg, fn, p.parseExpr(), env));
        continue;
      }
      if (p.is('for')) {
        // for key := range NAME { ... }
        p.next();
        const keyVar = p.next().v;
        if (!p.is(':=')) fail('a for loop other than `for key := range m`');
        p.next();
        p.expect('range');
        p.literalAllowed = false;
        const over = this.value(pkg, fn, p.parseExpr(), env);
        p.literalAllowed = true;
        if (over.v !== 'map') fail('a range over something else than a map');
        const bodyStart = p.p;
        p.skipGroup();
        const bodyEnd = p.p;
        for (const key of [...(over as { entries: Map<string, Value> }).entries.keys()]) {
          env.set(keyVar, { v: 'str', s: key });
          const q = new Parser(fn.body, bodyStart + 1);
          const r = this.block(pkg, fn, q, bodyEnd - 1, env);
          if (r) return r;
        }
        continue;
      }
      if (p.is('if')) {
        p.next();
        p.literalAllowed = false;
        const cond = this.truth(pkg, fn, p.parseExpr(), env);
        p.literalAllowed = true;
        const thenStart = p.p;
        p.skipGroup();
        const thenEnd = p.p;
        let elseRange: [number, number] | undefined;
        if (p.is('else')) {
          p.next();
          if (!p.is('{')) fail('else if');
          const s = p.p;
          p.skipGroup();
          elseRange = [s, p.p];
        }
        const after = p.p;
        const run = cond ? [thenStart, thenEnd] : elseRange;
        if (run) {
          const q = new Parser(fn.body, run[0] + 1);
          const r = this.block(pkg, fn, q, run[1] - 1, env);
          if (r) return r;
        }
        p.p = after;
        continue;
      }
      // An assignment or a call statement.
      const lhs = p.parseExpr();
      if (p.is(':=') || p.is('=')) {
        p.next();
        const rhs = this.value(pkg, fn, p.parseExpr(), env);
        this.assign(pkg, fn, lhs, rhs, env, fail);
        continue;
      }
      if (lhs.e === 'call' && lhs.fn.e === 'name' && lhs.fn.v === 'delete') {
        const m = this.value(pkg, fn, lhs.args[0], env);
        const k = this.value(pkg, fn, lhs.args[1], env);
        if (m.v !== 'map' || k.v !== 'str') fail('delete');
        (m as { entries: Map<string, Value> }).entries.delete((k as { s: string }).s);
        continue;
      }
      fail('a statement');
    }
    return undefined;
  }

  private assign(pkg: GoPackage, fn: GoFunc, lhs: Expr, rhs: Value, env: Map<string, Value>, fail: (w: string) => never): void {
    if (lhs.e === 'name' && !lhs.v.includes('.')) { env.set(lhs.v, rhs); return; }
    if (lhs.e === 'index') {
      const m = this.value(pkg, fn, lhs.x, env);
      const k = this.value(pkg, fn, lhs.i, env);
      if (m.v !== 'map' || k.v !== 'str') fail('an index assignment');
      (m as { entries: Map<string, Value> }).entries.set((k as { s: string }).s, rhs);
      return;
    }
    // sch["uuid"].Computed = true, sch[key].ValidateFunc = nil
    const target = lhs.e === 'field' ? this.value(pkg, fn, lhs.x, env) : undefined;
    if (lhs.e === 'field' && target?.v === 'schema') {
      if (rhs.v === 'expr' && rhs.x.e === 'name' && rhs.x.v === 'nil') delete target.s.fields[lhs.f];
      else target.s.fields[lhs.f] = rhs;
      return;
    }
    fail('an assignment');
  }

  private truth(pkg: GoPackage, fn: GoFunc, x: Expr, env: Map<string, Value>): boolean {
    if (x.e === 'binary' && (x.op === '||' || x.op === '&&')) {
      const l = this.truth(pkg, fn, x.l, env);
      return x.op === '||' ? l || this.truth(pkg, fn, x.r, env) : l && this.truth(pkg, fn, x.r, env);
    }
    if (x.e === 'binary' && (x.op === '==' || x.op === '!=')) {
      const l = this.value(pkg, fn, x.l, env);
      const r = this.value(pkg, fn, x.r, env);
      if (l.v !== 'str' || r.v !== 'str') throw new Error(`${fn.file}: ${fn.name}: cannot compare ${JSON.stringify(x)}`);
      return (l.s === r.s) === (x.op === '==');
    }
    throw new Error(`${fn.file}: ${fn.name}: cannot evaluate the condition ${JSON.stringify(x)}`);
  }

  /** Evaluates an expression. Calls of the packages' own functions are run; others stay opaque. */
  value(pkg: GoPackage, fn: GoFunc, x: Expr, env: Map<string, Value>): Value {
    const where = { file: fn.file, fn: fn.name };
    switch (x.e) {
      case 'str': return { v: 'str', s: x.v };
      case 'num': return { v: 'num', n: x.v };
      case 'unary':
        if (x.op === '&') return this.value(pkg, fn, x.x, env);
        if (x.op === '-') {
          const n = this.value(pkg, fn, x.x, env);
          return n.v === 'num' ? { v: 'num', n: -n.n } : { v: 'expr', x, where };
        }
        return { v: 'expr', x, where };
      case 'name': {
        if (x.v === 'true' || x.v === 'false') return { v: 'bool', b: x.v === 'true' };
        const local = env.get(x.v);
        if (local) return local;
        if (x.v.includes('.')) {
          const [alias, name] = x.v.split('.');
          const ext = this.extern(alias, name);
          if (ext) return ext;
        }
        return { v: 'expr', x, where };
      }
      case 'index': {
        const m = this.value(pkg, fn, x.x, env);
        const k = this.value(pkg, fn, x.i, env);
        if (m.v === 'map' && k.v === 'str') {
          const found = m.entries.get(k.s);
          if (!found) throw new Error(`${fn.file}: ${fn.name}: no key '${k.s}'`);
          return found;
        }
        return { v: 'expr', x, where };
      }
      case 'field': {
        const t = this.value(pkg, fn, x.x, env);
        if (t.v === 'schema') return t.s.fields[x.f] ?? { v: 'expr', x: { e: 'name', v: 'nil' }, where };
        return { v: 'expr', x, where };
      }
      case 'call': {
        if (x.fn.e === 'name' && x.args.length === 0) {
          const parts = x.fn.v.split('.');
          if (parts.length === 1 && pkg.funcs.has(parts[0])) return this.call(pkg.dir, parts[0]);
          if (parts.length === 2 && pkg.imports.has(parts[0])) {
            const dir = pkg.imports.get(parts[0])!;
            if (this.packages.get(dir)?.funcs.has(parts[1])) return this.call(dir, parts[1]);
          }
        }
        // converters.EnumArrayToStringArray(fabricv4.AllowedXEnumValues): the enum values.
        if (x.fn.e === 'name' && x.fn.v.endsWith('.EnumArrayToStringArray') && x.args.length === 1) {
          const inner = this.value(pkg, fn, x.args[0], env);
          if (inner.v === 'list') return inner;
        }
        return { v: 'expr', x, where };
      }
      case 'lit': return this.literal(pkg, fn, x, env, x.type);
      default: return { v: 'expr', x, where };
    }
  }

  private literal(pkg: GoPackage, fn: GoFunc, x: Extract<Expr, { e: 'lit' }>, env: Map<string, Value>, type: string): Value {
    const where = { file: fn.file, fn: fn.name };
    if (type.startsWith('map[')) {
      const entries = new Map<string, Value>();
      const elemType = type.replace(/^map\[[^\]]*\]/, '');
      for (const el of x.elems) {
        const k = this.value(pkg, fn, el.key!, env);
        if (k.v !== 'str') throw new Error(`${fn.file}: ${fn.name}: a map key that is no string`);
        entries.set(k.s, el.value.e === 'lit' && el.value.type === '' ? this.literal(pkg, fn, el.value, env, elemType) : this.value(pkg, fn, el.value, env));
      }
      return { v: 'map', entries };
    }
    const bare = type.replace(/^\*/, '');
    if (bare === 'schema.Schema') {
      const fields: Record<string, Value> = {};
      for (const el of x.elems) fields[(el.key as { v: string }).v] = this.value(pkg, fn, el.value, env);
      return { v: 'schema', s: { fields, where: { ...where } } };
    }
    if (bare === 'schema.Resource') {
      const fields: Record<string, Value> = {};
      for (const el of x.elems) fields[(el.key as { v: string }).v] = this.value(pkg, fn, el.value, env);
      return { v: 'resource', r: { resource: true, fields, where } };
    }
    if (type.startsWith('[]')) {
      const elemType = type.slice(2);
      return { v: 'list', items: x.elems.map((el) => (el.value.e === 'lit' && el.value.type === '' ? this.literal(pkg, fn, el.value, env, elemType) : this.value(pkg, fn, el.value, env))) };
    }
    return { v: 'expr', x, where };
  }
}

/** Reads the string values of an SDK enum slice (`var AllowedXEnumValues = []X{ "A", "B" }`) from Go source. */
export function enumValues(src: string, name: string): string[] | undefined {
  const t = tokenize(src);
  for (let i = 0; i < t.length; i++) {
    if (t[i].k === 'id' && t[i].v === name && t[i - 1]?.v === 'var') {
      const p = new Parser(t, i + 2);
      const x = p.parseExpr();
      if (x.e !== 'lit') return undefined;
      return x.elems.map((e) => (e.value as { v: string }).v);
    }
  }
  return undefined;
}
