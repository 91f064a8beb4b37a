// The front end's HTTP clients (SPEC §7–8, docs/adr/0003-api-clients.md). Components call the endpoint
// functions; layerA/layerB and the factories are for the rare call that has no function yet, and for tests.
export { ApiError, isCancelledRequest } from './api-error';
export type { ApiErrorKind } from './api-error';
export type { ClientHooks, ClientOptions } from './hooks';
export type { RequestOptions } from './request-options';
export { createLayerA, layerA, LAYER_A_TIMEOUT } from './layer-a';
export type { LayerAClient } from './layer-a';
export { createLayerB, layerB, LAYER_B_TIMEOUT } from './layer-b';
export type { LayerBClient, LayerBOptions } from './layer-b';
export { configureApiHost } from './configure-host';
export { isApiIdle, whenApiIdle } from './activity';
export * from './endpoints';
