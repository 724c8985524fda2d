/**
 * The nodes of an escalation path: the options of levels, delays, branches and repeats, each
 * problem with its node path, and the warnings of nodes that do nothing.
 */
import { errorOf, incidentStack, level, pathBody, people, synthDoc } from './escalation-util';
import { incident } from '../../../../src/index';

const { EscalationPath, EscalationCondition } = incident;

function setup() {
  const s = incidentStack();
  const { primary, jane } = people(s);
  const path = new EscalationPath(s, 'P', { name: 'P' });
  return { s, primary, jane, path };
}

describe('EscalationNode', () => {
  test('a node knows its kind, name, path, id and sequence; sequences list their nodes', () => {
    const { primary, path } = setup();
    const b = path.addBranch('B', { conditions: [EscalationCondition.priorityIn(['01HPRIO1'])] });
    const n = b.elsePath.addLevel('Fallback', level(primary));
    expect([n.kind, n.name, n.nodePath, n.nodeId]).toEqual(['level', 'Fallback', 'B/else/Fallback', 'B-else-Fallback']);
    expect(n.sequence).toBe(b.elsePath);
    expect([b.kind, b.thenPath.sequencePath, b.elsePath.sequencePath]).toEqual(['if_else', 'B/then', 'B/else']);
    expect(b.elsePath.nodes).toEqual([n]);
    expect(path.nodes).toEqual([b]);
    path.nodes.pop();
    expect(path.nodes).toEqual([b]);
  });
});

describe('node ids', () => {
  test('every character other than a letter, a digit or _ becomes _, in each name of the node path (issue 29: no test had two in one name)', () => {
    const { s, primary, path } = setup();
    const hours = path.addBranch('In hours?', { conditions: [EscalationCondition.priorityIn(['01HPRIO1'])] });
    const out = hours.elsePath.addLevel('Out of hours', level(primary));
    const late = hours.thenPath.addLevel('Late-night (P1)', level(primary));
    expect([hours.nodeId, out.nodeId, late.nodeId]).toEqual(['In_hours_', 'In_hours_-else-Out_of_hours', 'In_hours_-then-Late_night__P1_']);
    // The rendered ids and a repeat's to_node are those ids.
    hours.elsePath.addRepeat('Again & again', { from: out, times: 2 });
    const doc = pathBody(synthDoc(s));
    expect(doc.path[0].if_else.else_path.map((n: any) => [n.id, n.repeat?.to_node])).toEqual([
      ['In_hours_-else-Out_of_hours', undefined], ['In_hours_-else-Again___again', 'In_hours_-else-Out_of_hours'],
    ]);
  });

  test('two names that make one id are refused: the second names the node that has it', () => {
    const { primary, path } = setup();
    path.addLevel('Out of hours', level(primary));
    expect(errorOf(() => path.addLevel('Out-of-hours', level(primary)))).toBe(
      "[test/P] addLevel(id): makes the node id 'Out_of_hours', which the node 'Out of hours' has already. Received: \"Out-of-hours\". "
      + 'Allowed: a name whose id (letters, digits and _ kept, other characters replaced by _, names joined by -) no other node has. Fix: choose another name for the node.');
  });
});

describe('node names', () => {
  test('a name with a control character is refused: it would start the field path of every message about the node on a new line (found by the fuzz)', () => {
    // FUZZ_SEED=5 FUZZ_RUNS=1500 FUZZ_TARGET='EscalationPath': addLevel('\n', { ..., ackTimeout: Duration.minutes(-5e-324) })
    // gave "[test/Target] \n.ackTimeout: ...", a message whose field the newline hid.
    const { primary, path } = setup();
    for (const [name, shown] of [['\n', '"\\n"'], ['Primary\t', '"Primary\\t"'], ['a\u007fb', '"a\\u007fb"']]) {
      expect(errorOf(() => path.addLevel(name, level(primary)))).toBe(
        `[test/P] addLevel(id): contains a control character (a newline, a tab), which a node path cannot show. Received: ${shown}. `
        + "Allowed: a name for the node, unique in its sequence, e.g. 'Primary'. Fix: name the node, e.g. 'Primary'.");
    }
    expect(path.nodes).toEqual([]);
  });
});

describe('addRepeat', () => {
  test('times must be a number', () => {
    const { primary, path } = setup();
    const first = path.addLevel('First', level(primary));
    expect(errorOf(() => path.addRepeat('R', { from: first, times: 'twice' as any }))).toBe(
      '[test/P] R.times: expected a number. Received: "twice". Allowed: a whole number. Fix: write times: 3.');
    expect(errorOf(() => path.addRepeat('R', { from: {} as any, times: 1 }))).toBe(
      '[test/P] R.from: expected an EscalationNode. Received: an empty object. Allowed: a node of this path, as addLevel, addDelay or addBranch returned it. '
      + 'Fix: keep the node an add method returned (const primary = path.addLevel(...)) and pass it: from: primary.');
  });
});
