import { Link } from "react-router";
import { ExternalIcon, MailIcon, PhoneIcon } from "../../components/icons.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ministryLinks } from "../../content/navigation.ts";
import { afterSchoolHours, church, meetingTimes } from "../../content/site.ts";
import { telHref } from "../../lib/format.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/ministries-outreach";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/ministries-outreach" });

/** A line under each card: the meeting time where the spec gives one, otherwise what the ministry is. */
const cardNotes: Record<string, string> = {
  "/operation-christmas-child": "Shoebox gifts for children around the world",
  "/first-responders": "Thanking those who keep Cedar Hill safe",
  "/mission-trips": "Serving in person, near and far",
  "/cub-boy-scouts": `Cub Scouts ${meetingTimes.cubScouts} · Boy Scouts ${meetingTimes.boyScouts}`,
  "/common-grounds": "Coffee, conversation and community",
  "/september-club": `Older adults, ${meetingTimes.septemberClub}`,
  "/holidays": "Advent, Christmas, Lent and Easter together",
  "/vacation-bible-school": "A summer week for children",
  "/grief-support": meetingTimes.griefSupport,
  "/recovery-alive": meetingTimes.recoveryAlive,
  "/gods-big-house": `Grades K-5, ${meetingTimes.godsBigHouse}`,
  "/marshall-wesley": `Campus ministry, ${meetingTimes.marshallWesley}`,
  "/wednesday-night-kids": meetingTimes.wednesdayNightKids,
};

const externalCards = [
  {
    title: "Prayer Quilt Ministry",
    note: "Quilts tied with prayers for those who are ill or grieving",
    href: "https://www.prayerquilt.org/",
  },
  {
    title: "United Women in Faith",
    note: "Our women's fellowship, part of the Methodist women's mission organisation",
    href: "https://uwfaith.org/",
  },
  {
    title: "30 Hour Famine",
    note: "Youth fast for 30 hours to fight hunger with World Vision",
    href: "https://30hourfamine.worldvision.org/",
  },
];

const cardClass = "flex h-full flex-col rounded-lg border border-slate-200 p-5 no-underline shadow-sm transition hover:border-brand-600 hover:shadow-md";

export default function MinistriesOutreach() {
  return (
    <main id="main">
      <PageHeader
        title="Ministries and Outreach"
        lead="There is a place for everyone to belong and to serve: children and students, families, older adults, and neighbours who need a helping hand."
      />
      <section className="container-page py-12" aria-labelledby="ministries-heading">
        <h2 id="ministries-heading" className="text-3xl">
          Our ministries
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {ministryLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={cardClass}>
                <span className="font-serif text-xl text-brand-900">{link.label}</span>
                <span className="mt-2 text-slate-700">{cardNotes[link.to]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="container-page pb-12" aria-labelledby="outreach-heading">
        <h2 id="outreach-heading" className="text-3xl">
          Partners in outreach
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {externalCards.map((card) => (
            <li key={card.href}>
              <a href={card.href} target="_blank" rel="noopener noreferrer" className={cardClass}>
                <span className="flex items-center gap-2 font-serif text-xl text-brand-900">
                  {card.title} <ExternalIcon className="h-4 w-4" />
                  <span className="sr-only">(opens in a new tab)</span>
                </span>
                <span className="mt-2 text-slate-700">{card.note}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-brand-50" aria-labelledby="times-heading">
        <div className="container-page grid gap-10 py-12 lg:grid-cols-2">
          <div>
            <h2 id="times-heading" className="text-3xl">
              Meeting times
            </h2>
            <dl className="mt-4 divide-y divide-slate-200">
              {[
                ["God's Big House", meetingTimes.godsBigHouse],
                ["Wednesday Night Kids", meetingTimes.wednesdayNightKids],
                ["Grief Support", meetingTimes.griefSupport],
                ["Marshall Wesley", meetingTimes.marshallWesley],
                ["September Club", meetingTimes.septemberClub],
                ["Cub Scouts", meetingTimes.cubScouts],
                ["Boy Scouts", meetingTimes.boyScouts],
                ["Recovery Alive", meetingTimes.recoveryAlive],
              ].map(([name, when]) => (
                <div key={name} className="flex justify-between gap-4 py-2">
                  <dt className="font-semibold">{name}</dt>
                  <dd className="text-right">{when}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <h2 className="text-3xl">After-school programme</h2>
            <p className="mt-4 text-lg">
              Our licensed after-school care runs <strong>{afterSchoolHours}</strong>, with homework time, outdoor play and a healthy snack. For
              registration, contact the childcare office:
            </p>
            <ul className="mt-4 space-y-2">
              <li className="flex items-center gap-2">
                <MailIcon className="h-5 w-5 text-brand-700" />
                <a href={`mailto:${church.childcareEmail}`}>{church.childcareEmail}</a>
              </li>
              <li className="flex items-center gap-2">
                <PhoneIcon className="h-5 w-5 text-brand-700" />
                <a href={telHref(church.childcarePhone)}>{church.childcarePhone}</a>
              </li>
            </ul>
            <p className="mt-4">
              <Link to="/childcare-preschool">Childcare and Pre-K fees and forms</Link>
            </p>
          </div>
        </div>
      </section>
    </main>
  );
}
