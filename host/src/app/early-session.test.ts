import type { Session } from '@kanri/contracts';
import { activateLocale } from '@kanri/runtime';
import { earlySessionLanguage, startEarlySession, takeEarlySession } from './early-session';

const session = { person: { id: 'p1' } } as unknown as Session;
const fallback = jest.fn(async (): Promise<Session | null> => ({ fallback: true }) as unknown as Session);
const answer = (status: number, body?: unknown): Response => ({ status, ok: status >= 200 && status < 300, json: async () => body, clone: () => answer(status, body) }) as Response;

beforeEach(() => {
  fallback.mockClear();
});

describe('the early identity call', () => {
  it('asks GET /v2/session once, same origin, and hands its session to the first taker only', async () => {
    const fetchMock = jest.fn(async () => answer(200, session));
    global.fetch = fetchMock as unknown as typeof fetch;
    startEarlySession();
    startEarlySession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/v2/session', expect.objectContaining({ credentials: 'same-origin' }));
    await expect(takeEarlySession(fallback)).resolves.toEqual(session);
    expect(fallback).not.toHaveBeenCalled();
    // taken: the next caller gets the regular call
    await expect(takeEarlySession(fallback)).resolves.toEqual({ fallback: true });
  });

  it('reads 401 as signed out', async () => {
    global.fetch = jest.fn(async () => answer(401, { code: 'UNAUTHENTICATED' })) as unknown as typeof fetch;
    startEarlySession();
    await expect(takeEarlySession(fallback)).resolves.toBeNull();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('leaves other statuses and network errors to the regular call', async () => {
    global.fetch = jest.fn(async () => answer(503, {})) as unknown as typeof fetch;
    startEarlySession();
    await expect(takeEarlySession(fallback)).resolves.toEqual({ fallback: true });
    global.fetch = jest.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch;
    startEarlySession();
    await expect(takeEarlySession(fallback)).resolves.toEqual({ fallback: true });
    expect(fallback).toHaveBeenCalledTimes(2);
  });

  it('asks in the language last activated on this browser, else leaves it to the browser', async () => {
    localStorage.removeItem('kanri:locale');
    const fetchMock = jest.fn(async () => answer(200, session));
    global.fetch = fetchMock as unknown as typeof fetch;
    startEarlySession();
    await takeEarlySession(fallback);
    expect(earlySessionLanguage()).toBeNull();
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty('Accept-Language');
    // the runtime remembers the language it activates
    await activateLocale('ja-JP');
    startEarlySession();
    await takeEarlySession(fallback);
    expect(earlySessionLanguage()).toBe('ja-JP');
    expect((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].headers).toHaveProperty('Accept-Language', 'ja-JP');
    await activateLocale('en-US');
  });
});
