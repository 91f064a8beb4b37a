// Node flags of the API process, wherever it runs (npm start, the benchmarks, the e2e servers), so what is measured
// is what runs.
//
// --max-semi-space-size=8 (MB; Node 20's default grows to 16): a streamed upload allocates a short-lived Buffer per
// network chunk, and a smaller young generation collects them sooner. Measured with `pnpm bench:upload` (2 GB film):
// see docs/adr/0012 for the figures.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
