/**
 * References: how an L2 stands for what exists already. Each family's contract (`I<Name>` and its
 * `<Name>Attributes`) lives in `<name>-ref.ts`, typed by interface so that other constructs take
 * any implementation; `<Name>.from<Name>Attributes(scope, id, attrs)` makes one that knows only
 * the attributes it was given. Reading another one is a mistake the user should see where they
 * made it, with the attribute named; not an `undefined` that turns into an empty string in
 * `cdk.tf.json`.
 *
 * Part of the L2 kit (`src/core/l2`); not part of the public API.
 */
import { IConstruct } from 'constructs';
import { PUBLIC_NAME, ValidationError } from '../base/errors';

/**
 * The value of an attribute given to `from<Name>Attributes`, or an error that names it.
 * @param scope the imported construct
 * @param method e.g. `AlertConfiguration.fromAlertConfigurationAttributes`
 * @param name the attribute, as the attributes struct names it
 * @param value what was given
 */
export function importedAttribute<T>(scope: IConstruct, method: string, name: string, value: T | undefined): T {
  if (value === undefined || value === null) {
    throw new ValidationError(scope, [{
      id: 'l2:attribute-not-given',
      field: name,
      problem: `is unknown: this construct was made with ${method}, which was not given ${name}.`,
      fix: `pass ${name} in the attributes, or read it from the construct that defines the resource.`,
    }]);
  }
  return value;
}

/**
 * Names a class private to its file by what it stands for, in every message that describes one of
 * its instances: `the ICatalogType 'app/Team'` for what `fromCatalogTypeAttributes` returned, `a
 * CloudAccessProvider` for what `CloudAccessProvider.aws()` made. Users never read the name of a
 * class they cannot import. Returns the class.
 * @param cls the private class, e.g. `ImportedCatalogType`
 * @param name the contract or public class, e.g. `ICatalogType`
 */
export function describedAs<C extends abstract new (...args: any[]) => object>(cls: C, name: string): C {
  Object.defineProperty(cls, PUBLIC_NAME, { value: name });
  return cls;
}
