import { checkAreaTable } from '@skillfolio/shared/testing';
import { LEARNER_AREA } from './screens';

describe("the learner area's screen table", () => {
  it('agrees with the directory the shell routes and draws menus by', () => {
    expect(checkAreaTable(LEARNER_AREA)).toEqual([]);
  });
});
