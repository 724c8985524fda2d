import { EngineRef } from './engine-reference';
import { EngineContext } from './private/engine';
import { appendText, documentOf, Inline, Mark, NodeSpec, Paragraph, parseTemplate, plainParagraphs, templateOf } from './private/rich-text-grammar';
import { booleanOf, Construct, describedAs, isLiteralText, isTokenString, isUnresolved, objectOf, Problems, wholeNumberOf } from '../../../core/l2/index';
import { OPTIONS } from '../private/option-keys.generated';

/** Marks of a text node: bold, italic, a link. */
export interface RichTextMarks {
  /**
   * Bold text.
   * @default false
   */
  readonly bold?: boolean;
  /**
   * Italic text.
   * @default false
   */
  readonly italic?: boolean;
  /**
   * Makes the text a link to this URL.
   * @default - no link
   */
  readonly link?: string;
}

/** Filters of a variable: `truncate` and `omit_if_unset`. */
export interface RichTextVariableOptions {
  /**
   * Cut the value to this many characters (`| truncate: <n>`), a whole number, 1 or more.
   * @default - the whole value
   */
  readonly truncate?: number;
  /**
   * Leave the variable out when it has no value (`| omit_if_unset`), instead of showing that it
   * is missing.
   * @default false
   */
  readonly omitIfUnset?: boolean;
}

/**
 * One piece of a `RichText` built in code: text (with marks and links), a variable, a line break
 * or a paragraph break.
 */
export class RichTextNode {
  /**
   * Text; a newline in it is a line break.
   * @param text the text
   * @param marks bold, italic, link
   */
  public static text(text: string, marks?: RichTextMarks): RichTextNode {
    return new RichTextNode({ kind: 'text', text, marks });
  }

  /**
   * Text that links to a URL.
   * @param text the text
   * @param href the URL
   */
  public static link(text: string, href: string): RichTextNode {
    return new RichTextNode({ kind: 'text', text, marks: { link: href } });
  }

  /**
   * A variable: the value of a reference when the text is rendered (`{{ <reference> }}`).
   * @param reference the reference, e.g. `EngineRef.payload('title')` or `EngineRef.expression(team)`
   * @param options truncate, omitIfUnset
   */
  public static variable(reference: EngineRef, options?: RichTextVariableOptions): RichTextNode {
    return new RichTextNode({ kind: 'variable', ref: reference, options });
  }

  /** A line break inside the paragraph. */
  public static lineBreak(): RichTextNode {
    return new RichTextNode({ kind: 'lineBreak' });
  }

  /** Ends the paragraph; what follows starts a new one. */
  public static paragraphBreak(): RichTextNode {
    return new RichTextNode({ kind: 'paragraphBreak' });
  }

  private constructor(private readonly spec: NodeSpec) {}

  /** @internal */
  public get _spec(): NodeSpec {
    return this.spec;
  }
}

type Source =
  | { readonly kind: 'template'; readonly template: unknown }
  | { readonly kind: 'text'; readonly text: unknown }
  | { readonly kind: 'nodes'; readonly nodes: readonly unknown[] };

/**
 * Rich text for incident.io: the document (a ProseMirror document serialized as JSON) that the
 * fields of alert sources and alert routes store (an alert's title and description, an
 * incident's name and summary), built here, deterministically, without a data source.
 *
 * ```ts
 * RichText.template('🚨 {{ payload.title | truncate: 100 }}')
 * RichText.of(RichTextNode.text('Runbook: '), RichTextNode.link('payments', 'https://runbooks.example.com/payments'))
 * ```
 *
 * The template grammar is the provider's (internal/provider/richtexttypes/convert.go): two or more
 * newlines start a paragraph, one newline is a line break, `{{ name }}` is a variable with the
 * filters `truncate: <n>` and `omit_if_unset`. A template that does not parse (an unclosed `{{`,
 * an empty variable, an unknown filter) or that has no content is a `ValidationError` when the
 * construct that takes it is created (an `AlertSource` title, an `AlertRoute` incident name), naming
 * that construct and the field. `document` is the JSON string for fields that store a document;
 * `templateString` is the `{{ }}` string for fields that take templates (when the text has one:
 * marks and links have no template syntax).
 *
 * The text is literal: `${` and `%{` in it are text, which the construct that takes the document
 * escapes for Terraform where it hands the document to its resource; a reference in the text (a
 * `RichTextNode.text` of a variable's `stringValue`) stays a reference.
 */
