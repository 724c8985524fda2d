/**
 * The provider configuration an App Configuration instance's resources use. The provider reaches
 * an instance at `https://<the provider's region>.apprapp.cloud.ibm.com`
 * (ibm/service/appconfiguration/utils.go: getAppConfigClient), so the configuration must have the
 * instance's region:
 * - one given is used as it is, and refused when its region is known to be another;
 * - else the stack's default `ibm` configuration, when its region is the instance's;
 * - else an aliased configuration for the region, made once per stack and region
 *   (`app-configuration-<region>`), with the default configuration's other arguments.
 */
import { Construct, isKnown, Problems, renderedInputOf, renderedInputsOf, TerraformStack } from '../../../../core/l2/index';
import { IbmProvider } from '../../../../generated/ibm/provider/index';

/** The `ibm` provider configurations of a stack. */
function providersOf(stack: TerraformStack): IbmProvider[] {
  return stack.node.findAll().filter((c): c is IbmProvider => c instanceof IbmProvider);
}

/** The region of a provider configuration as written, when known. */
export function regionOf(provider: IbmProvider): string | undefined {
  const r = renderedInputOf(provider, 'region');
  return typeof r === 'string' && isKnown(r) ? r : undefined;
}

/**
 * The provider configuration for an instance in `region` (see the file's comment); problems go to
 * `p` under `provider`.
 */
export function providerFor(scope: Construct, region: string, given: unknown, p: Problems): IbmProvider | undefined {
  if (given !== undefined && given !== null) {
    if (!(given instanceof IbmProvider)) {
      p.add('provider', 'expected an ibm provider configuration.', {
        id: 'l2:expected-instance', received: given, allowed: 'an IbmProvider, e.g. IbmCloudProvider.configure(this, \'Ibm\', { ... })', fix: 'pass the IbmProvider the instance is reached through, or leave provider unset.',
      });
      return undefined;
    }
    const r = regionOf(given);
    if (r !== undefined && isKnown(region) && r !== region) {
      p.add('provider', `has region '${r}', and the instance is in '${region}': the provider reaches App Configuration at https://<its region>.apprapp.cloud.ibm.com.`, {
        id: 'ibm:provider-region',
        received: given.node.path,
        allowed: `a provider configuration with region '${region}'`,
        fix: `leave provider unset (an aliased configuration for '${region}' is made), or pass one with region: '${region}'.`,
      });
      return undefined;
    }
    return given;
  }
  const stack = TerraformStack.of(scope);
  const all = providersOf(stack);
  const byDefault = all.find((x) => x.alias === undefined);
  if (byDefault && regionOf(byDefault) === region) return byDefault;
  const alias = `app-configuration-${region}`;
  const made = all.find((x) => x.alias === alias);
  if (made) return made;
  if (!isKnown(region)) return byDefault;
  const provider = new IbmProvider(stack, `AppConfigurationProvider-${region}`, { alias, region });
  if (byDefault) {
    // The default configuration's credentials and settings, as written (variables stay references).
    for (const [key, v] of Object.entries(renderedInputsOf(byDefault))) {
      if (key !== 'region' && key !== 'alias' && v !== undefined && v !== null) provider.addOverride(key, v);
    }
  }
  return provider;
}
