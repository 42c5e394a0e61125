// jsdom hides structuredClone, which fake-indexeddb needs (TOOLCHAIN.md §6).
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class StorefrontJsdomEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    this.global.structuredClone = structuredClone;
  }
};
