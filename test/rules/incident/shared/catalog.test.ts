import { ATTRIBUTE_ID, ATTRIBUTE_ID_TEXT, mayBeAttributeId } from '../../../../src/rules/incident/shared/catalog';

test('an attribute id: 26 letters and digits, or a token', () => {
  expect(ATTRIBUTE_ID.test('01GW2G3V0S59R238FAHPDS1R66')).toBe(true);
  expect(['01GW2G3V0S59R238FAHPDS1R66', '${incident_catalog_type_attribute.team.id}'].every(mayBeAttributeId)).toBe(true);
  expect(ATTRIBUTE_ID_TEXT).toContain('26 letters and digits');
});

test('a name, a short or a long id, or an id with other characters is not one', () => {
  expect(['team', '01GW2G3V0S59R238FAHPDS1R6', '01GW2G3V0S59R238FAHPDS1R666', '01GW2G3V0S59R238FAHPDS1R6-'].filter(mayBeAttributeId)).toEqual([]);
});
