import type { RemoteDeclaration } from '@portal/contracts/pages';
import { isSlotName, type RemoteRoutesModule } from '@portal/shared/contracts';

/** What a remote declares in @portal/contracts/pages: the paths it owns and the extension slots it fills (docs/adr/0008). */
export type OwnedRoutes = RemoteDeclaration;

const LAZY = Symbol.for('react.lazy');

/** True for a React.lazy component: its code is fetched when first rendered, not with ./routes. */
export function isLazyComponent(component: unknown): boolean {
  return (component as { $$typeof?: symbol } | null)?.$$typeof === LAZY;
}

/**
 * What breaks the slot contract: the declaration (@portal/contracts/pages) is what reaches the registry, so the shell asks a remote only for the
 * slots listed there; a slot exported but not listed is never shown, one listed but not exported fails at run
 * time, and an eager one would load its code with every page. Empty when the remote keeps the contract.
 */
export function slotContractProblems(module: RemoteRoutesModule, owned: OwnedRoutes): string[] {
  const listed = [...(owned.slots ?? [])].sort();
  const exported = Object.keys(module.slots ?? {}).sort();
  const problems = listed.filter((name) => !isSlotName(name)).map((name) => `its declaration lists unknown slot "${name}"`);
  if (listed.join('\n') !== exported.join('\n')) {
    problems.push(`its declaration lists slots [${listed.join(', ')}] but ./routes exports [${exported.join(', ')}]`);
  }
  for (const [name, component] of Object.entries(module.slots ?? {})) {
    if (!isLazyComponent(component)) problems.push(`slot "${name}" is not a React.lazy component`);
  }
  return problems;
}
