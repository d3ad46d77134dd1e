/** Database school rows to the SPEC's School entity. */
import type { School } from '@skillfolio/shared/types';
import type { SchoolRow } from '../queries/schools';

export function toSchool(row: SchoolRow): School {
  return {
    school_id: row.school_id,
    school_name: row.school_name,
    address1: row.address1,
    address2: row.address2,
    town: row.town,
    county: row.county,
    postcode: row.postcode,
    contact_name: row.contact_name,
    telephone: row.telephone,
    dfe_number: row.dfe_number,
    project_type: row.project_type,
    notes: row.notes,
    school_username: row.school_username,
    allowPeerReviews: row.allowPeerReviews === 1,
    licenceNumber: row.licenceNumber,
  };
}

/** JSON schema of School, for response serialisation (only these fields ever leave). */
export const schoolSchema = {
  type: 'object',
  required: ['school_id', 'school_name', 'school_username', 'allowPeerReviews', 'licenceNumber'],
  properties: {
    school_id: { type: 'integer' },
    school_name: { type: 'string' },
    address1: { type: ['string', 'null'] },
    address2: { type: ['string', 'null'] },
    town: { type: ['string', 'null'] },
    county: { type: ['string', 'null'] },
    postcode: { type: ['string', 'null'] },
    contact_name: { type: ['string', 'null'] },
    telephone: { type: ['string', 'null'] },
    dfe_number: { type: ['string', 'null'] },
    project_type: { type: ['string', 'null'] },
    notes: { type: ['string', 'null'] },
    school_username: { type: 'string' },
    allowPeerReviews: { type: 'boolean' },
    licenceNumber: { type: 'integer' },
  },
} as const;
