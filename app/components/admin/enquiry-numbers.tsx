/**
 * The childcare director's numbers on the dashboard (issue 35): per room, places, enrolled, offered and
 * waiting as a small bar chart drawn here in SVG (no chart library), the same numbers as a table for
 * screen readers and for reading exactly, then the expected starts of the next six months and today's tours.
 */
import { Link } from "react-router";
import { CardSection } from "./admin-ui.tsx";
import { areaPath } from "../../../shared/areas.ts";
import { monthName } from "../../../shared/enquiries.ts";

type RoomNumbers = { room: string; places: number; enrolled: number; offered: number; waiting: number; starts: { month: string; placed: number; waiting: number }[] };
type TodayTour = { id: number; when: string; families: { id: number; parentName: string; childName: string; reference: string }[] };

const BARS = [
  { key: "enrolled", label: "Enrolled", colour: "#1f4e79" },
  { key: "offered", label: "Offered", colour: "#2f855a" },
  { key: "waiting", label: "Waiting", colour: "#b7791f" },
] as const;

function RoomChart({ numbers }: { numbers: RoomNumbers[] }) {
  const most = Math.max(1, ...numbers.flatMap((n) => [n.places, n.enrolled + n.offered, n.waiting]));
  const rowHeight = 54;
  const labelWidth = 90;
  const width = 520;
  const scale = (n: number) => (n / most) * (width - labelWidth - 30);
  return (
    <svg viewBox={`0 0 ${width} ${numbers.length * rowHeight + 24}`} className="mt-4 w-full max-w-lg" aria-hidden="true" focusable="false">
      {numbers.map((n, i) => {
        const y = i * rowHeight;
        return (
          <g key={n.room} transform={`translate(0 ${y})`}>
            <text x={0} y={24} fontSize={13} fill="#1e293b">
              {n.room}
            </text>
            {/* Filled places (enrolled, then offered) against the room's places, outlined. */}
            <rect x={labelWidth} y={8} width={scale(n.places)} height={18} fill="none" stroke="#64748b" strokeDasharray="3 2" />
            <rect x={labelWidth} y={8} width={scale(n.enrolled)} height={18} fill={BARS[0].colour} />
            <rect x={labelWidth + scale(n.enrolled)} y={8} width={scale(n.offered)} height={18} fill={BARS[1].colour} />
            <rect x={labelWidth} y={30} width={scale(n.waiting)} height={12} fill={BARS[2].colour} />
          </g>
        );
      })}
      <g transform={`translate(${labelWidth} ${numbers.length * rowHeight + 8})`}>
        {BARS.map((bar, i) => (
          <g key={bar.key} transform={`translate(${i * 86} 0)`}>
            <rect width={10} height={10} fill={bar.colour} />
            <text x={14} y={10} fontSize={11} fill="#1e293b">
              {bar.label}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}

export function EnquiryNumbers({ numbers, tours }: { numbers: RoomNumbers[]; tours: TodayTour[] }) {
  const months = numbers[0]?.starts.map((s) => s.month) ?? [];
  return (
    <CardSection title="Childcare places">
      <RoomChart numbers={numbers} />
      {/* A phone scrolls the tables sideways: keyboard users reach them too. */}
      <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Places per room">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Places, enrolled, offered and waiting children per room</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-3">Room</th>
              <th scope="col" className="py-1 pr-3">Places</th>
              <th scope="col" className="py-1 pr-3">Enrolled</th>
              <th scope="col" className="py-1 pr-3">Offered</th>
              <th scope="col" className="py-1 pr-3">Waiting</th>
            </tr>
          </thead>
          <tbody>
            {numbers.map((n) => (
              <tr key={n.room} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 font-semibold">{n.room}</th>
                <td className="py-1 pr-3">{n.places}</td>
                <td className="py-1 pr-3">{n.enrolled}</td>
                <td className="py-1 pr-3">{n.offered}</td>
                <td className="py-1 pr-3">{n.waiting}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {months.length ? (
        <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Expected starts per room">
          <table className="min-w-full text-left text-sm">
            <caption className="text-left font-semibold">Expected starts, next six months (with a place · waiting)</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-1 pr-3">Room</th>
                {months.map((m) => (
                  <th key={m} scope="col" className="py-1 pr-3 whitespace-nowrap">{monthName(m).replace(/ \d{4}$/, "")}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {numbers.map((n) => (
                <tr key={n.room} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-semibold">{n.room}</th>
                  {n.starts.map((s) => (
                    <td key={s.month} className="py-1 pr-3 whitespace-nowrap">
                      {s.placed} · {s.waiting}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <h3 className="mt-6 text-lg font-semibold">Today's tours</h3>
      {tours.length === 0 ? (
        <p className="mt-1 text-slate-700">No tours today.</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {tours.map((t) => (
            <li key={t.id}>
              {t.when}: {t.families.length ? t.families.map((f) => `${f.parentName} (${f.childName})`).join(", ") : "nobody booked"}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4">
        <Link to={areaPath("enquiries")}>Open the enquiries board</Link>
      </p>
    </CardSection>
  );
}
