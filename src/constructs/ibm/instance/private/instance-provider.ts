/**
 * The provider configuration an App Configuration instance's resources use. The provider reaches
 * an instance at `https://<the provider's region>.apprapp.cloud.ibm.com`
 * (ibm/service/appconfiguration/utils.go: getAppConfigClient), so the configuration must have the
 * instance's region:
 * - one given is used as it is, and refused when its region is known to be another;
 * - else the stack's default `ibm` configuration, when its region is the instance's;
 * - else an aliased configuration of the region the stack has already;
 * - else an aliased configuration for the region, made once per stack and region
 *   (`app-configuration-<region>`), which takes the default configuration's other arguments (not
 *   its zone) at synth: the default may be configured before or after the instance.
 */
import { Construct, describedAs, isKnown, Problems, renderedInputOf, renderedInputsOf, TerraformStack } from '../../../../core/l2/index';
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
  if (!isKnown(region)) return byDefault;
  // A configuration of the region made before (an alias of the user's, or one made here).
  const ofRegion = all.find((x) => x.alias !== undefined && regionOf(x) === region);
  if (ofRegion) return ofRegion;
  return new RegionProvider(stack, `AppConfigurationProvider-${region}`, { alias: `app-configuration-${region}`, region });
}

/** The arguments of a region's configuration that are not copied from the default one. */
const OWN_ARGUMENTS = new Set(['alias', 'region', 'zone']);

/**
 * The aliased configuration made for a region: at synth, it takes the arguments of the stack's
 * default `ibm` configuration (credentials, endpoints, timeouts; not its region or zone), whenever
 * that configuration was made, before or after the instance.
 */
class RegionProvider extends IbmProvider {
  protected synthesizeAttributes(): { [key: string]: any } {
    const own = super.synthesizeAttributes();
    const byDefault = providersOf(TerraformStack.of(this)).find((x) => x.alias === undefined);
    const copied = byDefault
      ? Object.entries(renderedInputsOf(byDefault)).filter(([k, v]) => !OWN_ARGUMENTS.has(k) && v !== undefined && v !== null)
      : [];
    return { ...Object.fromEntries(copied), ...own };
  }
}
describedAs(RegionProvider, 'IbmProvider');
