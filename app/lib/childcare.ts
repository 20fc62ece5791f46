import { childcareFees, church, registrationFee } from "../../shared/content/site.ts";
import { postalAddressLd } from "./seo.ts";

/** "$145": whole-dollar fees as the childcare page shows them. */
export function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

/** The Summer row's second price, "$120 per additional child in the family", as a number. */
export function additionalChildFee(note: string): number | null {
  const match = /^\$(\d+) per additional child/.exec(note);
  return match ? Number(match[1]) : null;
}

const weekly = (price: number, name: string) => ({
  "@type": "Offer",
  name,
  priceCurrency: "USD",
  price,
  priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: "USD", unitText: "week", referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "WEE" } },
});

/**
 * Structured data for the childcare programme. It carries the fees the page shows: spec section 9 says
 * the older, lower figures (140, 130, 120, 110, 100, 65) once used here must give way to the visible ones.
 */
export function childCareLd(origin: string) {
  const offers = childcareFees.flatMap((row) => {
    const offer = weekly(row.fee, `Weekly care: ${row.label}`);
    const extra = "note" in row ? additionalChildFee(row.note) : null;
    return extra === null ? [offer] : [offer, weekly(extra, `Weekly care: ${row.label}, each additional child in the family`)];
  });
  const prices = childcareFees.map((row) => row.fee);
  return {
    "@context": "https://schema.org",
    "@type": "ChildCare",
    name: church.childcareName,
    url: `${origin}/childcare-preschool`,
    telephone: church.childcarePhone,
    email: church.childcareEmail,
    address: postalAddressLd(),
    openingHours: "Mo-Fr 07:00-18:00",
    priceRange: `${dollars(Math.min(...prices))}-${dollars(Math.max(...prices))} per week`,
    parentOrganization: { "@type": "Church", name: church.name, url: `${origin}/` },
    makesOffer: [
      ...offers,
      {
        "@type": "Offer",
        name: "Registration fee (non-refundable)",
        priceCurrency: "USD",
        price: registrationFee,
        priceSpecification: { "@type": "PriceSpecification", price: registrationFee, priceCurrency: "USD" },
      },
    ],
  };
}
