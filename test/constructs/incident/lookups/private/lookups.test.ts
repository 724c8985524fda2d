/**
 * The helpers of the incident lookups and imported constructs (src/constructs/incident/private/lookups.ts):
 * the id an imported construct needs, and names written into the Terraform expressions of a
 * lookup's postcondition as HCL string literals, read back by Terraform itself.
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { TerraformVariable, Token } from 'cdktn';
import { hclString, requiredId, templateText } from '../../../../../src/constructs/incident/lookups/private/lookups';
import { Problems } from '../../../../../src/core/l2/index';
import { incident } from '../../../../../src/index';
import { TERRAFORM } from '../../../../terraform/util';
import { errorOf, incidentStack, messages, synthStack } from '../../alerts/alerts-util';

function problemsOf(v: unknown): string[] {
  const p = new Problems();
  requiredId(p, 'userId', v, 'the id of the user');
  return messages(p);
}

describe('requiredId', () => {
  test('an id, or a token (a variable, an attribute of another resource), passes', () => {
    expect(problemsOf('01GX3C1TK13RQSEGP59XZ3MYP0')).toEqual([]);
    const s = incidentStack();
    expect(problemsOf(new TerraformVariable(s, 'user', { type: 'string' }).stringValue)).toEqual([]);
    expect(problemsOf(Token.asString({ ref: 'x' }))).toEqual([]);
  });

  test('missing, empty, blank or not a string: each with its own message that names the field', () => {
    expect(problemsOf(undefined)).toEqual(['userId: is required. Received: undefined. Allowed: the id of the user. Fix: set userId.']);
    expect(problemsOf(null)).toEqual(['userId: is required. Received: null. Allowed: the id of the user. Fix: set userId.']);
    expect(problemsOf('')).toEqual(['userId: is empty. Received: "". Allowed: the id of the user. Fix: set userId.']);
    expect(problemsOf('  ')).toEqual(['userId: is empty. Received: "  ". Allowed: the id of the user. Fix: set userId.']);
    expect(problemsOf(42)).toEqual(['userId: expected a string. Received: 42. Allowed: the id of the user. Fix: set userId.']);
    expect(problemsOf({ userId: 'x' })).toEqual(['userId: expected a string. Received: an object with keys userId. Allowed: the id of the user. Fix: set userId.']);
  });

  test('through the imported constructs that use it: the construct path and the field', () => {
    const s = incidentStack();
    expect(errorOf(() => incident.User.fromUserAttributes(s, 'Jane', { userId: ' ' }))).toBe(
      '[test/Jane] userId: is empty. Received: " ". Allowed: the id of the user. Fix: set userId.');
    expect(errorOf(() => incident.Schedule.fromScheduleAttributes(s, 'Rota', { scheduleId: undefined as any }))).toBe(
      '[test/Rota] scheduleId: is required. Received: undefined. Allowed: the id of the schedule. Fix: set scheduleId.');
    expect(errorOf(() => incident.EscalationPath.fromEscalationPathAttributes(s, 'Path', { escalationPathId: 7 as any }))).toBe(
      '[test/Path] escalationPathId: expected a string. Received: 7. Allowed: the id of the escalation path. Fix: set escalationPathId.');
  });
});

describe('templateText', () => {
  test('doubles the openers of Terraform templates, and nothing else', () => {
    expect(templateText('a ${b} %{ if c }')).toBe('a $${b} %%{ if c }');
    expect(templateText('$ { } % {} $x %x')).toBe('$ { } % {} $x %x');
    expect(templateText('${${')).toBe('$${$${');
    expect(templateText('')).toBe('');
  });
});

describe('hclString', () => {
  test('quotes, escapes and doubles template openers', () => {
    expect(hclString('Security')).toBe('"Security"');
    expect(hclString('say "hi"')).toBe('"say \\"hi\\""');
    expect(hclString('C:\\ops')).toBe('"C:\\\\ops"');
    expect(hclString('a\nb\r\tc')).toBe('"a\\nb\\r\\tc"');
    expect(hclString('cost ${x} %{y}')).toBe('"cost $${x} %%{y}"');
    expect(hclString('🚨 é')).toBe('"🚨 é"');
  });

  test('control characters without an HCL escape are written \\uNNNN (JSON\'s \\b and \\f are not HCL)', () => {
    expect(hclString('a\bb\fc\u0000d\u001fe\u007f')).toBe('"a\\u0008b\\u000cc\\u0000d\\u001fe\\u007f"');
  });

  // Terraform reads each literal back as the string it was made from.
  const SAMPLES = ['Security', 'say "hi"', 'C:\\ops\\', 'a\nb\r\tc', 'cost ${x} %{y}', '\\${x}', '$${x}', 'a\bb\fc\u0001', '🚨 é ü', ''];
  (TERRAFORM ? test : test.skip)('terraform console reads every literal back as the original string', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcl-string-'));
    try {
      const r = spawnSync('terraform', ['console'], {
        cwd: dir,
        input: `jsonencode([${SAMPLES.map(hclString).join(', ')}])\n`,
        encoding: 'utf8',
        env: { ...process.env, CHECKPOINT_DISABLE: '1', TF_CLI_CONFIG_FILE: '/dev/null', NO_COLOR: '1' },
        timeout: 60_000,
      });
      expect(r.stderr.replace(/\x1b\[[0-9;]*m/g, '')).not.toMatch(/Error/);
      const printed = r.stdout.trim().split('\n').pop()!;
      expect(JSON.parse(JSON.parse(printed))).toEqual(SAMPLES);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a lookup by name renders it into its postcondition: a literal quoted, a token as it is', () => {
    const s = incidentStack();
    incident.IncidentType.fromName(s, 'Odd', 'Sec "${ops}"\b');
    incident.IncidentType.fromName(s, 'ByVariable', new TerraformVariable(s, 'type_name', { type: 'string' }).stringValue);
    const { doc } = synthStack(s);
    const data = doc.data.incident_incident_types;
    const odd = data[Object.keys(data).find((k) => k.startsWith('Odd'))!].lifecycle.postcondition[0];
    expect(odd.condition).toBe('${length([for t in self.incident_types : t if t.name == "Sec \\"$${ops}\\"\\u0008"]) == 1}');
    expect(odd.error_message).toBe("Exactly one incident type must be named 'Sec \"$${ops}\"\b': check the name in Settings → Incident types.");
    const byVariable = data[Object.keys(data).find((k) => k.startsWith('ByVariable'))!].lifecycle.postcondition[0];
    expect(byVariable.condition).toBe('${length([for t in self.incident_types : t if t.name == var.type_name]) == 1}');
  });
});
