export { useRemoteData, PART_TIMEOUT_MS } from './use-remote-data';
export type { FetchContext, RemoteData, RemoteState } from './use-remote-data';
export { DataPart, PartAlert } from './DataPart';
export type { DataPartProps, PartLook } from './DataPart';
