import { Suspense, use } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import type { SlotName, SlotProps } from '@portal/shared/contracts';
import { findSlotProvider, type RegistryRemote } from '@portal/shared/registry';
import type { SlotOutletProps } from '@portal/shared/slots';
import { useRegistry } from '../registry/registry-context';
import { useRemoteLoader } from './remote-loader-context';
import { noteRemoteReset, useRemoteGeneration } from './remote-resets';
import { slotComponent } from './slot-component';
import { useLeavingCandidate } from './use-leaving-candidate';
import { useThrewReport } from './use-threw-report';
import { SlotUnavailable } from './SlotUnavailable';

/**
 * What <Slot name=… /> renders in the shell (docs/adr/0008): the component the registry's provider of that slot
 * lends, loaded like a page (same loader, same cached remote), inside a boundary of its own. No provider: nothing.
 */
export function SlotOutlet({ name, ...props }: SlotOutletProps) {
  const { registry } = useRegistry();
  const provider = findSlotProvider(registry, name);
  if (!provider) return null;
  // Keyed by provider: another provider (a new registry) starts with a fresh boundary.
  return <SlotArea key={provider.name} remote={provider} name={name} slotProps={props} />;
}

interface SlotAreaProps {
  remote: RegistryRemote;
  name: SlotName;
  slotProps: SlotProps;
}

function SlotArea({ remote, name, slotProps }: SlotAreaProps) {
  const loader = useRemoteLoader();
  const generation = useRemoteGeneration(remote.name);
  const onError = useThrewReport(remote, `slot ${name} from ${remote.name}`);
  return (
    <div className="slot" data-slot={name} data-slot-remote={remote.name}>
      <ErrorBoundary
        fallbackRender={(props) => <SlotFallback remote={remote} {...props} />}
        resetKeys={[generation]}
        onReset={(details) => {
          // Only the button resets the remote; the other slots of the remote follow through resetKeys.
          if (details.reason !== 'imperative-api') return;
          loader.reset(remote);
          noteRemoteReset(remote.name);
        }}
        onError={onError}
      >
        <Suspense fallback={<SlotLoading />}>
          <SlotView remote={remote} name={name} slotProps={slotProps} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function SlotView({ remote, name, slotProps }: SlotAreaProps) {
  const Lent = use(slotComponent(useRemoteLoader().load(remote), name, remote.name));
  // Not created here: it is the remote's own export, out of a promise cached per (remote load, slot), so its
  // identity (and the state under it) holds across renders until a retry loads the remote anew.
  // eslint-disable-next-line react-hooks/static-components
  return Lent ? <Lent {...slotProps} /> : null;
}

/** Like the page area's: a candidate that threw is left for stable while the slot shows loading. */
function SlotFallback({ remote, ...props }: FallbackProps & { remote: RegistryRemote }) {
  return useLeavingCandidate(remote, props) ? <SlotLoading /> : <SlotUnavailable {...props} />;
}

function SlotLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className="slot-loading" role="status" aria-live="polite">
      {t('loading')}
    </div>
  );
}
