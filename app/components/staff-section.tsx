import type { ChurchStaffMember } from "../../server/staff/rules.ts";
import { formatPhone, placeholderName, telHref, visibleContact } from "../../shared/format.ts";
import type { Loaded } from "../lib/load.ts";
import { uploads } from "../../shared/uploads.ts";
import { MailIcon, PhoneIcon } from "./icons.tsx";

/**
 * The church staff (spec sections 2 and 3), shared by /about and /contact. The service already sorts
 * pastors first. "none" or empty e-mails and phones are hidden.
 */
export function StaffSection({
  loaded,
  title = "Our Church Staff",
  intro,
  className = "",
}: {
  loaded: Loaded<ChurchStaffMember[]>;
  title?: string;
  intro?: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby="staff-heading" className={className}>
      <h2 id="staff-heading" className="text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 max-w-3xl text-lg leading-relaxed">{intro}</p> : null}
      {!loaded.ok ? (
        <p role="alert" className="mt-6 rounded border border-red-200 bg-red-50 p-4 text-red-800">
          Could not load staff members. Please try again later.
        </p>
      ) : loaded.data.length === 0 ? null : (
        <ul className="mt-6 grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 lg:grid-cols-3">
          {loaded.data.map((member) => (
            <li key={member.id}>
              <StaffCard member={member} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function StaffCard({ member }: { member: ChurchStaffMember }) {
  const email = visibleContact(member.email);
  const phone = visibleContact(member.phone);
  return (
    <article className="flex h-full flex-row overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm min-[480px]:flex-col">
      {/* On narrow phones the photo sits beside the text, so five staff do not make five screens of pictures. */}
      <div className="aspect-square w-28 shrink-0 self-start bg-brand-100 min-[480px]:w-full">
        {member.image ? (
          <img
            src={uploads.staff(member.image)}
            alt={`Portrait of ${member.name}`}
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="grid h-full w-full place-items-center bg-gradient-to-br from-brand-700 to-brand-900" role="img" aria-label={`No photo yet for ${member.name}`}>
            <span className="px-2 text-center font-serif text-lg break-words text-white min-[480px]:px-4 min-[480px]:text-4xl" aria-hidden="true">
              {placeholderName(member.name)}
            </span>
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-4 min-[480px]:p-5">
        <h3 className="text-xl">{member.name}</h3>
        <p className="mt-1 font-semibold text-accent-600">{member.roleTitle}</p>
        {email || phone ? (
          <ul className="mt-3 space-y-1">
            {email ? (
              <li className="flex items-start gap-2">
                <MailIcon className="mt-1.5 h-4 w-4 shrink-0 text-slate-600" />
                <a href={`mailto:${email}`} className="inline-block min-w-0 py-0.5 [overflow-wrap:anywhere]" aria-label={`E-mail ${member.name} at ${email}`}>
                  <BreakableEmail email={email} />
                </a>
              </li>
            ) : null}
            {phone ? (
              <li className="flex items-center gap-2">
                <PhoneIcon className="h-4 w-4 shrink-0 text-slate-600" />
                <a href={telHref(formatPhone(phone))} className="inline-block py-0.5" aria-label={`Call ${member.name} at ${formatPhone(phone)}`}>
                  {formatPhone(phone)}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** An e-mail that wraps after the "@" rather than in the middle of a word. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
