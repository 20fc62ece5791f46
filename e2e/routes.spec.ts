/**
 * Every public route of spec section 2 answers 200 and shows its heading and the facts the spec gives
 * for it (sections 2, 4 and 9), exactly as the spec writes them.
 */
import type { Locator, Page } from "@playwright/test";
import { addDays, embedService, expect, monthYear, siteToday, test, tripAt, yearsCounting } from "./fixtures.ts";

/** Opens a page, expects HTTP 200 and a single visible h1 matching `heading`; returns the main region. */
async function openPage(page: Page, path: string, heading: RegExp): Promise<Locator> {
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  const h1 = page.locator("h1");
  await expect(h1, `${path} has exactly one h1`).toHaveCount(1);
  await expect(h1).toBeVisible();
  await expect(h1).toHaveText(heading);
  const main = page.locator("main#main");
  await expect(main).toHaveCount(1);
  return main;
}

/** Thumbnails of a picture gallery: buttons that hold an image. */
function galleryThumbnails(main: Locator): Locator {
  return main.getByRole("button").filter({ has: main.page().locator("img") });
}

async function expectTexts(main: Locator, texts: Array<string | RegExp>) {
  for (const text of texts) await expect(main, `main contains ${String(text)}`).toContainText(text);
}

test.describe("public routes answer 200 and show their key facts", () => {
  test("/ shows the welcome heading, service times and the years counter", async ({ page }) => {
    const main = await openPage(page, "/", /Welcome to Cedar Hill United Methodist Church/);
    await expectTexts(main, ["Sunday Worship", "10:00 AM", "Sunday School", "11:15 AM", new RegExp(`\\b${yearsCounting()}\\b`)]);
  });

  test("/ shows the two newest announcements with Show More linking to /announcements", async ({ page, seeded }) => {
    const main = await openPage(page, "/", /Welcome/);
    const [first, second, third] = seeded.announcements;
    await expect(main.getByText(first!.subject, { exact: true })).toBeVisible();
    await expect(main.getByText(second!.subject, { exact: true })).toBeVisible();
    if (third) await expect(main.getByText(third.subject, { exact: true })).toHaveCount(0);
    await expect(main.getByRole("link", { name: /Show More/i })).toHaveAttribute("href", "/announcements");
  });

  test("/about shows Sunday School 11:00 AM to 12:00 noon, the nursery time and the church staff", async ({ page }) => {
    const main = await openPage(page, "/about", /.+/);
    await expectTexts(main, ["Sunday School", "11:00 AM to 12:00 noon", "9:15 AM", "Rev. Daniel Whitaker", "Grace Holloway"]);
  });

  test("/contact shows the office hours, the address and the message forms", async ({ page }) => {
    const main = await openPage(page, "/contact", /Contact/i);
    await expectTexts(main, ["8am-4pm weekdays, 8am-8pm Sundays and Wednesdays", "215 Church Street", "919-555-0142", "919-555-0187"]);
    await expect(main.getByRole("button", { name: /directory/i }).first()).toBeVisible();
  });

  test("/beliefs shows the four pillars and links to baptism and communion", async ({ page }) => {
    const main = await openPage(page, "/beliefs", /Beliefs/i);
    await expectTexts(main, ["Universal Atonement", "Salvation By Faith", "Witness of the Spirit", "Perfect Love"]);
    await expect(main.locator('a[href="/baptism"]').first()).toBeVisible();
    await expect(main.locator('a[href="/communion"]').first()).toBeVisible();
  });

  test("/communion says the first Sunday of each month and 65-70 minutes", async ({ page }) => {
    const main = await openPage(page, "/communion", /Communion/i);
    await expectTexts(main, ["first Sunday of each month", "65-70 minutes"]);
  });

  test("/membership covers profession of faith and both kinds of transfer", async ({ page }) => {
    const main = await openPage(page, "/membership", /Membership/i);
    await expectTexts(main, ["Profession of Faith", /another United Methodist church/i, /another denomination/i]);
  });

  test("/baptism shows a three-image carousel", async ({ page }) => {
    const main = await openPage(page, "/baptism", /Baptism/i);
    const carousel = main.locator('[aria-roledescription="carousel"]').first();
    await expect(carousel.getByRole("button", { name: /slide/i })).toHaveCount(3);
    await expectTexts(main, [/all ages/i]);
  });

  test("/worship shows Sunday School 11:15-12:00, worship 10:00-11:15 and the Wednesday times", async ({ page }) => {
    const main = await openPage(page, "/worship", /Worship/i);
    await expectTexts(main, ["Sunday School", "11:15-12:00", "10:00-11:15", "10:15-10:45", "6:00-6:30 PM", "6:30-7:30 PM"]);
  });

  test("/childcare-preschool shows the hours, every weekly fee and the registration fee", async ({ page }) => {
    const main = await openPage(page, "/childcare-preschool", /Childcare|Pre-K/i);
    await expectTexts(main, ["7:00am-6:00pm Monday-Friday", "$145", "$135", "$125", "$115", "$105", "$70", "$150", "$120", "$25"]);
  });

  test("/childcare-preschool groups the staff by team, including an unknown team", async ({ page }) => {
    const main = await openPage(page, "/childcare-preschool", /Childcare|Pre-K/i);
    await expectTexts(main, ["Linda Carraway", "Monica Reyes", "Infant Care Team", "Floaters", "Sam Ortiz"]);
  });

  test("/childcare-preschool offers the ten PDF forms", async ({ page }) => {
    const main = await openPage(page, "/childcare-preschool", /Childcare|Pre-K/i);
    for (const title of [
      "Attendance Schedule",
      "Emergency Card",
      "Emergency Release",
      "Child Information",
      "Medical Record",
      "Parental Agreement",
      "Payment Agreement",
      "Discipline Regulations",
      "Parent Handbook",
      "Employment Application",
    ]) {
      await expect(main.getByRole("link", { name: new RegExp(title, "i") }).first(), `link to the ${title} form`).toHaveAttribute("href", /\.pdf$/);
    }
  });

  test("/ministries-outreach links to every ministry page and gives the meeting times", async ({ page }) => {
    const main = await openPage(page, "/ministries-outreach", /Ministries/i);
    for (const slug of [
      "operation-christmas-child",
      "first-responders",
      "mission-trips",
      "cub-boy-scouts",
      "common-grounds",
      "september-club",
      "holidays",
      "vacation-bible-school",
      "grief-support",
      "recovery-alive",
      "gods-big-house",
      "marshall-wesley",
      "wednesday-night-kids",
    ]) {
      await expect(main.locator(`a[href="/${slug}"]`).first(), `card linking to /${slug}`).toBeVisible();
    }
    await expectTexts(main, ["10:15-10:45", "6:30PM", "3rd Tuesday", "1:30PM", "8:00PM", "noon", "7:00PM", "Spring 2025"]);
  });

  test("/operation-christmas-child lists the yearly highlights", async ({ page }) => {
    const main = await openPage(page, "/operation-christmas-child", /Operation Christmas Child/i);
    await expectTexts(main, ["412", "356", "298"]);
  });

  test("/first-responders shows its six-picture gallery", async ({ page }) => {
    const main = await openPage(page, "/first-responders", /First Responders/i);
    await expect(galleryThumbnails(main)).toHaveCount(6);
  });

  test("/mission-trips lists each seeded trip with a link to its page", async ({ page, seeded }) => {
    const main = await openPage(page, "/mission-trips", /Mission Trips/i);
    for (const trip of seeded.trips) {
      await expect(main.locator(`a[href="/mission-trips/${trip.id}"]`).first(), `link to ${trip.location}`).toBeVisible();
      await expect(main).toContainText(trip.location);
    }
  });

  test("/mission-trips/{id} shows the location as title, the month and year, and the story", async ({ page, seeded }) => {
    const trip = tripAt(seeded, "Red Bird Mission, Kentucky");
    const main = await openPage(page, `/mission-trips/${trip.id}`, /Red Bird Mission, Kentucky/);
    await expectTexts(main, [monthYear(trip.trip_date), "What we learned", "wheelchair ramp"]);
    await expect(galleryThumbnails(main)).toHaveCount(4);
  });

  test("/cub-boy-scouts gives the meeting times and the Arrow of Light eligibility", async ({ page }) => {
    const main = await openPage(page, "/cub-boy-scouts", /Scout/i);
    await expectTexts(main, ["Arrow of Light", "6:30PM", "7:00PM"]);
  });

  test("/common-grounds shows its six-picture gallery", async ({ page }) => {
    const main = await openPage(page, "/common-grounds", /Common Grounds/i);
    await expect(galleryThumbnails(main)).toHaveCount(6);
  });

  test("/september-club shows its six-picture gallery", async ({ page }) => {
    const main = await openPage(page, "/september-club", /September Club/i);
    await expect(galleryThumbnails(main)).toHaveCount(6);
  });

  test("/holidays shows the carousel and its six-picture gallery", async ({ page }) => {
    const main = await openPage(page, "/holidays", /Holiday/i);
    await expect(main.locator('[aria-roledescription="carousel"]').first()).toBeVisible();
    await expect(galleryThumbnails(main)).toHaveCount(6);
  });

  test("/vacation-bible-school shows its page", async ({ page }) => {
    const main = await openPage(page, "/vacation-bible-school", /Vacation Bible School/i);
    await expect(main).toContainText(/Vacation Bible School/i);
  });

  test("/grief-support meets on the 3rd Tuesday at 1:30PM", async ({ page }) => {
    const main = await openPage(page, "/grief-support", /Grief/i);
    await expectTexts(main, ["3rd Tuesday", "1:30PM"]);
  });

  test("/wednesday-night-kids meets on Wednesdays at 6:30PM", async ({ page }) => {
    const main = await openPage(page, "/wednesday-night-kids", /Wednesday Night Kids/i);
    await expectTexts(main, ["6:30PM"]);
  });

  test("/recovery-alive begins in Spring 2025", async ({ page }) => {
    const main = await openPage(page, "/recovery-alive", /Recovery Alive/i);
    await expectTexts(main, ["Spring 2025"]);
  });

  test("/gods-big-house meets on Sundays 10:15-10:45", async ({ page }) => {
    const main = await openPage(page, "/gods-big-house", /God['’]s Big House/i);
    await expectTexts(main, ["10:15-10:45"]);
  });

  test("/marshall-wesley meets on Thursdays at 8:00PM", async ({ page }) => {
    const main = await openPage(page, "/marshall-wesley", /Marshall Wesley/i);
    await expectTexts(main, ["8:00PM"]);
  });

  for (const path of ["/past-sessions", "/past-services"]) {
    test(`${path} lists the newest services, 20 a page, each with a link to /past-session/{id}`, async ({ page, seeded }) => {
      const main = await openPage(page, path, /Past (Services|Sessions)/i);
      for (const service of seeded.services.slice(0, 20)) {
        await expect(main.locator(`a[href="/past-session/${service.id}"]`).first(), `link to service ${service.id}`).toBeVisible();
      }
    });
  }

  test("/past-session/{id} shows the service type, its description and the embedded video", async ({ page, seeded }) => {
    const service = embedService(seeded);
    const main = await openPage(page, `/past-session/${service.id}`, /.+/);
    await expectTexts(main, [service.service_type, service.description]);
    await expect(main.locator('iframe[src*="dQw4w9WgXcQ"]')).toHaveCount(1);
  });

  test("/daily-readings shows today's, yesterday's and tomorrow's readings", async ({ page, seeded }) => {
    const today = siteToday();
    const scriptureOn = (date: string) => seeded.readings.find((r) => r.reading_date === date)?.scripture;
    const main = await openPage(page, "/daily-readings", /Readings/i);
    await expectTexts(main, ["Today", "Yesterday", "Tomorrow", scriptureOn(today)!, scriptureOn(addDays(today, -1))!, scriptureOn(addDays(today, 1))!]);
  });

  test("/our-history counts the years since 1892", async ({ page }) => {
    const main = await openPage(page, "/our-history", /History/i);
    await expect(main).toContainText(`${yearsCounting()} years and counting!`);
  });

  test("/announcements shows the current announcements, 20 a page, and hides the expired one", async ({ page, seeded }) => {
    const main = await openPage(page, "/announcements", /Announcements/i);
    const firstPage = seeded.announcements.slice(0, 20);
    for (const announcement of firstPage) {
      await expect(main.getByRole("heading", { name: announcement.subject })).toBeVisible();
    }
    await expect(main).not.toContainText("Summer picnic");
    await expect(main.getByText(/Posted on /)).toHaveCount(firstPage.length);
    const expiring = firstPage.filter((a) => a.expires === 1 && a.expiration_date).length;
    await expect(main.getByText(/Expires on:/)).toHaveCount(expiring);
  });
});
