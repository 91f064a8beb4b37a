import { layerA } from './layer-a';
import { LAYER_B_PREFIX, layerB } from './layer-b';

/**
 * Points the default clients (Layer A, Layer B and the upload, which rides on Layer B's transport) at another
 * origin: for a deployment whose API lives elsewhere, and for tests that talk to a fixture server. Clients made
 * with createLayerA/createLayerB keep their own host. Returns a function that restores the previous hosts.
 */
export function configureApiHost(host: string): () => void {
  const previous = { a: layerA.axios.defaults.baseURL, b: layerB.axios.defaults.baseURL };
  const origin = host.replace(/\/+$/, '');
  layerA.axios.defaults.baseURL = origin;
  layerB.axios.defaults.baseURL = origin + LAYER_B_PREFIX;
  return () => {
    layerA.axios.defaults.baseURL = previous.a;
    layerB.axios.defaults.baseURL = previous.b;
  };
}
