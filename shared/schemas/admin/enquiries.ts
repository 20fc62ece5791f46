/** The director's forms of the childcare enquiries area (issue 35): rooms, settings, tours, moves, notes. */
import { z } from "zod";
import { AGE_UNITS, MOVABLE_TO, WEEKDAYS, type Weekday, bandIsEmpty } from "../../enquiries.ts";
import { checkbox, isoDate, requiredLine, requiredText, version } from "./common.ts";

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string({ error: `Please enter ${label}.` })
    .trim()
    .regex(/^\d{1,4}$/, `Please enter ${label} as a whole number.`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `Please enter ${label} between ${min} and ${max}.`);

/** A room's places on one weekday: the field `places-mon`, ... */
export const placesField = (day: Weekday) => `places-${day}`;

export const roomSchema = z
  .looseObject({
    name: requiredLine("Please give the room a name, such as Toddlers.", 60),
    minValue: wholeNumber("the youngest age", 0, 600),
    minUnit: z.enum(AGE_UNITS, { error: "Please choose weeks, months or years." }),
    maxValue: wholeNumber("the oldest age", 1, 600),
    maxUnit: z.enum(AGE_UNITS, { error: "Please choose weeks, months or years." }),
    ...Object.fromEntries(WEEKDAYS.map((day) => [placesField(day), wholeNumber("the places", 0, 200)])),
    version,
  })
  .transform((v, ctx) => {
    const values = v as Record<string, unknown>;
    const room = {
      name: v.name,
      minAge: { value: v.minValue, unit: v.minUnit },
      maxAge: { value: v.maxValue, unit: v.maxUnit },
      places: Object.fromEntries(WEEKDAYS.map((day) => [day, values[placesField(day)] as number])) as Record<Weekday, number>,
    };
    if (bandIsEmpty(room)) {
      ctx.addIssue({ code: "custom", path: ["maxValue"], message: "The oldest age must be above the youngest." });
      return z.NEVER;
    }
    return room;
  });

export type RoomInput = z.infer<typeof roomSchema>;

export const enquirySettingsSchema = z.object({
  offerDays: wholeNumber("the days a family has to answer an offer", 1, 14),
  keepMonths: wholeNumber("the months closed enquiries are kept", 1, 120),
  tourFamilies: wholeNumber("the families per tour", 1, 20),
});

export type EnquirySettingsInput = z.infer<typeof enquirySettingsSchema>;

export const tourSlotSchema = z.object({
  date: isoDate("Please choose the day of the tour."),
  time: z
    .string({ error: "Please choose the time of the tour." })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please choose the time of the tour, such as 10:00."),
  families: wholeNumber("the families on this tour", 1, 20),
  minutes: wholeNumber("how long the tour takes in minutes", 10, 240),
});

export type TourSlotInput = z.infer<typeof tourSlotSchema>;

/** Moving a family on the board (an offer has its own form, which checks the places). */
export const moveSchema = z.object({
  status: z.enum(MOVABLE_TO, { error: "Please choose where to move the family." }),
  version,
});

export const prioritySchema = z.object({
  staffChild: checkbox,
  sibling: checkbox,
  churchMember: checkbox,
  version,
});

export const noteSchema = z.object({ note: requiredText("Please write the note.", 2000) });

export const exportSchema = z.object({ birthDates: checkbox });
