import { checkAreaTable } from '@skillfolio/shared/testing';
import { GLOBAL_ADMIN_AREA } from './screens';

describe("the globaladmin area's screen table", () => {
  it('agrees with the directory the shell routes and draws menus by', () => {
    expect(checkAreaTable(GLOBAL_ADMIN_AREA)).toEqual([]);
  });
});
