import { checkValue, ValueCheck } from '../../../src/core/runtime/value-checks';

const line = (c: ValueCheck, v: string | number) => {
  const f = checkValue(c, v, 'field');
  return f && { level: f.level, text: `${f.problem.field}: ${f.problem.problem} Received: ${f.problem.received}. Allowed: ${f.problem.allowed}. Fix: ${f.problem.fix}` };
};

describe('checkValue', () => {
  test('allowed values the provider enforces: an error with the closest value', () => {
    const c: ValueCheck = { id: 'value:t.type_name', a: ['SLACK', 'EMAIL'] };
    expect(line(c, 'SLACK')).toBeUndefined();
    expect(line(c, 'SLAK')).toEqual({ level: 'error', text: "field: is not an allowed value. Received: \"SLAK\". Allowed: 'SLACK' or 'EMAIL'. Fix: write 'SLACK' instead of 'SLAK'." });
    expect(line(c, 'zzzzzzzz')!.text).toContain('Fix: use one of the allowed values.');
  });

  test('a list the provider only documents: unlisted, names the list and the closest value', () => {
    const c: ValueCheck = { id: 'value:t.provider_name', a: ['AWS', 'GCP'], w: 1 };
    expect(line(c, 'aws')).toEqual({
      level: 'unlisted',
      text: "field: is not in the list of values the provider documents (value:t.provider_name); the remote API may refuse it at apply. Received: \"aws\". Allowed: 'AWS' or 'GCP'. Fix: write 'AWS' instead of 'aws' (did you mean it?). If a newer provider release allows it, acknowledge value:t.provider_name with the reason.",
    });
  });

  test('numbers: ranges (enforced and documented), whole numbers, allowed numbers', () => {
    expect(line({ id: 'value:t.n', lo: 0, hi: 7 }, 9)).toEqual({ level: 'error', text: 'field: is out of range. Received: 9. Allowed: 0 to 7. Fix: use a value of 0 to 7, e.g. 7.' });
    expect(line({ id: 'value:t.n', lo: 1 }, 0)!.text).toBe('field: is out of range. Received: 0. Allowed: at least 1. Fix: use a value of at least 1, e.g. 1.');
    expect(line({ id: 'value:t.n', hi: 3, w: 1 }, 4)).toEqual({ level: 'unlisted', text: 'field: is outside the documented range (value:t.n); the remote API may refuse it at apply. Received: 4. Allowed: at most 3. Fix: use a value of at most 3, e.g. 3.' });
    expect(line({ id: 'value:t.n', i: 1 }, 2.5)).toEqual({ level: 'error', text: 'field: must be a whole number. Received: 2.5. Allowed: an integer. Fix: use 3.' });
    expect(line({ id: 'value:t.n', a: [1, 12, 24, 36] }, 6)!.text).toBe('field: is not an allowed value. Received: 6. Allowed: 1, 12, 24 or 36. Fix: use one of the allowed values.');
    expect(line({ id: 'value:t.n', lo: 0, hi: 7, i: 1 }, 7)).toBeUndefined();
  });

  test('strings: lengths, upper case, patterns', () => {
    expect(line({ id: 'value:t.s', ll: 1, lh: 3 }, '')!.text).toBe('field: is too short. Received: "". Allowed: 1 to 3 characters. Fix: use at least 1 character.');
    expect(line({ id: 'value:t.s', ll: 1, lh: 3 }, 'abcd')!.text).toBe('field: is too long (4 characters). Received: "abcd". Allowed: at most 3 characters. Fix: shorten it to 3 characters or fewer.');
    expect(line({ id: 'value:t.s', u: 1 }, 'us_east_1')!.text).toBe("field: must be upper case. Received: \"us_east_1\". Allowed: upper-case letters. Fix: write 'US_EAST_1'.");
    expect(line({ id: 'value:t.s', p: '^[0-9]+$' }, 'x')!.text).toBe('field: does not match the required pattern. Received: "x". Allowed: a value matching /^[0-9]+$/. Fix: change the value so that it matches the pattern.');
  });

  test('formats', () => {
    const fmt = (f: ValueCheck['fmt'], v: string) => line({ id: 'value:t.s', fmt: f }, v)?.text;
    expect(fmt('hex24', '5f1e2d3c4b5a697887766554')).toBeUndefined();
    expect(fmt('hex24', 'abc')).toBe('field: is not a 24-character hexadecimal id. Received: "abc". Allowed: an id of 24 hexadecimal digits, e.g. 5f1e2d3c4b5a697887766554. Fix: copy the id from the Atlas UI, the API or the attribute of the resource that owns it.');
    expect(fmt('uuid', '123e4567-e89b-12d3-a456-426614174000')).toBeUndefined();
    expect(fmt('uuid', 'my-app')).toBe('field: is not a UUID. Received: "my-app". Allowed: a UUID such as 123e4567-e89b-12d3-a456-426614174000. Fix: use the UUID (the application, principal or tenant id), not its display name.');
    expect(fmt('iso8601', '2026-12-01T00:00:00Z')).toBeUndefined();
    expect(fmt('iso8601', '2026-12-01')).toBeUndefined();
    expect(fmt('iso8601', '12/01/2026')).toBe('field: is not an ISO 8601 timestamp. Received: "12/01/2026". Allowed: an ISO 8601 date or timestamp, e.g. 2026-12-01T00:00:00Z. Fix: write the date as YYYY-MM-DD, optionally with THH:MM:SSZ.');
    expect(fmt('duration', '2h45m')).toBeUndefined();
    // Go's time.ParseDuration (the SDK's timeouts, terraform-plugin-framework-timeouts): '0', a sign, a bare fraction.
    for (const ok of ['0', '-5m', '+1h', '1.5h', '.5h', '1.h', '300ms', '10µs']) expect(fmt('duration', ok)).toBeUndefined();
    for (const bad of ['1 hour', 'PT15M', '1hm', '.s', '']) expect(fmt('duration', bad)).toMatch(new RegExp(`^field: is not a duration string\\. Received: ${JSON.stringify(bad).replace(/[.]/g, '\\.')}\\. `));
    expect(fmt('duration', '90')).toBe("field: is not a duration string. Received: \"90\". Allowed: numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m. Fix: write the duration with a unit, e.g. '90m' instead of '90'.");
  });
});

