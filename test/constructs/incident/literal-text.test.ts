/**
 * Literal text in the incident L2s: every text field, with `${x}`, `%{ if y }` and `$${z}`, reaches
 * the provider as written (see test/constructs/literal-text.ts). The cases live with their rooms.
 */
import { TerraformStack } from 'cdktn';
import { TEXT_CASES as ALERTS } from './alerts/text-cases';
import { TEXT_CASES as CATALOG } from './catalog/text-cases';
import { TEXT_CASES as ESCALATION } from './escalation/text-cases';
import { TEXT_CASES as EXPRESSIONS } from './expressions/text-cases';
import { TEXT_CASES as LOOKUPS } from './lookups/text-cases';
import { incident } from '../../../src';
import { describeLiteralText } from '../literal-text';

function setup(stack: TerraformStack): void {
  new incident.IncidentProvider(stack, 'incident', {});
}

describeLiteralText('incident', setup, [...ALERTS, ...CATALOG, ...ESCALATION, ...EXPRESSIONS, ...LOOKUPS]);
