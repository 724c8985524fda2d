/**
 * Type rules of `mongodbatlas_backup_compliance_policy` (SPEC 2.1 "Backup types" and 8 Limits).
 * Retention units and frequency intervals are value checks of the generated L1.
 */
import { retentionPositiveRule, yearlyRetentionRule } from './shared/backup-policy';
import { TypeRule } from '../../core/type-rules';

const T = 'mongodbatlas_backup_compliance_policy';

export const RULES: TypeRule[] = [
  yearlyRetentionRule(T),
  retentionPositiveRule(T),
];
