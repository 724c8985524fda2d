/**
 * The text fields of the incident expressions L2s, for test/constructs/incident/literal-text.test.ts (see
 * test/constructs/literal-text.ts).
 */
import type { TextFieldCase } from '../../literal-text';

export const TEXT_CASES: TextFieldCase[] = [];
