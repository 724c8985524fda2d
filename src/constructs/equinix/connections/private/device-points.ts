/**
 * The access point of a Network Edge virtual device (`VD`), on either side: the device (type `EDGE`,
 * the one type of the API's `VirtualDevice`) and, when given, the interface the connection uses, as
 * the provider's examples (docs/resources/fabric_connection.md: "Virtual Device to Port", "to Azure",
 * "to Network") and Equinix's module (modules/virtual-device-connection) write them.
 */
import type { PointImpl } from './provider-points';
import { BindContext, bindOptions, idOf, memberOf, wholeNumberOf } from '../../../../core/l2/index';
import type { EquinixFabricConnectionZSide } from '../../../../generated/equinix/fabric-connection/index';
import { OPTIONS } from '../../private/option-keys.generated';
import { VirtualDeviceInterfaceType, VirtualDeviceOptions } from '../service-provider-options';

/** A virtual device. */
export class VirtualDevicePoint implements PointImpl {
  public readonly kind = 'VD';
  public readonly keyIsNoSecret = false;
  public readonly internetAccess = false;

  constructor(private readonly uuid: string, private readonly options: VirtualDeviceOptions) {}

  public _bind(ctx: BindContext, field: string): EquinixFabricConnectionZSide | undefined {
    const before = ctx.problemCount;
    const p = ctx.problems;
    const o = bindOptions(ctx, OPTIONS, this.options, 'VirtualDeviceOptions', field, 'AccessPoint.virtualDevice');
    const uuid = idOf(p, `${field}.uuid`, this.uuid, 'the uuid of the virtual device, e.g. a Network Edge device\'s id');
    const type = memberOf(p, `${field}.interfaceType`, o.interfaceType, { values: VirtualDeviceInterfaceType, enumName: 'VirtualDeviceInterfaceType' });
    const id = wholeNumberOf(p, `${field}.interfaceId`, o.interfaceId, { allowed: 'a whole number, the id of the device\'s interface, e.g. 7', fix: 'write interfaceId: 7, the id of the interface.' });
    if (ctx.problemCount > before) return undefined;
    const given = { ...(type !== undefined ? { type } : {}), ...(id !== undefined ? { id } : {}) };
    const iface = Object.keys(given).length ? { interfaceAttribute: given } : {};
    return { accessPoint: { type: 'VD', virtualDevice: { type: 'EDGE', uuid: uuid! }, ...iface } };
  }
}
