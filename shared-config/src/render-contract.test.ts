import { memo } from 'react';
import { islandsModuleProblems } from './render-contract';

function JoinForm() {
  return null;
}

describe("a remote's ./islands module", () => {
  it('passes when every export is a component', () => {
    expect(islandsModuleProblems({ __esModule: true, joinForm: JoinForm, carousel: memo(JoinForm) })).toEqual([]);
  });
  it('names each export that is not a component, and an empty module', () => {
    expect(islandsModuleProblems({ joinForm: JoinForm, labels: { en: 'x' }, count: 3 })).toEqual([
      'labels: a component',
      'count: a component',
    ]);
    expect(islandsModuleProblems({ __esModule: true })).toEqual(['at least one island']);
    expect(islandsModuleProblems(undefined)).toEqual(['the module: an object of components']);
  });
});
