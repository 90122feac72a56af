import { swcOptions } from './shared/build/rspack.config.mjs';

const swc = swcOptions({ development: true });

/**
 * Unit tests of the pages and packages (Jest + Testing Library, jsdom). The API has its own suite
 * on node's test runner against a real database (api/package.json).
 */
export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/host', '<rootDir>/remotes', '<rootDir>/shared', '<rootDir>/contracts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.[cm]?[jt]sx?$': ['@swc/jest', { ...swc, jsc: { ...swc.jsc, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!.pnpm)', '/node_modules/.pnpm/(?!(valibot|@lingui)@)'],
  moduleNameMapper: {
    '^@locales/(.*)$': '<rootDir>/locales/$1',
    '\\.css$': '<rootDir>/shared/build/jest/style-stub.cjs',
    // antd's entry loads every component; this one loads each on first use (antd.cjs)
    '^antd$': '<rootDir>/shared/build/jest/antd.cjs',
  },
  // a failing `findBy…` waits 10 s (setup.ts): the test's own limit leaves it room to report itself
  testTimeout: 30_000,
  setupFilesAfterEnv: ['<rootDir>/shared/build/jest/setup.ts'],
};
