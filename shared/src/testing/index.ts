export { describeRemoteContract } from './remote-contract';
export type { PageExpectation } from './remote-contract';