export class RichText {
  /**
   * Rich text from a `{{ }}` template.
   * @param template the template, e.g. `🚨 {{ payload.title | truncate: 100 }}`
   */
  public static template(template: string): RichText {
    return new RichText({ kind: 'template', template });
  }

  /**
   * Plain text, without variables (`{{` is text here); newlines as in a template.
   * @param text the text
   */
  public static text(text: string): RichText {
    return new RichText({ kind: 'text', text });
  }

  /**
   * Rich text built from nodes: text with marks and links, variables, line and paragraph breaks.
   * @param nodes the nodes, in order
   */
  public static of(...nodes: RichTextNode[]): RichText {
    return new RichText({ kind: 'nodes', nodes });
  }

  private constructor(private readonly source: Source) {}

  /**
   * The document, serialized as JSON (`{"type":"doc","content":[...]}`), for fields that store a
   * document. Throws a TypeError for text that has no document (a template that does not parse);
   * a construct that takes the text reports it instead, with its path. Variables that refer to
   * expressions need the resource that uses the text: read `document` only for text without them.
   */
  public get document(): string {
    return documentOf(this.paragraphsOrThrow());
  }

  /**
   * The `{{ }}` template of the text in its canonical form (`{{name | truncate: 100}}`), for
   * fields that take templates; undefined when the text has no template form (marks, links, text
   * that holds `{{`).
   */
  public get templateString(): string | undefined {
    return templateOf(this.paragraphsOrThrow());
  }

  /**
   * @internal The document, checked where a resource uses the text (problems under `field`), or
   * undefined when the text is unusable.
   */
  public _bind(ctx: EngineContext, field: string): string | undefined {
    const paragraphs = this.paragraphs(ctx, field);
    if (paragraphs === undefined) return undefined;
    if (paragraphs.every((p) => p.every((n) => n.type === 'lineBreak' || (n.type === 'text' && n.text.trim() === '')))) {
      ctx.problems.addRendered(field, 'is empty: the text has no words and no variables.', this.describe(), {
        id: 'incident:rich-text-empty',
        allowed: 'text with at least one word or variable',
        fix: "write the text, e.g. RichText.template('{{ payload.title }}'), or leave the field out where it is optional.",
      });
      return undefined;
    }
    if (this.source.kind === 'template') {
      // The variables of a template are references like those of RichTextNode.variable: judged by the same scope.
      for (const n of paragraphs.flat()) if (n.type === 'varSpec') ctx.checkScope(field, n.name, `{{ ${n.name} }}`);
    }
    return documentOf(paragraphs);
  }

  private describe(): string {
    const s = this.source;
    if (s.kind === 'template') return `RichText.template(${JSON.stringify(s.template)})`;
    if (s.kind === 'text') return `RichText.text(${JSON.stringify(s.text)})`;
    return `RichText.of(${s.nodes.length} node${s.nodes.length === 1 ? '' : 's'})`;
  }

  private paragraphsOrThrow(): Paragraph[] {
    const ctx = new DetachedContext();
    const out = this.paragraphs(ctx, 'RichText');
    const problems = ctx.problems.list.map((x) => `${x.field}: ${x.problem}`);
    if (out === undefined || problems.length) throw new TypeError(problems.join(' ') || 'RichText: the text is unusable.');
    return out;
  }

