export type ChurchStaffMember = {
  id: number;
  name: string;
  roleTitle: string;
  email: string | null;
  phone: string | null;
  image: string | null;
  displayOrder: number;
};

/** Any role title containing "pastor" sorts first; then staff keep the order the office gave them. */
export function sortStaff<T extends Pick<ChurchStaffMember, "roleTitle" | "displayOrder" | "name">>(staff: T[]): T[] {
  const isPastor = (s: T) => (/pastor/i.test(s.roleTitle) ? 0 : 1);
  return [...staff].sort(
    (a, b) => isPastor(a) - isPastor(b) || a.displayOrder - b.displayOrder || a.name.localeCompare(b.name),
  );
}
