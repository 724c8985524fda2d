import { Construct } from 'constructs';
import type { EncryptionAtRestAttributes, IEncryptionAtRest } from './encryption-at-rest-ref';
import { OPTIONS } from './private/option-keys.generated';
import { Problems, throwIfProblems } from '../../core/l2';

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
    p.required(attrs, ['projectId', 'provider'], { projectId: 'the id of the Atlas project', provider: 'AWS, AZURE or GCP' });
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
    this.provider = attrs.provider;
  }
}
