import type { ChildcareFees } from "../../shared/content/childcare.ts";
import type { SiteSettings } from "../../shared/content/settings.ts";
import { postalAddressLd } from "./seo.ts";

/** The Summer row's second price, "$120 per additional child in the family", in cents. */
export function additionalChildFee(note: string): number | null {
  const match = /^\$(\d+(?:\.\d{2})?) per additional child/.exec(note);
  return match ? Math.round(Number(match[1]) * 100) : null;
}

/** "Mo-Fr 07:00-18:00" from hours written as "7:00am-6:00pm Monday-Friday"; null when they read otherwise. */
export function openingHours(hours: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)\s*[-–]\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)\s+(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\s*[-–]\s*(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/i.exec(hours.trim());
  if (!match) return null;
  const clock = (h: string, m: string | undefined, half: string) => `${String((Number(h) % 12) + (half.toLowerCase() === "pm" ? 12 : 0)).padStart(2, "0")}:${m ?? "00"}`;
  const day = (name: string) => name.slice(0, 2).replace(/^./, (c) => c.toUpperCase());
  return `${day(match[7]!)}-${day(match[8]!)} ${clock(match[1]!, match[2], match[3]!)}-${clock(match[4]!, match[5], match[6]!)}`;
}

const weekly = (cents: number, name: string) => {
  const price = cents / 100;
  return {
    "@type": "Offer",
    name,
    priceCurrency: "USD",
    price,
    priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: "USD", unitText: "week", referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "WEE" } },
  };
};

/**
 * Structured data for the childcare programme, from the settings and fees the page shows: spec section 9
 * says the older, lower figures (140, 130, 120, 110, 100, 65) once used here must give way to the visible ones.
 */
export function childCareLd(origin: string, settings: SiteSettings, fees: ChildcareFees) {
  const offers = fees.weekly.flatMap((row) => {
    const offer = weekly(row.cents, `Weekly care: ${row.label}`);
    const extra = row.note ? additionalChildFee(row.note) : null;
    return extra === null ? [offer] : [offer, weekly(extra, `Weekly care: ${row.label}, each additional child in the family`)];
  });
  const prices = fees.weekly.map((row) => row.cents / 100);
  const hours = openingHours(settings.childcare.hours);
  return {
    "@context": "https://schema.org",
    "@type": "ChildCare",
    name: settings.childcare.name,
    url: `${origin}/childcare-preschool`,
    telephone: settings.childcare.phone,
    email: settings.childcare.email,
    address: postalAddressLd(settings),
    ...(hours ? { openingHours: hours } : {}),
    priceRange: `$${Math.min(...prices).toLocaleString("en-US")}-$${Math.max(...prices).toLocaleString("en-US")} per week`,
    parentOrganization: { "@type": "Church", name: settings.churchName, url: `${origin}/` },
    makesOffer: [
      ...offers,
      {
        "@type": "Offer",
        name: "Registration fee (non-refundable)",
        priceCurrency: "USD",
        price: fees.registrationCents / 100,
        priceSpecification: { "@type": "PriceSpecification", price: fees.registrationCents / 100, priceCurrency: "USD" },
      },
    ],
  };
}