  private paragraphs(ctx: EngineContext, field: string): Paragraph[] | undefined {
    const s = this.source;
    const p = ctx.problems;
    if (s.kind === 'template' || s.kind === 'text') {
      const v = s.kind === 'template' ? s.template : s.text;
      const factory = s.kind === 'template' ? 'RichText.template' : 'RichText.text';
      if (typeof v !== 'string') {
        p.add(field, `was made by ${factory} with no string.`, { id: 'incident:rich-text-not-string', received: v, allowed: 'a string', fix: `pass the text, e.g. ${factory}('{{ payload.title }}').` });
        return undefined;
      }
      if (isTokenString(v)) {
        p.add(field, 'is a token: the library builds the document at synth and needs the text.', {
          id: 'incident:rich-text-token',
          received: v,
          allowed: 'text written in code',
          fix: `write the text in code; for a value known at apply only, use a variable: ${factory === 'RichText.text' ? 'RichText.template' : factory}('{{ payload.title }}').`,
        });
        return undefined;
      }
      if (s.kind === 'text') return plainParagraphs(v);
      const parsed = parseTemplate(v);
      if ('error' in parsed) {
        // enforcedBy: internal/provider/richtexttypes/convert.go: ToDocument (the provider refuses the same
        // templates at plan, richtexttypes/templated_text.go: ValidateAttribute)
        p.add(field, `is not a valid template: ${parsed.error.detail}.`, {
          id: 'incident:rich-text-template',
          received: v,
          allowed: "a template of text and {{ variable }}s with the filters truncate: <n> and omit_if_unset, e.g. '🚨 {{ payload.title | truncate: 100 }}'",
          fix: FIXES[parsed.error.slug],
        });
        return undefined;
      }
      return parsed.paragraphs;
    }
    return this.nodeParagraphs(ctx, field, s.nodes);
  }

  private nodeParagraphs(ctx: EngineContext, field: string, nodes: readonly unknown[]): Paragraph[] | undefined {
    const p = ctx.problems;
    const paragraphs: Inline[][] = [[]];
    let ok = true;
    nodes.forEach((n, i) => {
      const at = `${field}.nodes[${i}]`;
      if (!(n instanceof RichTextNode)) {
        ok = false;
        p.add(at, 'expected a RichTextNode.', { id: 'incident:not-a-rich-text-node', received: n, allowed: "a RichTextNode, e.g. RichTextNode.text('Runbook')", fix: 'make each node with a RichTextNode factory.' });
        return;
      }
      const spec = n._spec;
      const current = paragraphs[paragraphs.length - 1];
      switch (spec.kind) {
        case 'paragraphBreak':
          paragraphs.push([]);
          return;
        case 'lineBreak':
          current.push({ type: 'lineBreak' });
          return;
        case 'text': {
          const marks = marksOf(ctx, at, spec.marks);
          if (typeof spec.text !== 'string' || (isLiteralText(spec.text) && spec.text === '')) {
            ok = false;
            p.add(`${at}.text`, typeof spec.text === 'string' ? 'is empty.' : 'expected a string.', { id: 'incident:rich-text-node-text', received: spec.text, allowed: 'non-empty text', fix: 'write the text, or leave the node out.' });
            return;
          }
          if (marks === undefined) {
            ok = false;
            return;
          }
          appendText(current, spec.text, marks);
          return;
        }
        case 'variable': {
          const ref = spec.ref;
          if (!(ref instanceof EngineRef)) {
            ok = false;
            p.add(`${at}.reference`, 'expected an EngineRef.', {
              id: 'incident:not-an-engine-ref',
              received: ref,
              allowed: "an EngineRef, e.g. EngineRef.payload('title')",
              fix: 'make the reference with an EngineRef factory.',
            });
            return;
          }
          const name = ref._bind(ctx, `${at}.reference`);
          const opts = variableOptions(ctx, at, spec.options);
          if (name === undefined || opts === undefined) {
            ok = false;
            return;
          }
          current.push({ type: 'varSpec', name, truncateTo: opts.truncate, omitIfUnset: opts.omitIfUnset || undefined });
          return;
        }
      }
    });
    return ok ? paragraphs : undefined;
  }
}

