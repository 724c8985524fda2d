import { Construct } from 'constructs';
import type { CloudProviderAccessAttributes, ICloudProviderAccess } from './cloud-provider-access-ref';
import { OPTIONS } from './private/option-keys.generated';
import { isKnown, oneOf, Problems, throwIfProblems } from '../../core/l2';

/**
 * An existing cloud provider access role known by its attributes (nothing is read from Atlas).
 */
export class ImportedCloudProviderAccess extends Construct implements ICloudProviderAccess {
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Atlas id of the role. */
  public readonly roleId: string;
  /** Cloud provider of the role. */
  public readonly provider: string;

  constructor(scope: Construct, id: string, attrs: CloudProviderAccessAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'CloudProviderAccessAttributes');
    const p = new Problems();
    const allowed = { projectId: 'the id of the Atlas project', roleId: 'the Atlas id of the role (24 hexadecimal digits)', provider: oneOf(PROVIDERS) };
    // The provider is checked against its list below.
    p.required(attrs, ['provider'], allowed);
    p.requiredStrings(attrs, ['projectId', 'roleId'], allowed);
    checkProvider(p, attrs.provider);
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
    this.roleId = attrs.roleId;
    this.provider = attrs.provider;
  }
}

/** The providers a cloud provider access role is set up for. */
const PROVIDERS = ['AWS', 'AZURE', 'GCP'];

/** The provider, when known, is one Atlas sets roles up for. */
function checkProvider(p: Problems, provider: unknown): void {
  if (!isKnown(provider) || (typeof provider === 'string' && PROVIDERS.includes(provider))) return;
  const upper = typeof provider === 'string' ? provider.toUpperCase() : undefined;
  p.add('provider', 'is not a cloud provider Atlas sets up access roles for.', {
    received: provider,
    allowed: oneOf(PROVIDERS),
    fix: upper !== undefined && PROVIDERS.includes(upper) ? `write '${upper}'.` : 'use CloudProvider.AWS, CloudProvider.AZURE or CloudProvider.GCP.',
  });
}
