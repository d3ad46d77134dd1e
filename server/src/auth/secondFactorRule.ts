/**
 * Who must sign in with a second factor: school and global admins, whose sessions reach
 * every pupil of a school (or of every school), unless marked exempt (the demo accounts,
 * whose passwords are public). One rule, read by the session state and the security page.
 */
export interface SecondFactorRoles {
  is_Admin: boolean | number;
  is_schoolAdmin: boolean | number;
  second_factor_exempt: boolean | number;
}

export function mustUseSecondFactor(user: SecondFactorRoles): boolean {
  return (
    !truthy(user.second_factor_exempt) && (truthy(user.is_Admin) || truthy(user.is_schoolAdmin))
  );
}

function truthy(flag: boolean | number): boolean {
  return flag === true || flag === 1;
}