const FIXES: Record<string, string> = {
  unclosed_variable: 'close each {{ with }}; for a literal {{ in the text, build it with RichText.of(RichTextNode.text(...)).',
  nested_variable: 'close the variable before opening another: {{ a }} {{ b }}.',
  empty_variable_name: 'name the variable, e.g. {{ payload.title }}, or remove the braces.',
  unknown_filter: 'use | truncate: <n> or | omit_if_unset, or remove the filter.',
  invalid_filter_argument: 'write | truncate: 100 (a whole number, 1 or more), or | omit_if_unset without an argument.',
};

function marksOf(ctx: EngineContext, field: string, m: unknown): Mark[] | undefined {
  if (m === undefined || m === null) return [];
  const p = ctx.problems;
  const o = objectOf(p, `${field}.marks`, m as Record<string, unknown>, {
    problem: 'expected marks.', allowed: '{ bold?, italic?, link? }', fix: 'pass the marks as an object, e.g. { bold: true }.',
  });
  if (o === undefined) return undefined;
  const before = p.length;
  OPTIONS.check(p, o, 'RichTextMarks', `${field}.marks`);
  const marks: Mark[] = [];
  for (const k of ['bold', 'italic'] as const) {
    if (booleanOf(p, `${field}.marks.${k}`, o[k], `write ${k}: true.`) === true) marks.push({ type: k });
  }
  const link = o.link;
  if (link !== undefined && link !== null) {
    if (typeof link !== 'string' || (isLiteralText(link) && !/^[a-z][a-z0-9+.-]*:\S+$/i.test(link))) {
      p.add(`${field}.marks.link`, 'is not a URL.', {
        id: 'incident:rich-text-link', received: link, allowed: "a URL, e.g. 'https://runbooks.example.com/payments'", fix: 'give the full URL, with its scheme.',
      });
    } else {
      marks.push({ type: 'link', href: link });
    }
  }
  return p.length === before ? marks : undefined;
}

function variableOptions(ctx: EngineContext, field: string, options: unknown): { truncate?: number; omitIfUnset?: boolean } | undefined {
  if (options === undefined || options === null) return {};
  const p = ctx.problems;
  const o = objectOf(p, `${field}.options`, options as Record<string, unknown>, {
    problem: 'expected the options of a variable.', allowed: '{ truncate?, omitIfUnset? }', fix: 'pass an object, e.g. { truncate: 100 }.',
  });
  if (o === undefined) return undefined;
  const before = p.length;
  OPTIONS.check(p, o, 'RichTextVariableOptions', `${field}.options`);
  const t = o.truncate;
  let truncate: number | undefined;
  if (typeof t === 'number' && isUnresolved(t)) {
    p.add(`${field}.options.truncate`, 'is a token: the library builds the document at synth and needs the number.', {
      id: 'incident:rich-text-truncate-token', received: t, allowed: 'a whole number written in code, 1 or more', fix: 'write the number of characters to keep, e.g. truncate: 100.',
    });
  } else {
    // enforcedBy: internal/provider/richtexttypes/convert.go: parseVariable (truncate expects a positive integer)
    truncate = wholeNumberOf(p, `${field}.options.truncate`, t, { min: 1, fix: 'write the number of characters to keep, e.g. truncate: 100.' });
  }
  const omitIfUnset = booleanOf(p, `${field}.options.omitIfUnset`, o.omitIfUnset, 'write omitIfUnset: true.');
  return p.length === before ? { truncate, omitIfUnset: omitIfUnset === true } : undefined;
}

/**
 * The context of a document read without a resource (`RichText.document`): the expressions its
 * variables name are not defined (no resource defines them), and advice goes nowhere.
 */
class DetachedContext extends EngineContext {
  constructor() {
    super(new Construct(undefined as never, 'RichText'), new Problems(), 'source');
  }

  public define(): void {
    // No resource: nothing to define.
  }

  public warn(): void {
    // No resource: no advice.
  }
}
// Never handed to users; described, like every private class, by the public class it serves.
describedAs(DetachedContext, 'RichText');
