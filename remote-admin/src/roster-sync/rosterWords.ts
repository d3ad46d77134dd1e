/**
 * The roster screen's words for year groups and for what a preview says changes. The server
 * writes a change's field, its year groups, "none" and a leaver's return in English words
 * of a fixed list: those are said in the page's language here, and anything else (names,
 * e-mail addresses, class titles) is shown as it came. `t` is the screen's (`roster-sync`).
 */
import type { RosterChange, TFunction } from '@skillfolio/shared';
import { parseYearGroup } from '@skillfolio/shared/wire';

/** "Reception", "Year 7": the wire's words (the screen's `t` must have loaded `wire`). */
export function yearText(year: number, t: TFunction): string {
  return year === 0 ? t('wire:yearGroupLabel.reception') : t('wire:yearGroupLabel.year', { year });
}

const FIELD_KEYS: Record<string, string> = {
  'first name': 'changes.field.firstName',
  'last name': 'changes.field.lastName',
  'e-mail': 'changes.field.email',
  'year group': 'changes.field.yearGroup',
  classes: 'changes.field.classes',
  leaver: 'changes.field.leaver',
  title: 'changes.field.title',
  SEND: 'changes.field.send',
  disadvantaged: 'changes.field.disadvantaged',
};

/** The two flags a school keeps change between these words. */
const FLAG_FIELDS = new Set(['SEND', 'disadvantaged']);

const LINK_KEYS: Record<string, string> = {
  'e-mail': 'changes.linkedByEmail',
  username: 'changes.linkedByUsername',
};

const WHY_KEYS: Record<string, string> = {
  'left out of the file': 'why.leftOut',
  'marked to be deleted': 'why.toBeDeleted',
  'disabled in the MIS': 'why.disabled',
};

function valueText(field: string, value: string, t: TFunction): string {
  if (value === '') return t('changes.blank');
  if (value === 'none' && (field === 'year group' || field === 'classes')) {
    return t('changes.none');
  }
  if (field === 'year group') {
    const year = parseYearGroup(value);
    return typeof year === 'number' ? yearText(year, t) : value;
  }
  if (FLAG_FIELDS.has(field) && (value === 'yes' || value === 'no')) return t(`changes.${value}`);
  if (field === 'leaver' && value === 'leaver') return t('changes.leaver');
  if (field === 'leaver' && value === 'back at the school') return t('changes.backAtSchool');
  return value;
}

/** A person's or class's changes: "year group: Year 7 → Year 8; classes: 7A → 8A". */
export function changesText(changes: readonly RosterChange[], t: TFunction): string {
  return changes
    .map((c) => {
      const fieldKey = FIELD_KEYS[c.field];
      return t('changes.change', {
        field: fieldKey === undefined ? c.field : t(fieldKey),
        from: valueText(c.field, c.from, t),
        to: valueText(c.field, c.to, t),
      });
    })
    .join(t('changes.separator'));
}

/** "linked by e-mail". */
export function linkedByText(linkBy: string, t: TFunction): string {
  const key = LINK_KEYS[linkBy];
  return key === undefined ? t('changes.linkedBy', { by: linkBy }) : t(key);
}

/** Why a person leaves: "left out of the file". */
export function whyText(why: string, t: TFunction): string {
  const key = WHY_KEYS[why];
  return key === undefined ? why : t(key);
}
