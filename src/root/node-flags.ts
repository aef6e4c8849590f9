// The Node.js flags the server process runs with. They cannot be set from inside a running
// process (V8 sizes its heap at start), so each way of starting the server passes them on its
// command line: `npm start` (package.json), the `campaign-platform` bin (its shebang, which
// `npx campaign-platform start` and the Docker image use) and the benchmarks' server processes.
// test/node-flags.test.ts checks that all of them carry these.
//
// --min-semi-space-size=16 (MB): V8's young generation never shrinks below 16 MB a half. By
// default it starts small and V8's memory reducer shrinks it again when the process looks idle;
// a server that then takes load can stay in that state, collecting its young generation several
// times more often, with most of each request's short-lived objects (answers waiting for the end
// of the turn, promises) still alive at each collection. Measured on the campaign GET (issue 23,
// docs/benchmarks.md): 3 of 22 server processes of one build ran at 43-51 us of CPU per request
// instead of 26-29, with the scavenger's work 4.1 us per request instead of 0.45; with the flag
// 0 of 9 did, and the median fell from 27.0 to 25.6 us. It costs at most 48 MB of address space
// (two semi-spaces and the new large-object space), committed only as it is used.
export const SERVER_NODE_FLAGS: readonly string[] = ['--min-semi-space-size=16'];
