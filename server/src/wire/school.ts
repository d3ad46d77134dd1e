/** Database school rows to the SPEC's School, and to the summary non-admins are given. */
import type { School, SchoolSummary } from '@skillfolio/shared/types';
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
    default_language: row.default_language,
  };
}

export function toSchoolSummary(row: SchoolRow): SchoolSummary {
  return {
    school_id: row.school_id,
    school_name: row.school_name,
    school_username: row.school_username,
    allowPeerReviews: row.allowPeerReviews === 1,
    default_language: row.default_language,
  };
}
