/**
 * Helpers of the database user tests (database-user*.test.ts, imported-database-user.test.ts,
 * private/grants.test.ts, private/not-grantable.test.ts).
 */
import { TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { PROJECT } from './cluster-util';
import { mongodbatlas } from '../../../src';
import { secret } from '../../util';

const { DatabaseUser, DatabaseUserAuthentication, DatabasePassword, DatabaseRole, DatabaseUserScope } = mongodbatlas;

export const OTHER_PROJECT = '6568f0c3a8d2b64e9d8a1b2c';
export const R = 'rule:mongodbatlas_database_user';
export const ROLE_ARN = 'arn:aws:iam::123456789012:role/orders-lambda';
export const USER_ARN = 'arn:aws:iam::123456789012:user/etl';

export const UNSCOPED = (path: string) => `${path}: [mongodbatlas:database-user-unscoped] has no scopes: it can reach every cluster and data federation instance of the project, `
  + "including those added later. Scope it to what it uses: cluster.grantRead(user, 'orders') (or grantReadWrite, grantAdmin) scopes it to "
  + 'the cluster, or pass scopes: [DatabaseUserScope.cluster(cluster)] (addScope after construction).';
export const ATLAS_ADMIN = (path: string) => `${path}: [mongodbatlas:database-user-atlas-admin] has the atlasAdmin role: every privilege on every database of the clusters in its scopes, `
  + 'including the administration of users and clusters. Grant what the user needs instead: readWriteAnyDatabase '
  + "(DatabaseRole.builtIn('readWriteAnyDatabase', 'admin'), or cluster.grantAdmin(user)), or read and readWrite on the databases it uses "
  + "(cluster.grantRead(user, 'orders'), cluster.grantReadWrite(user, 'orders')).";

/** The message of a grant to a user that is not a DatabaseUser of this app (grants.ts and not-grantable.ts say the same). */
export const NOT_GRANTABLE = (path: string, method: string, received: string) => `[${path}] ${method}(user): expected a DatabaseUser of this app: a grant adds a role and a scope to the user. `
  + `Received: ${received}. Allowed: a DatabaseUser construct (new DatabaseUser(...)). `
  + 'Fix: grant to the DatabaseUser construct; an existing user (fromDatabaseUserAttributes, fromLookup) is changed where it is defined.';

/** A custom role of the app: a construct whose default child is the L1 (as CustomDbRole renders it). */
export class TestCustomRole extends Construct implements mongodbatlas.ICustomDbRole {
  public readonly resource: mongodbatlas.MongodbatlasCustomDbRole;
  constructor(scope: Construct, id: string, public readonly projectId: string, public readonly roleName: string) {
    super(scope, id);
    this.resource = new mongodbatlas.MongodbatlasCustomDbRole(this, 'Default', {
      projectId, roleName, actions: [{ action: 'FIND', resources: [{ databaseName: 'orders' }] }],
    });
  }
}

/** A custom role that exists already: no L1 in the app. */
export class ExistingCustomRole extends Construct implements mongodbatlas.ICustomDbRole {
  constructor(scope: Construct, id: string, public readonly projectId: string, public readonly roleName: string) {
    super(scope, id);
  }
}

export function replicaSet(s: Construct, id = 'Orders', projectId = PROJECT, name = 'orders') {
  return new mongodbatlas.ReplicaSetCluster(s, id, { projectId, name, instanceSize: 'M30', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] });
}

/**
 * A password user `orders-app` with a write-only password (the variable `<id>Password`), readWrite
 * on orders and a data federation scope; `props` replace any of that, `password` the password.
 */
export function passwordUser(s: TerraformStack, props: Partial<mongodbatlas.DatabaseUserProps> = {}, id = 'App', password?: mongodbatlas.DatabasePassword) {
  return new DatabaseUser(s, id, {
    projectId: PROJECT,
    authentication: DatabaseUserAuthentication.password({ username: 'orders-app', password: password ?? DatabasePassword.writeOnly(secret(s, `${id}Password`), 1) }),
    roles: [DatabaseRole.readWrite('orders')],
    scopes: [DatabaseUserScope.dataFederation('lake')],
    ...props,
  });
}

/** The body of the user `id` in a synthesized document. */
export function userBody(doc: any, id = 'App'): any {
  const b = doc.resource?.mongodbatlas_database_user?.[id];
  if (!b) throw new Error(`no user ${id}: ${JSON.stringify(Object.keys(doc.resource?.mongodbatlas_database_user ?? {}))}`);
  return b;
}
