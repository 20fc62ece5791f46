/**
 * The Operation Christmas Child story video, one line for each of its drawn frames. The video's
 * captions track (public/media/occ-story.vtt) is written from these lines by
 * scripts/draw-static-images/occ.ts, and the page shows them as the video's transcript.
 */
export const occStory = {
  title: "Ella's shoebox",
  video: { webm: "/media/occ-story.webm", mp4: "/media/occ-story.mp4", poster: "/media/occ-story-poster.webp", captions: "/media/occ-story.vtt" },
  lines: [
    "Ella and her grandmother pick a shoebox for a girl her age.",
    "In go crayons, a toothbrush, warm socks, a doll and a letter.",
    "On Collection Sunday, the boxes are blessed and sent on their way.",
    "They travel by truck, ship and plane to children far away.",
    "Weeks later, Amani opens Ella's box and finds her letter.",
    "One shoebox says: you are loved. Pack one with us this November.",
  ],
} as const;
