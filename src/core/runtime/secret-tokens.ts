/**
 * Tokens in sensitive inputs: the L1 renderer (render.ts) wraps each in a `SecretOnResolve`,
 * which warns (`terrain:literal-secret`) when it resolves to a literal value rather than a
 * reference (a `Lazy` that produces the secret itself, say). Not part of the public API.
 */
import { IResolvable, IResolveContext, Token } from 'cdktn';
import { IConstruct } from 'constructs';
import { literalSecretAnswer } from './answered-secrets';
import { addWarning } from '../base/annotations';
import { isUnresolved } from '../base/tokens';

/**
 * A token in a sensitive input, which warns (`terrain:literal-secret`) if it resolves to a literal
 * value rather than a reference (a `Lazy` that produces the secret itself, say).
 */
class SecretOnResolve implements IResolvable {
  public readonly creationStack: string[] = [];
  constructor(private readonly scope: IConstruct, private readonly inner: unknown, private readonly path: string) {}

  public resolve(context: IResolveContext): any {
    const v = context.resolve(this.inner);
    if (v !== undefined && v !== null && !(typeof v === 'string' && v.includes('${')) && !isUnresolved(v) && literalSecretAnswer(this.scope, this.path) === undefined) {
      addWarning(this.scope, 'terrain:literal-secret',
        `${this.path} is sensitive and holds a token that resolves to a literal value at synth, which ends up in plain text in cdk.tf.json and in the state. `
        + 'Pass a reference instead, e.g. new TerraformVariable(this, \'...\', { type: \'string\', sensitive: true }).value.');
    }
    return v;
  }

  public toString(): string {
    return Token.asString(this);
  }
}

/** Wraps a token of a sensitive input in a `SecretOnResolve` of the same kind (string, number, list or object). */
export function secretOnResolve(scope: IConstruct, v: unknown, path: string): unknown {
  const wrapped = new SecretOnResolve(scope, v, path);
  if (typeof v === 'string') return Token.asString(wrapped);
  if (typeof v === 'number') return Token.asNumber(wrapped);
  if (Array.isArray(v)) return Token.asList(wrapped);
  return wrapped;
}
