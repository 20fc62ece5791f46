/** A picture drawn for the site (public/images, by scripts/draw-static-images): what it shows, and its caption. */
export type DrawnPicture = { image: string; alt: string; caption: string };

/** The five fixed captioned pictures of the holiday carousel (spec section 2), drawn by scripts/draw-static-images/holidays.ts. */
export const holidaySlides: DrawnPicture[] = [
  {
    image: "/images/holidays/advent.webp",
    alt: "An evergreen Advent wreath on a table with three of its candles lit, beside a window of falling snow",
    caption: "Advent: each Sunday we light one more candle as we wait for Christ's coming.",
  },
  {
    image: "/images/holidays/christmas-eve.webp",
    alt: "The church on a snowy night under a bright star, its windows glowing as neighbours walk in carrying candles",
    caption: "Christmas Eve: candlelight, carols and \u201cSilent Night\u201d to welcome the Christ child.",
  },
  {
    image: "/images/holidays/lent.webp",
    alt: "A path winding over the hills at dusk to a wooden cross draped in purple cloth",
    caption: "Lent: forty days of prayer, fasting and reflection on the road to the cross.",
  },
  {
    image: "/images/holidays/easter.webp",
    alt: "Sunrise over a garden, the stone rolled away from an empty tomb and white lilies in bloom",
    caption: "Easter: He is risen! We greet the morning with a sunrise service in the prayer garden.",
  },
  {
    image: "/images/holidays/thanksgiving.webp",
    alt: "A harvest table set outdoors with pumpkins, a pie, bread and apples, autumn trees and the church on the hill behind",
    caption: "Thanksgiving: a free community dinner for everyone in Cedar Hill.",
  },
];

/** The two pictures of the First responders page, drawn by scripts/draw-static-images/first-responders.ts. */
export const firstResponderPictures: DrawnPicture[] = [
  {
    image: "/images/first-responders/blessing.webp",
    alt: "A fire engine, an ambulance and a patrol car lined up on the lawn in front of the church, with the pastor and neighbours gathered beside them",
    caption: "The blessing of the first responders on the church lawn each September.",
  },
  {
    image: "/images/first-responders/lunch.webp",
    alt: "Church members and firefighters at a table of food in the open bay of the fire station, under a banner reading Thank you for serving us",
    caption: "A thank-you lunch at the Cedar Hill fire station.",
  },
];
