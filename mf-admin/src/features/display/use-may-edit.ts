import { mayEditDisplayCollection, type DisplayCollection } from '@portal/contracts/display-collections';
import { staffSession } from '../../api/session';
import { useStore } from '../../lib/store';

/**
 * Whether the signed-in member may edit `collection` (the contract's rule the server enforces: the timeline is the
 * organizers'), so the list offers only what a save would accept.
 */
export function useMayEdit(): (collection: DisplayCollection) => boolean {
  const role = useStore(staffSession).me?.member.role;
  return (collection) => role !== undefined && mayEditDisplayCollection(collection, role);
}
