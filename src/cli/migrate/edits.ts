/**
 * Text edits of one file, by position in the original text. An edit may be folded into an outer
 * one: `render(start, end)` gives the original text of a range with the edits inside it applied,
 * and takes those edits out, so that the outer edit (e.g. a replication spec repeated N times)
 * carries them. Not part of the jsii API.
 */
export interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export class Edits {
  private edits: TextEdit[] = [];

  constructor(readonly original: string) {}

  get size(): number {
    return this.edits.length;
  }

  /** Replaces [start, end) with `text`; refuses an edit that overlaps another without containing it. */
  add(start: number, end: number, text: string): void {
    if (start === end) {
      const same = this.edits.findIndex((e) => e.start === start && e.end === end);
      if (same >= 0) {
        this.edits[same] = { start, end, text: this.edits[same]!.text + text };
        return;
      }
    }
    const contains = (e: TextEdit) => start < end && start <= e.start && e.end <= end;
    const clash = this.edits.find((e) => start < e.end && e.start < end && !contains(e));
    if (clash) throw new Error(`migrate: overlapping edits at ${start}-${end} and ${clash.start}-${clash.end} (an internal error; please report it with the file).`);
    this.edits = this.edits.filter((e) => !contains(e));
    this.edits.push({ start, end, text });
  }

  /** Whether a position lies inside an edited range. */
  covers(pos: number): boolean {
    return this.edits.some((e) => e.start <= pos && pos < e.end);
  }

  /** The text of [start, end) with the edits inside it applied; those edits are removed. */
  render(start: number, end: number): string {
    const inner = this.edits.filter((e) => start <= e.start && e.end <= end)
      .sort((a, b) => a.start - b.start || (a.end - a.start) - (b.end - b.start));
    this.edits = this.edits.filter((e) => !inner.includes(e));
    let out = '';
    let at = start;
    for (const e of inner) {
      out += this.original.slice(at, e.start) + e.text;
      at = e.end;
    }
    return out + this.original.slice(at, end);
  }

  /** The whole text with every edit applied. */
  apply(): string {
    return this.render(0, this.original.length);
  }
}
