import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import { myNumberCheckDigit } from '@kanri/contracts';

/** user-event without delays or pointer-events checks (slow in jsdom under antd). */
export const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  person: 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a80',
  created: 'f6a7b8c9-d0e1-4f2a-9b3c-4d5e6f7a8091',
  picked: '07b8c9d0-e1f2-4a3b-8c4d-5e6f7a8091a2',
} as const;

/** A valid My Number built from the check-digit rule (`12345678901` + its check digit). */
export const validMyNumber = `12345678901${myNumberCheckDigit('12345678901')}`;
/** The same 11 digits with a wrong check digit. */
export const invalidMyNumber = `12345678901${(myNumberCheckDigit('12345678901') + 1) % 10}`;

/** The add page's fake API: the preselected person (`GET /v2/people/{personId}`), a created public ID, the caller a My Number handler unless `handlesMyNumber` is false. */
export function fakePublicIdAddApi(answer?: (call: FakeApiCall) => unknown, handlesMyNumber = true) {
  return fakeFeatureApi(
    {
      'GET /v2/public-id-permissions': { handlesMyNumber },
      'GET /v2/people/{personId}': { id: ids.person, name: 'Taro Yamada', email: 'taro.yamada@kanri.example' },
      'POST /v2/public-ids': { id: ids.created },
      'GET /v2/workers-for-select': { items: [{ personId: ids.picked, name: 'Hanako Suzuki', primaryWorkerEmail: 'hanako@kanri.example', avatarUrl: null }] },
    },
    answer,
  );
}
