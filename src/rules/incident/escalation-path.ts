/**
 * Type rules of `incident_escalation_path`, checked against incident-io/incident v6.3.0. The path
 * is a tree: a node's if_else holds then_path and else_path, which are paths again; the rules walk
 * every depth. The provider's ValidateConfig checks the schedule targets' rota (below) and the
 * nesting depth (the generated input descriptions stop a node nested deeper than the schema).
 */
import { bindingRule, nearest, operationSpellingRule } from './shared/engine';
import { at, items, known, obj, str, TypeRule } from '../../core/runtime/type-rules';

const T = 'incident_escalation_path';
const DOC = 'docs/resources/escalation_path.md';
const FOR_ROTA = ['all_users_for_rota', 'currently_on_call_for_rota', 'next_on_call_for_rota'];

/** Calls `visit` for every known node of a path, at any depth, with its Terraform path. */
function eachNode(path: unknown, base: string, visit: (node: Record<string, any>, at: string) => void): void {
  for (const [node, i] of items(path)) {
    const here = at(base, path, i);
    visit(node, here);
    const ifElse = obj(node.if_else);
    if (!ifElse) continue;
    eachNode(ifElse.then_path, `${here}.if_else.then_path`, visit);
    eachNode(ifElse.else_path, `${here}.if_else.else_path`, visit);
  }
}

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/repeat-to-node`,
    summary: 'A repeat node repeats from a node of the same path: its toNode is the id of a node in the path.',
    documentedIn: `${DOC}: path.id (reference the node in other nodes, such as a repeat node) and path.repeat.to_node (which node ID we begin repeating from)`,
    level: 'warning',
    check: (input, report) => {
      if (!known(input.path)) return;
      const ids: string[] = [];
      let unknownId = false;
      let nodes = 0;
      eachNode(input.path, 'path', (node) => {
        nodes++;
        if (node.id === undefined || node.id === null) return;
        const id = str(node.id);
        if (id === undefined) unknownId = true;
        else ids.push(id);
      });
      if (unknownId || (Array.isArray(input.path) && nodes === 0)) return;
      eachNode(input.path, 'path', (node, here) => {
        const to = str(obj(node.repeat)?.to_node);
        if (to === undefined || ids.includes(to)) return;
        const near = nearest(to, ids);
        report(`${here}.repeat.to_node`, 'names no node of this escalation path.', {
          received: to,
          allowed: ids.length ? `the id of a node in the path: ${ids.map((x) => `'${x}'`).join(', ')}` : 'the id of a node in the path (no node has an id yet)',
          fix: near !== undefined ? `write '${near}'.` : `give the node to repeat from the id '${to}' (path[...].id), or name an existing one.`,
        });
      });
    },
  },
  {
    id: `rule:${T}/selected-rota-id`,
    summary: 'A schedule target sets selectedRotaId exactly when its scheduleMode is one of the *_for_rota modes.',
    enforcedBy: 'internal/provider/incident_escalation_path_resource.go: validateEscalationPathTarget (acceptance test ExpectError "Missing selected_rota_id", "Unexpected selected_rota_id")',
    check: (input, report) => {
      eachNode(input.path, 'path', (node, here) => {
        for (const kind of ['level', 'notify_channel']) {
          const targets = obj(node[kind])?.targets;
          for (const [t, i] of items(targets)) {
            const modeRaw = t.schedule_mode;
            const rotaRaw = t.selected_rota_id;
            const unknown = (v: unknown) => v !== undefined && v !== null && str(v) === undefined;
            if (unknown(modeRaw) || unknown(rotaRaw)) continue;
            const mode = str(modeRaw) ?? '';
            const rota = str(rotaRaw) ?? '';
            const where = `${at(`${here}.${kind}.targets`, targets, i)}`;
            if (FOR_ROTA.includes(mode) && rota === '') {
              report(`${where}.selected_rota_id`, `is unset, but scheduleMode '${mode}' pages one rota of the schedule and needs it.`, {
                receivedText: 'selectedRotaId unset',
                allowed: `the id of a rota of the schedule with scheduleMode '${mode}'`,
                fix: `set selectedRotaId to the rota's id, or use scheduleMode '${mode.replace(/_for_rota$/, '')}' to page the whole schedule.`,
              });
            } else if (!FOR_ROTA.includes(mode) && rota !== '') {
              report(`${where}.selected_rota_id`, `is set, but only the *_for_rota schedule modes take it (scheduleMode is ${mode ? `'${mode}'` : 'unset'}).`, {
                received: rota,
                allowed: `selectedRotaId with scheduleMode ${FOR_ROTA.map((m) => `'${m}'`).join(', ')}; unset otherwise`,
                fix: `remove selectedRotaId, or set scheduleMode to '${FOR_ROTA.find((m) => m.startsWith(mode || 'currently_on_call')) ?? 'currently_on_call_for_rota'}'.`,
              });
            }
          }
        }
      });
    },
  },
  operationSpellingRule(T),
  bindingRule(T, { documentedIn: 'internal/provider/models/expression_v3_validate.go: ValidateBinding (a binding sets one of value or array_value; the provider checks it on the beta resources only)' }),
];
