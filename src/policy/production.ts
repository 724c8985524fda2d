/**
 * How a pack tells a production resource from the rest: by its tags or labels.
 */
import { ArgumentProblems, isListOf, isPlainObject, isText, keyPath, OptionCheck, readOptions } from '../core/base/arguments';

/**
 * Decides from a resource's labels whether it is production. The packs call it with the known
 * labels of each resource they judge (tags and labels of an Atlas cluster, the `additionalInfo`
 * key/value pairs of an Equinix connection); a label whose value is a token is left out, so a
 * resource is never judged on a value Terraform only knows at plan.
 *
 * Implement it to follow your own conventions, or use `ProductionMatcher.byLabels(...)`.
 */
export interface IProductionMatcher {
  /**
   * Whether a resource with these labels is production.
   * @param labels the resource's labels, key to value (known values only)
   */
  isProduction(labels: Record<string, string>): boolean;
}

/** Options of `ProductionMatcher.byLabels`. */
export interface ProductionLabelsOptions {
  /**
   * The label keys that name an environment, compared without regard to letter case.
   * @default ['environment', 'env']
   */
  readonly keys?: string[];
  /**
   * The values of those keys that mean production, compared without regard to letter case.
   * @default ['prod', 'production']
   */
  readonly values?: string[];
}

function lower(list: readonly string[]): Set<string> {
  return new Set(list.map((x) => x.trim().toLowerCase()));
}

class LabelMatcher implements IProductionMatcher {
  constructor(private readonly keys: Set<string>, private readonly values: Set<string>) {}

  public isProduction(labels: Record<string, string>): boolean {
    if (!isPlainObject(labels)) {
      const p = new ArgumentProblems('ProductionMatcher.isProduction');
      p.add('labels', 'expected a map of labels.', labels, 'an object of label keys to values, e.g. { environment: \'production\' }', 'pass the labels as an object literal.');
      p.throwIfAny();
    }
    for (const key of Object.keys(labels)) {
      let v: unknown;
      try {
        v = labels[key];
      } catch {
        const p = new ArgumentProblems('ProductionMatcher.isProduction');
        p.addUnread(keyPath('labels', key), 'cannot be read.', 'a string', 'pass the labels as an object literal of strings.');
        p.throwIfAny();
      }
      if (this.keys.has(key.toLowerCase()) && typeof v === 'string' && this.values.has(v.trim().toLowerCase())) return true;
    }
    return false;
  }
}

/**
 * Production matchers: which labels mark a resource as production.
 *
 * The default, used by every pack unless told otherwise: a tag or label `environment` or `env`
 * whose value is `prod` or `production`, in any letter case.
 */
export class ProductionMatcher {
  /** The label keys the default matcher reads. */
  public static readonly DEFAULT_KEYS: string[] = ['environment', 'env'];
  /** The values of those keys the default matcher takes for production. */
  public static readonly DEFAULT_VALUES: string[] = ['prod', 'production'];

  /**
   * The default matcher: `environment` or `env` equal to `prod` or `production` (any letter case).
   */
  public static readonly DEFAULT: IProductionMatcher = new LabelMatcher(
    new Set(ProductionMatcher.DEFAULT_KEYS), new Set(ProductionMatcher.DEFAULT_VALUES));

  /**
   * A matcher that reads label keys and values of your choosing (any letter case), e.g.
   * `ProductionMatcher.byLabels({ keys: ['stage'], values: ['live'] })`.
   * @param options the keys and the values that mean production
   */
  public static byLabels(options: ProductionLabelsOptions = {}): IProductionMatcher {
    const p = new ArgumentProblems('ProductionMatcher.byLabels');
    const list = (example: string): OptionCheck => ({
      test: (v) => isListOf(v, isText) && (v as unknown[]).length > 0,
      allowed: 'a non-empty list of non-empty strings',
      fix: `pass e.g. ${example}, or leave it out for the default.`,
    });
    const o = readOptions(p, 'options', options, { keys: list("{ keys: ['environment'] }"), values: list("{ values: ['prod'] }") });
    p.throwIfAny();
    return new LabelMatcher(lower(o.keys ?? ProductionMatcher.DEFAULT_KEYS), lower(o.values ?? ProductionMatcher.DEFAULT_VALUES));
  }

  private constructor() {}
}
