/**
 * The ids an App Configuration object is created with (environment_id, collection_id, feature_id,
 * property_id, segment_id, a snapshot's git_config_id, integration_id) take letters, digits and
 * three special characters: "Allowed special characters are dot ( . ), hyphen( - ), underscore ( _ )
 * only" (the API's words in the admin SDK, appconfigurationv1/app_configuration_v1.go: the Create...Options
 * of each). The provider validates none of them, so the rule warns. A `/` in an id also breaks the
 * provider's own id `<guid>/<x>`, which it splits on `/` (flex.IdParts) to read and update.
 *
 * The SDK says the same of names, but IBM's own sample configuration (IBM/appconfiguration-samples,
 * common/script/configurations.json) names its objects "Flight Booking", "Blue charge" and
 * "Internal Testers": the API takes spaces in names, which are not judged. Nor is a snapshot's
 * git_config_name, though the provider's documentation repeats the sentence for it
 * (website/docs/r/app_config_snapshot.html.markdown): it is the SDK's sentence for every name.
 */
import { displayPath as camel, Report, str, TypeRule } from '../../../core/runtime/type-rules';

const SDK = 'github.com/IBM/appconfiguration-go-admin-sdk/appconfigurationv1/app_configuration_v1.go';
const OK = /^[A-Za-z0-9._-]+$/;

/** The value with each run of characters the API does not take turned into one hyphen; undefined when nothing is left. */
function cleaned(v: string): string | undefined {
  const out = v.trim().replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return out === '' ? undefined : out;
}

/** What characters a value has that the API does not take, quoted, e.g. `' ' and '/'`. */
function offending(v: string): string {
  const chars = [...new Set([...v].filter((c) => !/[A-Za-z0-9._-]/.test(c)))].map((c) => (c === ' ' ? 'a space' : `'${c}'`));
  return chars.length === 1 ? chars[0] : `${chars.slice(0, -1).join(', ')} and ${chars[chars.length - 1]}`;
}

/**
 * `rule:<type>/id-characters`: the ids `fields` names take letters, digits, '.', '-' and '_' only.
 * @param options the SDK's options struct that documents them (e.g. `CreateFeatureOptions`)
 */
export function idCharactersRule(tfType: string, fields: readonly string[], options: string, docs?: string): TypeRule {
  return {
    id: `rule:${tfType}/id-characters`,
    summary: `${fields.map(camel).join(' and ')} take${fields.length === 1 ? 's' : ''} letters, digits, '.', '-' and '_' only (the App Configuration API's allowed characters).`,
    documentedIn: `${SDK}: ${options} ("Allowed special characters are dot ( . ), hyphen( - ), underscore ( _ ) only")${docs ? `; ${docs}` : ''}`,
    level: 'warning',
    check: (input, report: Report) => {
      for (const f of fields) {
        const v = str(input[f]);
        if (v === undefined || v === '' || OK.test(v)) continue;
        const suggestion = cleaned(v);
        report(f, `has ${offending(v)}, which the App Configuration API does not take in an id.`, {
          receivedText: `'${v}'`,
          allowed: "letters, digits, '.', '-' and '_'",
          fix: suggestion ? `write ${camel(f)}: '${suggestion}'.` : `write ${camel(f)} with letters, digits, '.', '-' and '_', e.g. '${tfType.replace(/^ibm_app_config_/, '').replace(/_/g, '-')}-1'.`,
        });
      }
    },
  };
}
