/**
 * Atlas organization and project roles (the roles of alert notifications and of user assignments,
 * as the Atlas API spec the provider ships lists them): what an `OrgAssignment` grants and whom an `org`, `group` or `user` notification
 * targets. Role names are plain strings in the provider; these constants spell them.
 */

/**
 * Project roles: whom a `group` or `user` notification targets (`NotificationTarget.group`,
 * `NotificationTarget.user`), and the project roles `OrgAssignment.projectRoleAssignments`
 * reports.
 */
export class ProjectRole {
  /** Project Cluster Manager. */
  public static readonly GROUP_CLUSTER_MANAGER = 'GROUP_CLUSTER_MANAGER';
  /** Project Data Access Admin. */
  public static readonly GROUP_DATA_ACCESS_ADMIN = 'GROUP_DATA_ACCESS_ADMIN';
  /** Project Data Access Read Only. */
  public static readonly GROUP_DATA_ACCESS_READ_ONLY = 'GROUP_DATA_ACCESS_READ_ONLY';
  /** Project Data Access Read Write. */
  public static readonly GROUP_DATA_ACCESS_READ_WRITE = 'GROUP_DATA_ACCESS_READ_WRITE';
  /** Project Owner. */
  public static readonly GROUP_OWNER = 'GROUP_OWNER';
  /** Project Read Only. */
  public static readonly GROUP_READ_ONLY = 'GROUP_READ_ONLY';

  private constructor() {}
}

/**
 * Organization roles: what an `OrgAssignment` grants (`orgRoles`), and whom an `org`
 * notification targets (`NotificationTarget.org`).
 */
export class OrgRole {
  /** Organization Owner. */
  public static readonly ORG_OWNER = 'ORG_OWNER';
  /** Organization Member. */
  public static readonly ORG_MEMBER = 'ORG_MEMBER';
  /** Organization Project Creator. */
  public static readonly ORG_GROUP_CREATOR = 'ORG_GROUP_CREATOR';
  /** Organization Billing Admin. */
  public static readonly ORG_BILLING_ADMIN = 'ORG_BILLING_ADMIN';
  /** Organization Billing Read Only. */
  public static readonly ORG_BILLING_READ_ONLY = 'ORG_BILLING_READ_ONLY';
  /**
   * Organization Stream Processing Admin. An `OrgAssignment` grants it; an `org` notification
   * cannot target it (the API's OrgNotification roles do not list it).
   */
  public static readonly ORG_STREAM_PROCESSING_ADMIN = 'ORG_STREAM_PROCESSING_ADMIN';
  /** Organization Read Only. */
  public static readonly ORG_READ_ONLY = 'ORG_READ_ONLY';

  private constructor() {}
}
