/**
 * What a remote declares in @portal/contracts/pages — the routes of its pages on each device and the slots it fills —
 * as its registry entry lists them. Read from the contracts' build (`node` condition): the API's build makes it.
 * @param {string} name
 * @returns {Promise<{ pc: string[]; mobile: string[]; slots?: string[] }>}
 */
export async function remoteDeclaration(name) {
  const { declarationOf } = await import('@portal/contracts/pages');
  const declared = declarationOf(name);
  if (!declared) throw new Error(`${name} declares no pages in contracts/src/pages`);
  return declared;
}
