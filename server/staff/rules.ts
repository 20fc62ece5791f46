export type ChurchStaffMember = {
  id: number;
  name: string;
  roleTitle: string;
  email: string | null;
  phone: string | null;
  image: string | null;
  displayOrder: number;
};

/** Spec section 3: any role title containing "pastor" sorts first. */
export const isPastor = (member: Pick<ChurchStaffMember, "roleTitle">) => /pastor/i.test(member.roleTitle);

/** Pastors first; then staff keep the order the office gave them. */
export function sortStaff<T extends Pick<ChurchStaffMember, "roleTitle" | "displayOrder" | "name">>(staff: T[]): T[] {
  const rank = (s: T) => (isPastor(s) ? 0 : 1);
  return [...staff].sort((a, b) => rank(a) - rank(b) || a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));
}
