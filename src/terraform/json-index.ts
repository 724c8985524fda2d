/**
 * Where each value of a JSON text is: a tree of byte ranges, so that the position Terraform
 * reports for a diagnostic (`range.start.byte` in `cdk.tf.json`) leads back to the path of the
 * value, and from there to the block and its construct.
 */

/** A key of a JSON path: an object key or an array index. */
export type PathKey = string | number;

interface Node {
  /** Byte offset of the member (key first) or element. */
  readonly start: number;
  readonly end: number;
  readonly key?: PathKey;
  readonly children: Node[];
}

/** The byte ranges of a JSON text. */
export class JsonIndex {
  private readonly root: Node;

  /** Indexes `text` (valid JSON, as `JSON.stringify` writes it). */
  constructor(text: string) {
    const buf = Buffer.from(text, 'utf8');
    let i = 0;
    const ws = () => {
      while (i < buf.length && (buf[i] === 0x20 || buf[i] === 0x0a || buf[i] === 0x0d || buf[i] === 0x09)) i++;
    };
    const string = (): string => {
      const s = i;
      i++; // opening quote
      while (buf[i] !== 0x22) i += buf[i] === 0x5c ? 2 : 1;
      i++;
      return JSON.parse(buf.subarray(s, i).toString('utf8'));
    };
    const value = (children: Node[]) => {
      ws();
      const c = buf[i];
      if (c === 0x7b) { // {
        i++;
        for (;;) {
          ws();
          if (buf[i] === 0x7d) { i++; return; }
          const start = i;
          const key = string();
          ws();
          i++; // colon
          const sub: Node[] = [];
          value(sub);
          children.push({ start, end: i, key, children: sub });
          ws();
          if (buf[i] === 0x2c) i++;
        }
      } else if (c === 0x5b) { // [
        i++;
        let n = 0;
        for (;;) {
          ws();
          if (buf[i] === 0x5d) { i++; return; }
          const start = i;
          const sub: Node[] = [];
          value(sub);
          children.push({ start, end: i, key: n++, children: sub });
          ws();
          if (buf[i] === 0x2c) i++;
        }
      } else if (c === 0x22) {string();} else {while (i < buf.length && !/[\s,\]}]/.test(String.fromCharCode(buf[i]))) i++;}
    };
    const top: Node[] = [];
    value(top);
    this.root = { start: 0, end: buf.length, children: top };
  }

  /** The path of the innermost value at byte `offset` ([] for the document itself). */
  public pathAt(offset: number): PathKey[] {
    const path: PathKey[] = [];
    let node = this.root;
    for (;;) {
      const child = node.children.find((c) => c.start <= offset && offset < c.end);
      if (!child) return path;
      path.push(child.key!);
      node = child;
    }
  }
}
