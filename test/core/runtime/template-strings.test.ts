/**
 * Terraform templates in strings (src/core/runtime/template-strings.ts): where a string opens an
 * expression or a directive that never closes, and the problem that says so. Through the
 * generated L1s and Terraform itself: test/terraform/findings.test.ts.
 */
import { App } from 'cdktn';
import { Construct } from 'constructs';
import { formatProblem } from '../../../src/core/base/errors';
import { Ctx } from '../../../src/core/runtime/render-context';
import { incompleteTemplate, openTemplateAt } from '../../../src/core/runtime/template-strings';

describe('openTemplateAt', () => {
  test('complete expressions and directives, escapes and plain text are no open template', () => {
    for (const text of ['', 'plain', '$', '${var.x}', 'a-${var.x}-b', '%{ if x }y%{ endif }', '$${not a template', '%%{ nor this', '${ {a = "}"} }', '${ "\\"}" }', '$ {x', '{}']) {
      expect([text, openTemplateAt(text)]).toEqual([text, undefined]);
    }
  });
  test('the index of the first opener that never closes', () => {
    expect(openTemplateAt('${')).toBe(0);
    expect(openTemplateAt('cost-%{')).toBe(5);
    expect(openTemplateAt('${var.a} and ${var.b')).toBe(13);
    expect(openTemplateAt('${ "}" ')).toBe(0);
    expect(openTemplateAt('$${x} ${')).toBe(6);
  });
});

describe('incompleteTemplate', () => {
  const ctx = (sensitive?: boolean): Ctx => ({ scope: new Construct(new App(), 'C'), problems: [], resolved: false, warn: false, sensitive });
  test('a value: the opener, what Terraform refuses, and the escaped text as the fix', () => {
    const c = ctx();
    incompleteTemplate(c, 'roleName', 'role-${', 'value');
    expect(c.problems.map(formatProblem)).toEqual([
      "roleName: is an incomplete Terraform template: '${' opens an expression that never closes, and Terraform refuses the value. Received: \"role-${\". "
      + 'Allowed: a complete expression such as ${var.name}, or $${ for the characters themselves. Fix: write $${ where you mean the characters, e.g. "role-$${".',
    ]);
  });
  test('a key with a directive; a long text is shortened in the fix; a sensitive one is not shown', () => {
    const c = ctx();
    incompleteTemplate(c, 'tags', `${'x'.repeat(70)}%{`, 'key');
    expect(c.problems[0].problem).toBe("is an incomplete Terraform template: '%{' opens a directive that never closes, and Terraform refuses the key.");
    expect(c.problems[0].fix).toBe(`write %%{ where you mean the characters, e.g. "${'x'.repeat(57)}...".`);
    const s = ctx(true);
    incompleteTemplate(s, 'password', 'hunter2${', 'value');
    expect(s.problems[0].fix).toBe('write $${ where you mean the characters.');
    expect(JSON.stringify(s.problems)).not.toContain('hunter2');
  });
});
