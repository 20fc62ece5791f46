/**
 * The words of the ten-year seed (issue 33): a church's recurring business, drawn by a seeded random
 * number generator so that every run makes the same site.
 */

/** mulberry32: a small, fast, seeded generator; `pick` and `between` draw from it. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    between: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)),
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof randomFrom>;

export const STAFF = [
  { name: "Rev. Sarah Whitfield", roleTitle: "Senior Pastor", email: "pastor@example.org" },
  { name: "Rev. Daniel Okafor", roleTitle: "Associate Pastor", email: "daniel@example.org" },
  { name: "Grace Lindqvist", roleTitle: "Director of Music", email: "music@example.org" },
  { name: "Tom Brennan", roleTitle: "Youth Director", email: "youth@example.org" },
  { name: "Maria Gómez", roleTitle: "Church Secretary", email: "office@example.org" },
  { name: "Helen Park", roleTitle: "Children's Ministry Coordinator", email: "children@example.org" },
];
export const NEW_STAFF_NAMES = ["Ruth Adeyemi", "Peter Novak", "Esther Collins", "James Whitaker", "Lydia Moreau", "Samuel Ortiz", "Naomi Fischer", "Caleb Young", "Anna Kowalski", "David Mensah"];
export const NEW_STAFF_ROLES = ["Organist", "Custodian", "Finance Secretary", "Director of Discipleship", "Communications Coordinator", "Pastoral Care Minister"];
export const GUEST_SPEAKERS = ["Bishop Laura Merrill", "Rev. Kwame Asante", "Dr. Helen Forsythe", "Rev. José Ramírez", "Sister Margaret O'Neill"];

export const SERIES_THEMES = [
  "Advent: Waiting in Hope", "Lent: The Road to the Cross", "Easter People", "The Lord's Prayer", "Psalms for the Summer", "Parables of Jesus", "The Sermon on the Mount",
  "Acts: The Church Is Born", "Faith at Work", "Living Generously", "Ruth and Naomi", "The I Am Sayings", "Letters to Timothy", "Fruit of the Spirit", "Jonah and the Big Fish",
  "Heroes of the Faith", "Romans: Good News", "Practicing Sabbath", "Prayers of the Bible", "Joseph and His Brothers",
];

export const PASSAGES = [
  "John 3:16-18", "John 1:1-14", "Luke 15:11-32", "Matthew 5:1-12", "Psalm 23", "Romans 8:28-39", "1 Corinthians 13:1-13", "Isaiah 40:1-11", "Micah 6:6-8", "Mark 4:35-41",
  "Luke 2:1-20", "Matthew 28:1-10", "Acts 2:1-21", "Genesis 1:1-5", "Exodus 3:1-15", "Ruth 1:15-18", "Jonah 1:1-17", "Philippians 4:4-9", "Galatians 5:22-26", "Ephesians 2:1-10",
  "James 2:14-26", "John 15:1-11", "Luke 10:25-37", "Matthew 6:9-13", "Psalm 139:1-18", "Hebrews 11:1-16", "John 11:17-44", "Mark 10:46-52", "Luke 24:13-35", "2 Timothy 1:3-7",
];

const SERMON_WORDS = [
  "Grace Upon Grace", "When the Storm Comes", "The Lost Son Comes Home", "Blessed Are the Meek", "Shepherd of My Soul", "Nothing Can Separate Us", "Love Is Patient", "Comfort My People",
  "Do Justice, Love Mercy", "Peace, Be Still", "Good News of Great Joy", "He Is Not Here", "Wind and Fire", "In the Beginning", "Holy Ground", "Where You Go, I Will Go", "Running from God",
  "Rejoice Always", "Living Fruit", "Saved by Grace", "Faith That Works", "Abide in Me", "Who Is My Neighbour?", "Daily Bread", "Fearfully and Wonderfully Made", "By Faith",
  "Unbinding Lazarus", "What Do You Want Me to Do?", "Burning Hearts", "A Sincere Faith",
];
export const sermonTitle = (random: Random) => random.pick(SERMON_WORDS);

const TRANSCRIPT_SENTENCES = [
  "Good morning, church, and welcome to everyone joining us online.",
  "Let us open our hearts to the word of God this morning.",
  "Nicodemus came to Jesus by night, full of questions.",
  "Grace is not something we earn; it is a gift freely given.",
  "When the disciples were afraid in the boat, Jesus spoke peace to the storm.",
  "Our baptism reminds us that we belong to God and to one another.",
  "Communion is a meal for the hungry, not a reward for the perfect.",
  "The father ran to meet his son while he was still far off.",
  "Hospitality means making room at the table for the stranger.",
  "We are called to do justice, love kindness and walk humbly with our God.",
  "Think of the widow who gave two small coins, all she had.",
  "In the wilderness, God provided manna each morning, enough for the day.",
  "The Good Samaritan crossed the road that others avoided.",
  "Forgiveness does not pretend the wound never happened; it chooses a future.",
  "This week, I invite you to pray for one neighbour by name.",
  "The mustard seed is the smallest of seeds, yet it becomes a tree.",
  "Let us pray together as Jesus taught us.",
];
export function transcript(random: Random): string {
  return Array.from({ length: random.between(18, 30) }, () => random.pick(TRANSCRIPT_SENTENCES)).join(" ");
}

const ANNOUNCEMENTS = [
  { subject: "Bake sale for the youth mission trip", body: "Pies, cakes and cookies after both services in Fellowship Hall. Every dollar goes to the youth mission trip." },
  { subject: "Blood drive in Fellowship Hall", body: "The Red Cross bloodmobile is in the parking lot from 10 to 3. Sign up at the welcome desk." },
  { subject: "Choir rehearsals begin", body: "All voices are welcome on Thursday evenings at 7 in the choir room." },
  { subject: "Trunk or treat", body: "Decorate your car and bring candy for the children of the neighbourhood." },
  { subject: "Thanksgiving food drive", body: "Bring canned goods and boxed dinners to the narthex for the county food pantry." },
  { subject: "Christmas poinsettias", body: "Order a poinsettia in memory or in honour of a loved one by the second Sunday of Advent." },
  { subject: "Ash Wednesday services", body: "Imposition of ashes at noon and 7 PM in the sanctuary." },
  { subject: "Easter lily orders", body: "Lilies decorate the sanctuary on Easter morning and may be taken home after the service." },
  { subject: "Vacation Bible School volunteers needed", body: "Crafts, snacks, music and games: we need helpers of every age." },
  { subject: "Church picnic at the lake", body: "Bring a covered dish; the church provides burgers, drinks and lawn games." },
  { subject: "New member class", body: "Learn about the United Methodist Church and our congregation over three Sunday lunches." },
  { subject: "Men's breakfast", body: "Pancakes, sausage and fellowship on the first Saturday of the month at 8." },
  { subject: "Women's retreat registration", body: "A weekend of rest, worship and friendship at the conference centre." },
  { subject: "Stewardship Sunday", body: "Bring your pledge card to worship and celebrate all God has given us." },
  { subject: "Prayer shawl ministry", body: "Knitters and crocheters meet on Tuesday mornings in the parlour." },
  { subject: "Snow closing", body: "When the county schools close for snow, the office and childcare close too." },
  { subject: "Operation Christmas Child collection week", body: "Drop off filled shoeboxes at the church office by Monday." },
  { subject: "Confirmation class begins", body: "Students in grades six to eight explore faith and church membership." },
];
export function announcement(random: Random, month: number) {
  // The bake sale is every March; the rest of the year draws from the others.
  const pick = month === 3 && random.chance(0.3) ? ANNOUNCEMENTS[0]! : random.pick(ANNOUNCEMENTS.slice(1));
  return { subject: pick.subject, html: `<p>${pick.body}</p><p>Questions? Call the church office.</p>` };
}

export const RECURRING_EVENTS = [
  { title: "Grief Support Group", rule: "FREQ=MONTHLY;BYDAY=+2TU", time: "18:30", category: "adults" },
  { title: "Bible Study", rule: "FREQ=WEEKLY;BYDAY=WE", time: "10:00", category: "adults" },
  { title: "Youth Group", rule: "FREQ=WEEKLY;BYDAY=SU", time: "17:00", category: "youth" },
  { title: "Men's Breakfast", rule: "FREQ=MONTHLY;BYDAY=+1SA", time: "08:00", category: "adults" },
  { title: "Quilting Circle", rule: "FREQ=WEEKLY;BYDAY=TH", time: "13:00", category: "community" },
  { title: "Food Pantry Shift", rule: "FREQ=MONTHLY;BYDAY=+3SA", time: "09:00", category: "mission" },
];
export const ONE_OFF_EVENTS = [
  "Spaghetti Supper", "Church Picnic", "Christmas Concert", "Easter Egg Hunt", "Blood Drive", "Fall Festival", "Trunk or Treat", "Hanging of the Greens", "Ash Wednesday Service",
  "Maundy Thursday Service", "Good Friday Tenebrae", "Youth Car Wash", "Women's Retreat", "Charge Conference", "Baptism Sunday Lunch", "Hymn Sing", "Community Thanksgiving Dinner",
  "Childcare Open House", "Pre-K Graduation", "Volunteer Appreciation Dinner",
];

const FIRST_NAMES = ["Mary", "John", "Linda", "Robert", "Patricia", "Michael", "Jennifer", "William", "Elizabeth", "David", "Susan", "Joseph", "Karen", "Thomas", "Nancy", "Chloé", "Zoë", "André"];
const LAST_NAMES = ["Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Anderson", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Thompson", "Núñez"];
export const person = (random: Random) => ({ first: random.pick(FIRST_NAMES), last: random.pick(LAST_NAMES) });
export const CONTACT_MESSAGES = [
  "What time is the Christmas Eve service?", "Do you have a nursery during worship?", "I would like to talk to the pastor about a wedding.", "Is the building accessible for wheelchairs?",
  "How can I volunteer at the food pantry?", "Could someone visit my mother in the hospital?", "Do you have openings in the pre-K class next fall?",
];
export const PRAYER_REQUESTS = ["Please pray for my father's surgery.", "For our family as we move to a new town.", "For healing and strength.", "Thanks for a new grandchild!", "For peace in our neighbourhood."];
