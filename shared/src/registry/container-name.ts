// One definition for build and run time: the shell registers remotes under the same container
// name the factory builds them with.
export { containerName } from '../../build/shared-deps.mjs';
