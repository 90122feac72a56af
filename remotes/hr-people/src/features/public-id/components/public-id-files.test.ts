import { scanProblem } from './public-id-files';

describe('scanProblem', () => {
  it('accepts PNG, JPEG, WebP and PDF up to 10 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'application/pdf']) expect(scanProblem({ type, size: 1 })).toBeNull();
    expect(scanProblem({ type: 'application/pdf', size: 10 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types, empty files and files over 10 MB', () => {
    expect(scanProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(scanProblem({ type: '', size: 10 })).toBe('type');
    expect(scanProblem({ type: 'image/png', size: 0 })).toBe('empty');
    expect(scanProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('size');
  });
});
