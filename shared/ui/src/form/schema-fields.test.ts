import * as v from 'valibot';
import { createNetworkBodySchema, type CreateNetworkInput } from '@kanri/contracts';
import { countFormProgress, describeSchemaFields, isFilledValue } from './schema-fields';

const emptyNetwork: CreateNetworkInput = {
  networkInformation: { networkName: '', networkType: null, connectionType: null, networkCategory: null, purpose: null, destinationType: null, placeId: null, deviceId: null },
  adminContact: { personId: null },
  accessControl: { accessLevel: null, accessStatus: null, accessPeriodFrom: null, accessPeriodTo: null, subjectType: null },
};

describe('describeSchemaFields', () => {
  it('lists the leaves of the network payload through pipes and nested objects, required unless nullable', () => {
    const fields = describeSchemaFields(createNetworkBodySchema);
    expect(fields).toHaveLength(14);
    expect(fields[0]).toEqual({ path: 'networkInformation.networkName', required: true });
    expect(fields.filter((field) => field.required).map((field) => field.path)).toEqual(['networkInformation.networkName']);
    expect(fields.map((field) => field.path)).toContain('adminContact.personId');
    expect(fields.map((field) => field.path)).toContain('accessControl.accessPeriodTo');
  });

  it('treats optional, nullish and nullable (also of a whole object) as not required', () => {
    const schema = v.object({
      a: v.string(),
      b: v.optional(v.string()),
      c: v.nullish(v.number()),
      d: v.pipe(v.array(v.string()), v.minLength(1)),
      e: v.nullable(v.object({ f: v.string() })),
      g: v.object({ h: v.pipe(v.string(), v.nonEmpty()) }),
    });
    expect(describeSchemaFields(schema)).toEqual([
      { path: 'a', required: true },
      { path: 'b', required: false },
      { path: 'c', required: false },
      { path: 'd', required: true },
      { path: 'e.f', required: false },
      { path: 'g.h', required: true },
    ]);
  });
});

describe('countFormProgress', () => {
  const fields = describeSchemaFields(createNetworkBodySchema);

  it('counts nothing filled in an empty form', () => {
    expect(countFormProgress(fields, emptyNetwork)).toEqual({ filled: 0, total: 14, requiredFilled: 0, requiredTotal: 1 });
  });

  it('counts filled values overall and among the required ones', () => {
    const values: CreateNetworkInput = {
      ...emptyNetwork,
      networkInformation: { ...emptyNetwork.networkInformation, networkName: 'Office LAN', networkType: 'INTERNAL' },
      accessControl: { ...emptyNetwork.accessControl, accessPeriodFrom: '2026-04-01' },
    };
    expect(countFormProgress(fields, values)).toEqual({ filled: 3, total: 14, requiredFilled: 1, requiredTotal: 1 });
  });

  it('does not count text of spaces only (ASCII or ideographic) as filled', () => {
    const values: CreateNetworkInput = {
      ...emptyNetwork,
      networkInformation: { ...emptyNetwork.networkInformation, networkName: ' \u3000 ', purpose: '  ' },
    };
    expect(countFormProgress(fields, values)).toMatchObject({ filled: 0, requiredFilled: 0 });
  });

  it('leaves irrelevant fields out of every count', () => {
    const values: CreateNetworkInput = {
      ...emptyNetwork,
      networkInformation: { ...emptyNetwork.networkInformation, destinationType: 'PLACE', placeId: '8d0f8f5e-3a52-4c1b-9a38-3f1f0f7b9c11' },
    };
    const isRelevant = (path: string, current: CreateNetworkInput) =>
      (path !== 'networkInformation.placeId' || current.networkInformation.destinationType === 'PLACE') &&
      (path !== 'networkInformation.deviceId' || current.networkInformation.destinationType === 'DEVICE');
    expect(countFormProgress(fields, values, { isRelevant })).toEqual({ filled: 2, total: 13, requiredFilled: 0, requiredTotal: 1 });
  });
});

describe('isFilledValue', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['  ', false],
    [[], false],
    ['a', true],
    [0, true],
    [false, true],
    [['x'], true],
  ])('%p → %p', (value, filled) => {
    expect(isFilledValue(value)).toBe(filled);
  });
});
