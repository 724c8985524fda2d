/**
 * Keeping secrets out of messages. The input descriptions of the generated L1s flag the fields
 * the provider schema marks sensitive (`SENSITIVE` in l1-runtime.ts); a message about such a field
 * (a wrong type at construction, a value check, a type rule, a policy finding) says what kind of
 * value it received, never the value: `a number (not shown: the field is sensitive)`. And when a
 * rule throws, its error is told by class and place, never by its message, which may quote the
 * input. Not part of the public API.
 */
import * as path from 'path';
import type { Nested, Struct, TypeRef } from './descriptors';
import { errorClass } from '../base/arguments';
import { describeHidden, HIDDEN, ProblemParts } from '../base/errors';

/** l1-runtime's SENSITIVE flag (imported as a type only, so that l1-runtime can use this file; test/core/sensitive.test.ts pins it). */
export const SENSITIVE_FLAG = 2;

/**
 * Whether a Terraform path of an input (`notification[0].api_token`, `tags.team`) is, or lies
 * inside, a field that the description `s` marks sensitive.
 */
export function isSensitivePath(s: Struct, tfPath: string): boolean {
  const segs = tfPath.match(/\[\d+\]|[^.[\]]+/g) ?? [];
  let struct: Struct | undefined = s;
  let i = 0;
  while (struct && i < segs.length) {
    const name = segs[i++];
    const f: Struct['f'][number] | undefined = struct.f.find((x) => x.t === name);
    if (!f) return false;
    // eslint-disable-next-line no-bitwise
    if (f.f !== undefined && (f.f & SENSITIVE_FLAG) !== 0) return true;
    struct = undefined;
    let y: TypeRef = f.y;
    while (struct === undefined) {
      if (typeof y === 'string') return false;
      if (Array.isArray(y)) {
        // A list or set item is `[n]`; a map item is the key that follows.
        if (y[0] === 'm' || segs[i]?.startsWith('[')) i++;
        y = y[1] as TypeRef;
        if (i > segs.length) return false;
        continue;
      }
      const n = y as Nested;
      if (n.k === 'm' || segs[i]?.startsWith('[')) i++;
      struct = n.s;
    }
  }
  return false;
}

/**
 * The parts of a problem about a sensitive field, without the value: `received` becomes its kind;
 * a `receivedText` in words stays when the library wrote it (its rules never quote a secret), and
 * is replaced when a user's rule did (`fromUser`).
 */
export function hiddenParts(parts: ProblemParts, fromUser: boolean): ProblemParts {
  if (parts.receivedText !== undefined) return fromUser ? { ...parts, receivedText: `a value (${HIDDEN})` } : parts;
  if ('received' in parts && parts.received !== undefined) return { ...parts, received: undefined, receivedText: describeHidden(parts.received) };
  return parts;
}

/**
 * A thrown value, told without its message (which may quote the input a rule read): its class and
 * where it was thrown, e.g. `a TypeError at rules/platform.ts:12:7`.
 */
export function thrownText(e: unknown): string {
  const where = thrownAt(e);
  return where ? `${errorClass(e)} at ${where}` : errorClass(e);
}

/** The first stack frame of an error (below its message), as `file:line:column` relative to the working directory. */
function thrownAt(e: unknown): string | undefined {
  if (!(e instanceof Error)) return undefined;
  let stack: string;
  try {
    stack = typeof e.stack === 'string' ? e.stack : '';
    // The stack starts with `<name>: <message>`, and the message may hold lines that look like frames.
    const head = `${e.name}: ${e.message}`;
    if (stack.startsWith(head)) stack = stack.slice(head.length);
    else if (e.message) return undefined;
  } catch {
    return undefined;
  }
  const m = /\n\s+at (?:.*? \()?(.+?):(\d+):(\d+)\)?\s*(?:\n|$)/.exec(stack);
  if (!m) return undefined;
  const file = path.isAbsolute(m[1]) ? path.relative(process.cwd(), m[1]) : m[1];
  return `${file.split(path.sep).join('/')}:${m[2]}:${m[3]}`;
}
