import { Hono } from "hono";
import type { Announcement } from "../announcements/announcements.ts";
import { isGalleryArea } from "../../shared/areas.ts";
import { sanitizeStoredHtml } from "../html/sanitize.ts";
import type { Services } from "../services.ts";
import type { PastService } from "../past-services/reads.ts";
import type { MissionTrip } from "../trips/trips.ts";
import { parseRecordId } from "../../shared/record-id.ts";

/** The section 7 wire shapes: the spec's snake_case field names; absent files are the text "none". */
const orNone = (value: string | null) => value ?? "none";

export const toApi = {
  announcement: (a: Announcement) => ({
    id: a.id,
    subject: a.subject,
    announcement: sanitizeStoredHtml(a.announcement),
    submitted_at: a.submittedAt.toISOString(),
    updated_at: a.updatedAt?.toISOString() ?? null,
    expires: a.expires ? 1 : 0,
    expiration_date: a.expirationDate,
  }),
  trip: (t: MissionTrip) => ({
    id: t.id,
    location: t.location,
    trip_date: t.tripDate,
    description: t.description,
    story: sanitizeStoredHtml(t.story),
    image: t.image,
  }),
  service: (s: PastService) => ({
    id: s.id,
    service_date: s.serviceDate,
    service_type: s.serviceType,
    description: s.description,
    video_link: orNone(s.videoLink),
    video_file_name: orNone(s.videoFileName),
    bulletin_file_name: orNone(s.bulletinFileName),
  }),
};


/** The public GET calls of spec section 7. */
export function publicApi(services: Services) {
  const api = new Hono();
  const notFound = { error: "Not found." };

  api.get("/active-verse-of-the-day", async (c) => {
    const verse = await services.verse.active();
    if (!verse) return c.json(notFound, 404);
    return c.json({ verse_text: verse.verseText, scripture_location: verse.scriptureLocation });
  });

  api.get("/announcements", async (c) => c.json((await services.announcements.listPublic()).map(toApi.announcement)));

  api.get("/daily-readings", async (c) =>
    c.json((await services.readings.list()).map((r) => ({ id: r.id, reading_date: r.readingDate, scripture: r.scripture }))),
  );

  api.get("/church-staff", async (c) =>
    c.json(
      (await services.churchStaff.list()).map((s) => ({
        id: s.id,
        name: s.name,
        role_title: s.roleTitle,
        email: orNone(s.email),
        phone: orNone(s.phone),
        image: s.image,
      })),
    ),
  );

  api.get("/childcare-staff", async (c) => c.json(await services.childcareStaff.list()));

  api.get("/operation-christmas-child", async (c) =>
    c.json(
      (await services.occ.list()).map((h) => ({
        id: h.id,
        occ_year: h.occYear,
        boxes_filled: h.boxesFilled,
        description: h.description,
        image_file_name: h.imageFileName,
      })),
    ),
  );

  api.get("/:gallery/images", async (c, next) => {
    const gallery = c.req.param("gallery");
    if (!isGalleryArea(gallery)) return next();
    return c.json(await services.galleries.files(gallery));
  });

  api.get("/mission-trips", async (c) => c.json((await services.trips.list()).map(toApi.trip)));

  api.get("/mission-trips/:id", async (c) => {
    const id = parseRecordId(c.req.param("id"));
    const trip = id ? await services.trips.get(id) : null;
    return trip ? c.json(toApi.trip(trip)) : c.json(notFound, 404);
  });

  api.get("/mission-trips/:id/images", async (c) => {
    const id = parseRecordId(c.req.param("id"));
    const images = id ? await services.trips.images(id) : null;
    return images ? c.json(images) : c.json(notFound, 404);
  });

  api.get("/past-services", async (c) => c.json((await services.pastServices.list()).map(toApi.service)));

  api.get("/past-services/:id", async (c) => {
    const id = parseRecordId(c.req.param("id"));
    const service = id ? await services.pastServices.get(id) : null;
    return service ? c.json(toApi.service(service)) : c.json(notFound, 404);
  });

  return api;
}
