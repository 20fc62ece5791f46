/** Original demo copy for a fresh install. Nothing here is a real person or a real event. */
export const demoText = {
  verse: {
    verseText: "The Lord is my shepherd; I shall not want. He maketh me to lie down in green pastures: he leadeth me beside the still waters.",
    scriptureLocation: "Psalm 23:1-2",
  },
  announcements: [
    {
      subject: "Thanksgiving Community Dinner",
      html: "<p>Join us in the fellowship hall for a <strong>free Thanksgiving dinner</strong> open to the whole neighbourhood. Bring a friend, bring a side dish if you like, and bring your appetite.</p><p>Volunteers are needed to set up tables at 3:00 PM.</p>",
      expiresInDays: 10,
    },
    {
      subject: "Advent Wreath Workshop",
      html: "<p>Families are invited to make an Advent wreath for their home table. Greenery, candles and a short devotional booklet are provided.</p><ul><li>Fellowship hall</li><li>All ages welcome</li></ul>",
      expiresInDays: null,
    },
    {
      subject: "Operation Christmas Child collection week",
      html: "<p>Shoebox gifts may be dropped off at the church office during office hours. Thank you to everyone who packed a box this year!</p>",
      expiresInDays: null,
    },
    {
      subject: "Choir rehearsals resume",
      html: "<p>The chancel choir rehearses on Wednesdays after the 6:00 PM dinner. New voices are always welcome; no audition needed.</p>",
      expiresInDays: null,
    },
    {
      subject: "Summer picnic (past)",
      html: "<p>Thank you for a wonderful picnic on the lawn. This announcement has expired and no longer shows on the public site.</p>",
      expiresInDays: -30,
    },
  ],
  scripture: [
    "Genesis 1:1-13", "Psalm 1", "Isaiah 40:28-31", "Matthew 5:1-12", "Mark 4:35-41", "Luke 15:11-32", "John 1:1-14",
    "Acts 2:42-47", "Romans 8:31-39", "1 Corinthians 13", "Galatians 5:22-26", "Ephesians 2:1-10", "Philippians 4:4-9",
    "Colossians 3:12-17", "Hebrews 11:1-6", "James 1:19-27", "1 Peter 2:9-10", "1 John 4:7-12", "Revelation 21:1-7",
    "Psalm 46", "Proverbs 3:1-8", "Micah 6:6-8", "Matthew 25:31-40", "John 15:1-11", "Ruth 1:15-18", "Psalm 121",
  ],
  churchStaff: [
    { name: "Rev. Daniel Whitaker", roleTitle: "Senior Pastor", email: "pastor@cedarhill-umc.org", phone: "9195550142" },
    { name: "Grace Holloway", roleTitle: "Director of Music", email: "music@cedarhill-umc.org", phone: "none" },
    { name: "Marcus Bell", roleTitle: "Youth and Children's Minister", email: "youth@cedarhill-umc.org", phone: "919-555-0150" },
    { name: "Ruth Ann Pickett", roleTitle: "Office Administrator", email: "office@cedarhill-umc.org", phone: "(919) 555-0142" },
    { name: "Tom Ashby", roleTitle: "Associate Pastor", email: "none", phone: "" },
  ],
  childcareStaff: [
    { name: "Linda Carraway", team: "Director" },
    { name: "Monica Reyes", team: "Assistant Director" },
    { name: "Janet Fowler", team: "Infant Care Team" },
    { name: "Keisha Long", team: "Infant Care Team" },
    { name: "Beth Sutton", team: "Toddler Care Team" },
    { name: "Aisha Grant", team: "2-year-old Care Team" },
    { name: "Carol Dunn", team: "3-year-old Care Team" },
    { name: "Priya Nair", team: "Pre-K Care Team" },
    { name: "Jordan Hale", team: "School-age Care Team" },
    { name: "Doris Meeks", team: "Kitchen Staff" },
    { name: "Sam Ortiz", team: "Floaters" },
  ],
  occ: [
    { boxesFilled: 412, description: "Our best year yet: the youth group packed boxes after worship and the September Club knitted 60 hats." },
    { boxesFilled: 356, description: "The childcare families joined in for the first time, adding toothbrushes and crayons to every box." },
    { boxesFilled: 298, description: "A packing party in the fellowship hall with carols and hot cider." },
  ],
  trips: [
    {
      location: "Red Bird Mission, Kentucky",
      description: "Home repair week in the Appalachian mountains.",
      story:
        "<p>Eleven of us spent a week replacing a roof and building a wheelchair ramp for a family in Clay County. Every evening we shared supper and devotions with crews from three other states.</p><h2>What we learned</h2><p>Service is as much about listening as about hammering. We came home tired, sunburned and grateful.</p>",
    },
    {
      location: "Biloxi, MS",
      description: "Rebuilding after the storms on the Gulf Coast.",
      story:
        "<p>Our team hung drywall and painted two homes with a local United Methodist recovery ministry.</p><ul><li>2 homes finished</li><li>14 volunteers</li><li>1 very proud grandmother</li></ul>",
    },
  ],
  services: [
    {
      serviceType: "Sunday Worship",
      description: "Advent hope: a message on Isaiah 40 with the chancel choir.",
      videoLink: '<iframe width="560" height="315" style="border:0;width:100%" frameborder="0" src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>',
      videoFileName: null,
      bulletinFileName: null,
    },
    {
      serviceType: "Sunday Worship",
      description: "Thanksgiving Sunday with the children's choir.",
      videoLink: "https://www.youtube.com/watch?v=ysz5S6PUM-U",
      videoFileName: null,
      bulletinFileName: null,
    },
    {
      serviceType: "Sunday Worship",
      description: "All Saints Sunday: remembering those who have gone before us.",
      videoLink: "none",
      videoFileName: "none",
      bulletinFileName: "none",
    },
  ],
};
