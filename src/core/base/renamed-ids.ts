/**
 * The ids that construct warnings had before they carried their provider
 * (`terrain:disk-size-raised` is now `mongodbatlas:disk-size-raised`). Acknowledgements written
 * with an old id keep working until 1.0, with a warning that names the new one. Data only; not
 * part of the public API.
 */
export const RENAMED_WARNING_IDS: Readonly<Record<string, string>> = Object.freeze(Object.assign(Object.create(null), {
  'terrain:compliance-policy-retained': 'mongodbatlas:compliance-policy-retained',
  'terrain:copy-without-oplogs': 'mongodbatlas:copy-without-oplogs',
  'terrain:custom-role-grants-nothing': 'mongodbatlas:custom-role-grants-nothing',
  'terrain:database-user-atlas-admin': 'mongodbatlas:database-user-atlas-admin',
  'terrain:database-user-unscoped': 'mongodbatlas:database-user-unscoped',
  'terrain:disk-size-raised': 'mongodbatlas:disk-size-raised',
  'terrain:encryption-access-keys': 'mongodbatlas:encryption-access-keys',
  'terrain:legacy-deprecated-field': 'mongodbatlas:legacy-deprecated-field',
}));
