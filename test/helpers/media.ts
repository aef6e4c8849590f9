// The tests' media files come from the same generators the sandbox's fixtures use.
export * from '../../src/core/sandbox/sample-media.js';
