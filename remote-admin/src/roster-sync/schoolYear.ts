/** A OneRoster school year ("2027", the year it ends in) as a school says it: "2026/27". */
export function schoolYearText(schoolYear: string): string {
  const end = Number(schoolYear);
  if (!Number.isInteger(end) || schoolYear.length !== 4) return schoolYear;
  return `${end - 1}/${String(end % 100).padStart(2, '0')}`;
}
