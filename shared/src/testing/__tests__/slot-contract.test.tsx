import { lazy } from 'react';
import type { RemoteRoutesModule, SlotProps } from '@portal/shared/contracts';
import { slotContractProblems } from '../slot-contract';

// The check every remote's contract suite runs on its slots: here, that it catches each way of breaking it.

function Card(_props: SlotProps) {
  return null;
}
const LazyCard = lazy(async () => ({ default: Card }));
const base = { routes: { pc: [], mobile: [] }, i18nNamespace: 'test' };
const paths = { pc: [], mobile: [] };

test('a remote without slots, and one whose lazy slots match its declaration (in any order), keep the contract', () => {
  expect(slotContractProblems(base, paths)).toEqual([]);
  const module: RemoteRoutesModule = {
    ...base,
    slots: { 'personalCenter.works': LazyCard, 'personalCenter.registration': LazyCard },
  };
  expect(slotContractProblems(module, { ...paths, slots: ['personalCenter.registration', 'personalCenter.works'] })).toEqual(
    [],
  );
});

test('a slot exported but not listed, or listed but not exported, is reported', () => {
  const module: RemoteRoutesModule = { ...base, slots: { 'personalCenter.works': LazyCard } };
  expect(slotContractProblems(module, paths)).toEqual([
    'its declaration lists slots [] but ./routes exports [personalCenter.works]',
  ]);
  expect(slotContractProblems(base, { ...paths, slots: ['personalCenter.works'] })).toEqual([
    'its declaration lists slots [personalCenter.works] but ./routes exports []',
  ]);
});

test('an eager slot component and an unknown slot name are reported', () => {
  const module: RemoteRoutesModule = { ...base, slots: { 'personalCenter.works': Card } };
  expect(slotContractProblems(module, { ...paths, slots: ['personalCenter.works'] })).toEqual([
    'slot "personalCenter.works" is not a React.lazy component',
  ]);
  expect(slotContractProblems(base, { ...paths, slots: ['home.banner'] })).toEqual([
    'its declaration lists unknown slot "home.banner"',
    'its declaration lists slots [home.banner] but ./routes exports []',
  ]);
});
