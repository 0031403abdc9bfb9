// One jest run over every workspace; each project picks its environment.
const tsJest = ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, isolatedModules: true, allowJs: true }, diagnostics: false }];
const transform = { '^.+\\.tsx?$': tsJest, '^.+\\.m?js$': tsJest };
// Node 20's jest cannot require ES modules; these dependencies ship only ESM, so
// they are compiled to CommonJS for the tests. Everything else in node_modules is left alone.
const ESM_ONLY = ['cookie', 'content-disposition', 'jose', 'react-leaflet', '@react-leaflet', 'supercluster', 'kdbush'];
const transformIgnorePatterns = [`^(?!.*/node_modules/(${ESM_ONLY.join('|')})/).*/node_modules/`];
// Workspace aliases (package.json "imports") resolve against the importing file's own package.
const resolver = '<rootDir>/scripts/jest-resolver.js';
const node = (name, roots) => ({ displayName: name, testEnvironment: 'node', roots, resolver, transform, transformIgnorePatterns, testMatch: ['**/*.test.ts'] });
const web = (name) => ({
  displayName: name,
  testEnvironment: 'jsdom',
  roots: [`<rootDir>/${name}/src`],
  resolver,
  transform,
  transformIgnorePatterns,
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: { '\\.(css|png|svg|jpg)$': '<rootDir>/scripts/jest-file-stub.js' },
  setupFiles: ['<rootDir>/scripts/jest-web-setup.js'],
});
module.exports = {
  // Jest's default is one worker less than the cores (one on two cores); most suites wait
  // on servers, sockets and files, so one per core about halves the run.
  maxWorkers: '100%',
  projects: [
    node('contracts', ['<rootDir>/contracts']),
    node('embedded-mongo', ['<rootDir>/embedded-mongo']),
    node('api', ['<rootDir>/api']),
    node('repo', ['<rootDir>/test']),
    web('shared-ui'),
    web('host'),
    web('mf-search'),
    web('mf-profile'),
    web('mf-account'),
    web('embed'),
  ],
};
