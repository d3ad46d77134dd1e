import { chooseId } from './choose';

const items = [{ id: 3 }, { id: 5 }];
const idOf = (item: { id: number }) => item.id;

describe('chooseId', () => {
  it('keeps a choice that is still in the list', () => {
    expect(chooseId(items, idOf, 5)).toBe(5);
  });

  it('auto-selects the first when nothing valid is chosen', () => {
    expect(chooseId(items, idOf, 0)).toBe(3);
    expect(chooseId(items, idOf, 99)).toBe(3);
  });

  it('auto-selects a single item', () => {
    expect(chooseId([{ id: 8 }], idOf, 0)).toBe(8);
  });

  it('chooses nothing from an empty list', () => {
    expect(chooseId([], idOf, 4)).toBe(0);
  });
});