test('a documented list within enforced facts (wa): outside the list warns, outside the enforced range fails', () => {
  const c: ValueCheck = { id: 'value:t.term_length', a: [1, 12, 24, 36], lo: 1, hi: 36, wa: 1 };
  expect(line(c, 12)).toBeUndefined();
  expect(line(c, 6)).toEqual({
    level: 'unlisted',
    text: 'field: is not in the list of values the provider documents (value:t.term_length); the remote API may refuse it at apply. Received: 6. Allowed: 1, 12, 24 or 36. Fix: use one of the allowed values. If a newer provider release allows it, acknowledge value:t.term_length with the reason.',
  });
  expect(line(c, 48)).toEqual({ level: 'error', text: 'field: is out of range. Received: 48. Allowed: 1 to 36. Fix: use a value of 1 to 36, e.g. 36.' });
  expect(line({ ...c, i: 1 }, 12.5)).toEqual({ level: 'error', text: 'field: must be a whole number. Received: 12.5. Allowed: an integer. Fix: use 13.' });
});

test('a list the provider accepts in any letter case', () => {
  const c: ValueCheck = { id: 'value:t.link_protocol', a: ['DOT1Q', 'QINQ'], ci: 1 };
  expect(checkValue(c, 'dot1q', 'field')).toBeUndefined();
  expect(checkValue(c, 'Dot1Q', 'field')).toBeUndefined();
  expect(checkValue(c, 'dot1x', 'field')?.problem.fix).toBe("write 'DOT1Q' instead of 'dot1x'.");
});
