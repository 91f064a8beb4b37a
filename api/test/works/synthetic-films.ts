// The synthetic MP4 generator shared with e2e and the upload benchmark, which live outside the api package: the
// one place the api's tests reach it.
// eslint-disable-next-line import-x/no-relative-packages -- a repository script, not a package: nothing to depend on
export { minimumSampleMp4Bytes, sampleMp4Buffer, writeSampleMp4 } from '../../../scripts/lib/sample-mp4.mjs';
