import { checkAreaTable } from '@skillfolio/shared/testing';
import { PUBLIC_AREA } from './screens';

describe("the public area's screen table", () => {
  it('agrees with the directory the shell routes and draws menus by', () => {
    expect(checkAreaTable(PUBLIC_AREA)).toEqual([]);
  });
});
