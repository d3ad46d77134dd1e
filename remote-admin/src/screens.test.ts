import { checkAreaTable } from '@skillfolio/shared/testing';
import { ADMIN_AREA } from './screens';

describe("the admin area's screen table", () => {
  it('agrees with the directory the shell routes and draws menus by', () => {
    expect(checkAreaTable(ADMIN_AREA)).toEqual([]);
  });
});
