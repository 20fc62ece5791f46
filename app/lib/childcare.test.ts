import { describe, expect, it } from "vitest";
import { seedFees, seedSettings } from "../../server/content/seed/site.ts";
import { additionalChildFee, childCareLd, openingHours } from "./childcare.ts";

type Offer = { name: string; price: number; priceSpecification: { price: number; priceCurrency: string; unitText?: string } };

describe("additionalChildFee", () => {
  it("reads the Summer row's per-additional-child price, in cents", () => {
    expect(additionalChildFee("$120 per additional child in the family")).toBe(120_00);
    expect(additionalChildFee("siblings welcome")).toBeNull();
  });
});

describe("openingHours", () => {
  it("reads the hours staff write into schema.org's form, and gives up on anything else", () => {
    expect(openingHours("7:00am-6:00pm Monday-Friday")).toBe("Mo-Fr 07:00-18:00");
    expect(openingHours("6:30 am - 5:30 pm Monday-Saturday")).toBe("Mo-Sa 06:30-17:30");
    expect(openingHours("mornings only")).toBeNull();
  });
});

describe("childCareLd", () => {
  const ld = childCareLd("https://example.org", seedSettings, seedFees);
  const offers = ld.makesOffer as Offer[];

  it("describes a ChildCare with the programme's contact, address and hours", () => {
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ChildCare",
      name: "Cedar Hill Childcare & Pre-K",
      url: "https://example.org/childcare-preschool",
      telephone: "919-555-0187",
      openingHours: "Mo-Fr 07:00-18:00",
      address: { "@type": "PostalAddress", streetAddress: "215 Church Street", postalCode: "27514" },
    });
  });

  it("offers exactly the visible fees: the seven weekly rates, the additional summer child and the registration fee", () => {
    expect(offers.map((o) => o.price)).toEqual([145, 135, 125, 115, 105, 70, 150, 120, 25]);
    for (const offer of offers) {
      expect(offer.priceSpecification.price).toBe(offer.price);
      expect(offer.priceSpecification.priceCurrency).toBe("USD");
    }
    expect(offers.slice(0, 8).every((o) => o.priceSpecification.unitText === "week")).toBe(true);
  });

  it("carries none of the older, lower prices that the visible figures replace", () => {
    const prices = offers.map((o) => o.price);
    for (const old of [140, 130, 110, 100, 65]) expect(prices).not.toContain(old);
    // 120 appears only as the visible Summer price for each additional child, not as the old 3-year rate.
    expect(offers.filter((o) => o.price === 120).map((o) => o.name)).toEqual(["Weekly care: Summer, each additional child in the family"]);
    expect(offers.find((o) => o.name.startsWith("Weekly care: 3-year"))?.price).toBe(125);
  });

  it("names the registration fee as non-refundable", () => {
    expect(offers.at(-1)).toMatchObject({ name: "Registration fee (non-refundable)", price: 25 });
  });
});
