import { Construct } from 'constructs';
import type { EncryptionAtRestAttributes, IEncryptionAtRest } from './encryption-at-rest-ref';
import { OPTIONS } from './private/option-keys.generated';
import { isKnown, oneOf, Problems, throwIfProblems } from '../../core/l2';

const KMS = ['AWS', 'AZURE', 'GCP'];

/**
 * An existing encryption at rest known by its attributes (nothing is read from Atlas).
 */
export class ImportedEncryptionAtRest extends Construct implements IEncryptionAtRest {
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** The key management service: `AWS`, `AZURE` or `GCP`. */
  public readonly provider: string;

  constructor(scope: Construct, id: string, attrs: EncryptionAtRestAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'EncryptionAtRestAttributes');
    const p = new Problems();
    const allowed = { projectId: 'the id of the Atlas project', provider: 'AWS, AZURE or GCP' };
    // The provider is checked against its list below.
    p.requiredStrings(attrs, ['projectId'], allowed);
    p.required(attrs, ['provider'], allowed);
    const provider = attrs.provider;
    if (isKnown(provider) && !(typeof provider === 'string' && KMS.includes(provider))) {
      const upper = typeof provider === 'string' ? provider.toUpperCase() : undefined;
      p.add('provider', 'is not a key management service of encryption at rest.', {
        received: provider, allowed: oneOf(KMS), fix: upper !== undefined && KMS.includes(upper) ? `write '${upper}'.` : 'use EncryptionAtRestProvider.AWS, .AZURE or .GCP.',
      });
    }
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
    this.provider = attrs.provider;
  }
}
