/**
 * Type rules of `ibm_app_config_environment`. The provider sends the environment as written
 * (resource_ibm_app_config_environment.go: resourceEnvironmentCreate) and validates none of it, so
 * both rules warn of what the API and the provider's documentation state.
 */
import { idCharactersRule } from './shared/ids';
import { Report, str, TypeRule } from '../../core/runtime/type-rules';

const T = 'ibm_app_config_environment';

/** `#RRGGBB`; a three-digit `#RGB` is expanded for the fix. */
const HEX = /^#[0-9A-Fa-f]{6}$/;

function suggestion(v: string): string | undefined {
  const t = v.trim().replace(/^#?/, '');
  if (/^[0-9A-Fa-f]{6}$/.test(t)) return `#${t.toUpperCase()}`;
  if (/^[0-9A-Fa-f]{3}$/.test(t)) return `#${[...t].map((c) => c + c).join('').toUpperCase()}`;
  return undefined;
}

const COLOR_CODE: TypeRule = {
  id: `rule:${T}/color-code`,
  summary: 'colorCode is a hexadecimal colour code #RRGGBB, e.g. #FF0000 for red.',
  documentedIn: 'website/docs/r/app_config_environment.html.markdown: color_code ("The color code to distinguish an environment in the Hexademical code format. For example, `#FF0000` for `red`")',
  level: 'warning',
  check: (input, report: Report) => {
    const v = str(input.color_code);
    if (v === undefined || HEX.test(v)) return;
    const s = suggestion(v);
    report('color_code', 'is not a hexadecimal colour code #RRGGBB, the format the provider documents.', {
      receivedText: `'${v}'`,
      allowed: "'#' and six hexadecimal digits, e.g. '#FF0000' for red",
      fix: s ? `write colorCode: '${s}'.` : "write colorCode as '#' and six hexadecimal digits, e.g. colorCode: '#FF0000'.",
    });
  },
};

export const RULES: TypeRule[] = [
  idCharactersRule(T, ['environment_id'], 'CreateEnvironmentOptions.EnvironmentID'),
  COLOR_CODE,
];
