/**
 * Type rules of `mongodbatlas_backup_compliance_policy`, audited against provider v2.16.0
 * (internal/service/backupcompliancepolicy, which sends the policy items as they are), its
 * documentation and the Atlas Admin API spec it ships. Retention units and frequency intervals are
 * value checks of the generated L1.
 */
import { retentionOrderRule, retentionPositiveRule, yearlyRetentionRule } from './shared/backup-policy';
import { TypeRule } from '../../core/runtime/type-rules';
import { docs } from '../../facts/mongodbatlas/provenance';

const T = 'mongodbatlas_backup_compliance_policy';
const DOCS = docs('backup_compliance_policy');

export const RULES: TypeRule[] = [
  yearlyRetentionRule(T, DOCS),
  retentionPositiveRule(T, DOCS),
  retentionOrderRule(T, 'BackupComplianceScheduledPolicyItem'),
];
