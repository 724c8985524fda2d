/** What an attribute id of the catalog looks like: a system-generated id of 26 letters and digits. */
export const ATTRIBUTE_ID = /^[0-9A-Za-z]{26}$/;

export const ATTRIBUTE_ID_TEXT = 'an attribute id (26 letters and digits, e.g. 01GW2G3V0S59R238FAHPDS1R66), such as the id of an incident_catalog_type_attribute';

/** Whether a map key or value could be an attribute id: a token, or 26 letters and digits. */
export function mayBeAttributeId(key: string): boolean {
  return key.includes('${') || ATTRIBUTE_ID.test(key);
}
