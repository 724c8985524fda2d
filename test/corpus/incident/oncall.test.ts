/** Corpus, on-call: schedules, escalation paths (working hours, if_else, repeats), the beta schedule and rotations, sync, lookups. */
import { ONCALL_APPS } from './apps/oncall';
import { expectClean, synthApp } from './corpus';

describe('incident corpus: on-call', () => {
  expectClean(ONCALL_APPS);

  test('the escalation path nests if_else twice and repeats from the first node at both depths', () => {
    const { doc } = synthApp(ONCALL_APPS[0]);
    const path = doc.resource.incident_escalation_path.payments.path;
    expect(path[0].if_else.then_path[3].repeat).toEqual({ repeat_times: 3, to_node: 'start' });
    expect(path[0].if_else.else_path[0].if_else.else_path[2].repeat).toEqual({ repeat_times: 1, to_node: 'start' });
  });

  test('a user is looked up by id, which the provider takes as an input', () => {
    const { doc } = synthApp(ONCALL_APPS[0]);
    expect(doc.data.incident_user.rory).toEqual({ id: '01HPFH8T92MPGSQS5C1SPAF4V0' });
  });
});
