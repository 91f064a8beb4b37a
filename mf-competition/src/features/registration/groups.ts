/** The spec's groups: 1 is secondary school, 2 is university. */
export type Group = 1 | 2;

/** Any value other than 2 means the secondary-school group, the first banner's default. */
export function parseGroup(value: string | null): Group {
  return value === '2' ? 2 : 1;
}

export const TOPIC_KEYS: Record<Group, string[]> = {
  1: ['topic.1.energy', 'topic.1.air', 'topic.1.water', 'topic.1.biodiversity'],
  2: ['topic.2.zeroCarbon', 'topic.2.ecotourism', 'topic.2.energyWater', 'topic.2.ecosystem'],
};
