/**
 * The kinds of external authentication of a database user: the values of `x509_type`,
 * `ldap_auth_type` and `oidc_auth_type`.
 */

/**
 * The X.509 authentication of a database user (`x509_type`).
 */
export class X509Type {
  /** Atlas-managed X.509: Atlas issues the user's certificates. The username is any name. */
  public static readonly MANAGED = 'MANAGED';
  /**
   * Self-managed X.509: the user presents a certificate of the project's own CA. The username is
   * the certificate's subject, an RFC 2253 distinguished name with a common name (`CN=...`).
   */
  public static readonly CUSTOMER = 'CUSTOMER';

  private constructor() {}
}

/**
 * The LDAP authentication of a database user (`ldap_auth_type`).
 */
export class LdapAuthType {
  /** One LDAP user, authenticated by the LDAP server; created on `$external`. */
  public static readonly USER = 'USER';
  /**
   * An LDAP group: its members log in with their LDAP user and get the group's roles; created on
   * `admin`, where Atlas maps LDAP groups to roles.
   */
  public static readonly GROUP = 'GROUP';

  private constructor() {}
}

/**
 * The OIDC (OpenID Connect) authentication of a database user (`oidc_auth_type`).
 */
export class OidcAuthType {
  /** Workforce identity federation: a group of the identity provider; created on `admin`. */
  public static readonly IDP_GROUP = 'IDP_GROUP';
  /** Workload identity federation: one user (an application) of the identity provider; created on `$external`. */
  public static readonly USER = 'USER';

  private constructor() {}
}
