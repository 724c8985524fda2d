/**
 * The `equinix` namespace barrel (src/namespaces/equinix.ts), on the TypeScript sources: what it
 * re-exports, that it exports exactly the names its provider's source indexes say, and what the
 * lazy loading promises once the build has made it lazy (test/barrels.ts). The compiled package:
 * test/lazy-loading.test.ts.
 */
import { describeNamespace } from '../barrels';

describeNamespace('equinix');
