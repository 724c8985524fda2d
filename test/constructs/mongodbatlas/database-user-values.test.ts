import * as fs from 'fs';
import * as path from 'path';
import { LdapAuthType, OidcAuthType, X509Type } from '../../../src/constructs/mongodbatlas';

const values = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../spec/mongodbatlas/values.json'), 'utf8'));
/** The values the provider allows for an attribute of mongodbatlas_database_user, but NONE (no such authentication). */
const allowed = (attribute: string): string[] => values[`mongodbatlas_database_user.${attribute}`].allowed.filter((v: string) => v !== 'NONE');
/** The public constants of a values class. */
const constants = (cls: object): string[] => Object.values(cls).filter((v) => typeof v === 'string');

describe('the kinds of external authentication are the provider\'s values', () => {
  test.each([
    ['x509_type', X509Type],
    ['ldap_auth_type', LdapAuthType],
    ['oidc_auth_type', OidcAuthType],
  ])('%s', (attribute, cls) => {
    expect(constants(cls).sort()).toEqual(allowed(attribute).sort());
  });
});
