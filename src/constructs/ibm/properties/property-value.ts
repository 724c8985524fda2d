import { BindContext, describedAs, isKnown, isUnresolved, literalText } from '../../../core/l2/index';
import { OPTIONS } from '../private/option-keys.generated';
import { RenderedPropertyValue, renderValue, serialised, ValueFormat, ValueType, warnNumericDrift } from '../private/values';


/** Options of a secret reference: a secret of IBM Cloud Secrets Manager. */
export interface SecretRefOptions {
  /** The CRN of the Secrets Manager instance (`crn:v1:bluemix:public:secrets-manager:...`). */
  readonly secretsManagerCrn: string;
  /** The id of the secret in that instance. */
  readonly secretId: string;
  /**
   * The type of the secret, as Secrets Manager names it: `arbitrary`, `iam_credentials`,
   * `imported_cert`, `kv`, `private_cert`, `public_cert`, `service_credentials` or
   * `username_password`.
   */
  readonly secretType: string;
}

const SECRET_TYPES = ['arbitrary', 'iam_credentials', 'imported_cert', 'kv', 'private_cert', 'public_cert', 'service_credentials', 'username_password'];

/**
 * The value of a property, typed: the factory gives the property its type (and format), and the
 * construct renders the provider's string.
 *
 * ```ts
 * PropertyValue.numeric(30);
 * PropertyValue.json({ retries: 3, backoff: 'exponential' });
 * PropertyValue.secretRef({ secretsManagerCrn, secretId: '<id>', secretType: 'arbitrary' });
 * ```
 */
export abstract class PropertyValue {
  /** A boolean (type BOOLEAN). */
  public static boolean(value: boolean): PropertyValue {
    return new NativeValue('BOOLEAN', undefined, value, 'PropertyValue.boolean');
  }

  /** A whole number (type NUMERIC; the API takes integers). */
  public static numeric(value: number): PropertyValue {
    return new NativeValue('NUMERIC', undefined, value, 'PropertyValue.numeric');
  }

  /** Text (type STRING, format TEXT). Literal text: it reaches the provider as written. */
  public static string(value: string): PropertyValue {
    return new NativeValue('STRING', 'TEXT', value, 'PropertyValue.string');
  }

  /** An object, serialised as JSON with its keys sorted (type STRING, format JSON). */
  public static json(value: any): PropertyValue {
    return new NativeValue('STRING', 'JSON', value, 'PropertyValue.json');
  }

  /** An object, serialised as YAML with its keys sorted (type STRING, format YAML). */
  public static yaml(value: any): PropertyValue {
    return new NativeValue('STRING', 'YAML', value, 'PropertyValue.yaml');
  }

  /**
   * A reference to a Secrets Manager secret (type SECRETREF): applications resolve it; the secret
   * itself is never in the configuration.
   */
  public static secretRef(options: SecretRefOptions): PropertyValue {
    return new SecretRef(options);
  }

  /** The type of the value: `BOOLEAN`, `NUMERIC`, `STRING` or `SECRETREF`. */
  public abstract readonly type: string;
  /** The format of a STRING value: `TEXT`, `JSON` or `YAML`. */
  public abstract readonly format?: string;

  /** @internal */
  public abstract _bind(ctx: BindContext, field: string): RenderedPropertyValue | undefined;
}

class NativeValue extends PropertyValue {
  constructor(
    public readonly type: ValueType,
    public readonly format: ValueFormat | undefined,
    private readonly value: unknown,
    private readonly factory: string,
  ) {
    super();
  }

  public _bind(ctx: BindContext, field: string): RenderedPropertyValue | undefined {
    const before = ctx.problemCount;
    const v = renderValue(ctx.problems, field, this.value, this.type, this.format, `property (${this.factory})`);
    if (this.type === 'NUMERIC') warnNumericDrift(ctx.scope, field, this.value);
    return ctx.problemCount > before || v === undefined ? undefined : { type: this.type, format: this.format, value: literalText(v) };
  }
}
describedAs(NativeValue, 'PropertyValue');

class SecretRef extends PropertyValue {
  public readonly type = 'SECRETREF';
  public readonly format = undefined;

  constructor(private readonly options: SecretRefOptions) {
    super();
  }

  public _bind(ctx: BindContext, field: string): RenderedPropertyValue | undefined {
    const p = ctx.problems;
    const o = this.options;
    if (o === null || typeof o !== 'object' || Array.isArray(o)) {
      p.add(field, 'was made by PropertyValue.secretRef with no options object.', { id: 'l2:no-options-object', received: o, allowed: 'an object (struct)', fix: "pass the options, e.g. PropertyValue.secretRef({ secretsManagerCrn, secretId: '<id>', secretType: 'arbitrary' })." });
      return undefined;
    }
    const before = ctx.problemCount;
    OPTIONS.check(p, o, 'SecretRefOptions', field);
    p.under(field).requiredStrings(o, ['secretsManagerCrn', 'secretId', 'secretType'], {
      secretsManagerCrn: 'the CRN of the Secrets Manager instance', secretId: 'the id of the secret', secretType: SECRET_TYPES.join(', '),
    });
    for (const key of ['secretsManagerCrn', 'secretId', 'secretType'] as const) {
      const v: unknown = o[key];
      // A known value that is no string is requiredStrings' to report; a token here is a number, list or boolean one.
      if (v !== undefined && v !== null && typeof v !== 'string' && !isKnown(v)) {
        p.add(`${field}.${key}`, 'is a reference to a value that is no text.', { id: 'l2:expected-string', received: v, allowed: 'a string, or a string token (a variable\'s stringValue)', fix: `pass ${key} as text, e.g. a variable's stringValue.` });
      }
    }
    if (ctx.problemCount > before) return undefined;
    if (typeof o.secretsManagerCrn === 'string' && isKnown(o.secretsManagerCrn) && !/^crn:v1:[^:]*:[^:]*:secrets-manager:/.test(o.secretsManagerCrn)) {
      p.add(`${field}.secretsManagerCrn`, 'is not the CRN of a Secrets Manager instance.', {
        id: 'ibm:secrets-manager-crn', received: o.secretsManagerCrn, allowed: "a CRN of service secrets-manager, e.g. 'crn:v1:bluemix:public:secrets-manager:us-south:a/<account>:<instance>::'", fix: 'copy the CRN from the Secrets Manager instance\'s details.',
      });
    }
    if (typeof o.secretType === 'string' && !isUnresolved(o.secretType) && !SECRET_TYPES.includes(o.secretType)) {
      p.add(`${field}.secretType`, 'is not a Secrets Manager secret type.', { id: 'ibm:secret-type', received: o.secretType, allowed: SECRET_TYPES.join(', '), fix: "write secretType: 'arbitrary' (or the type of the secret)." });
    }
    if (ctx.problemCount > before) return undefined;
    const reference = { id: o.secretId, secret_type: o.secretType, sm_instance_crn: o.secretsManagerCrn };
    return { type: 'SECRETREF', value: literalText(serialised(reference, 'JSON')) };
  }
}
describedAs(SecretRef, 'PropertyValue');
