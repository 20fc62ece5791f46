/**
 * The words every page starts with: the spec's and the demo congregation's text, split into the
 * sections of shared/content/pages.ts. Times and facts kept elsewhere appear as placeholders
 * (shared/content/placeholders.ts), so a new site reads exactly as the specification describes.
 */
import type { PageDocument, PagePath } from "../../../shared/content/pages.ts";

export const seedPages: Record<PagePath, PageDocument> = {
  "/": {
    title: "{{church}}",
    description: "A United Methodist congregation with Sunday worship at {{start:sunday-worship}}, Sunday School at {{start:sunday-school}}, and a licensed childcare and pre-K programme.",
    sections: {
      "hero-title": "Welcome to {{church}}",
      "hero-button": "About Us",
      history:
        "<p>Founded by a handful of farming families in 1891, our congregation has worshipped, served and welcomed neighbours in Cedar Hill for <strong>{{years}} years and counting!</strong></p>",
      "history-link": "Read our story",
    },
    hero: null,
  },
  "/childcare-preschool": {
    title: "Childcare and Pre-K",
    description: "Licensed childcare and pre-K, open {{childcare-hours}}: weekly fees, staff, and enrollment forms.",
    sections: {
      lead: "A warm, licensed programme where infants, toddlers, preschoolers and school-age children are loved, taught and kept safe every weekday.",
      licensing:
        "<h2>Licensed and inspected</h2><p>{{childcare}} is licensed by the North Carolina Division of Child Development and Early Education, which inspects our classrooms, kitchen and playground every year. Our license hangs in the front hall, and we are glad to show the latest inspection report to any parent who asks.</p><p>Every teacher passes a criminal background check before starting, keeps current CPR and first-aid training, and completes continuing education in early childhood development each year. Our child-to-teacher ratios meet or beat the state's requirements in every room.</p>",
      mission:
        "<h2>Our mission</h2><p>We are a ministry of {{church}}. Our mission is to give every child a safe, joyful place to grow in body, mind and spirit, and to partner with parents as their children learn to love God, themselves and one another.</p><p>Days are built around play and discovery: stories and songs, art and blocks, time outdoors, rest, and a simple blessing before meals. Our Pre-K classroom gets children ready for kindergarten with letters, numbers and the confidence to try new things.</p>",
      enrolling:
        "<h3>Enrolling your child</h3><p>A <strong>{{registration-fee}} non-refundable registration fee</strong> reserves your child's place.</p><ol><li><p>Call or write the childcare office to arrange a visit.</p></li><li><p>Fill in the enrollment forms below and return them before your child's first day.</p></li><li><p>Weekly fees are due each Monday.</p></li></ol>",
      "staff-intro": "The teachers and cooks who care for your children, team by team.",
      "forms-intro": "Download and print these forms, then bring them to the childcare office or e-mail them back to us.",
      "state-forms-intro": "Two forms come from the state education department. These links open the department's website.",
    },
    hero: null,
  },
  "/about": {
    title: "General Info",
    description: "Service times, nursery care, accessibility and the staff of {{church}}.",
    sections: {
      lead: "Whether you are visiting for the first time or coming home after years away, we are glad you found {{church}}. Here is what a Sunday with us looks like and what to know before you come.",
      worship:
        '<p>In person in the sanctuary and online. A blend of traditional hymns and newer songs, scripture, prayer and a message for everyday life. Can’t be with us? Join the live stream on <a href="https://www.facebook.com/cedarhillumc">our Facebook page</a> or watch later in <a href="/past-sessions">Past Services</a>.</p>',
      "sunday-school":
        "<p>Classes for children, youth and adults meet right after worship. Adult classes study a book of the Bible or a current topic; newcomers are always welcome to sit in.</p>",
      nursery: "<p>Our staffed nursery cares for newborns up to Pre-K, so parents can worship and learn with peace of mind. Ask any greeter and they will walk you down.</p>",
      accessibility:
        "<p>Everyone should be able to get in the door and take part. Here is how we try to make that easy:</p><ul><li><p>Reserved accessible parking beside the Fellowship Hall entrance, with a level, covered walkway to the sanctuary.</p></li><li><p>A ramp at the side entrance on Church Street and an elevator to the classroom floor and Fellowship Hall.</p></li><li><p>Accessible restrooms on both floors, including a family restroom with a changing table near the nursery.</p></li><li><p>Pew cut-outs at the front and back of the sanctuary for wheelchairs and walkers, with a seat beside them for a companion.</p></li><li><p>Large-print bulletins and hymnals, and assisted-listening receivers; the ushers at the door have both.</p></li><li><p>Gluten-free communion bread is always offered, and service animals are welcome.</p></li></ul><p>If you need something we have not thought of, call the office at {{office-phone}} and we will do our best to have it ready for you.</p>",
      "good-to-know":
        '<h3>What to wear</h3><p>Whatever you are comfortable in. You will see everything from jeans to Sunday best.</p><h3>Where to park</h3><p>The main lot is behind the church off Church Street, with overflow parking across the street at the Fellowship Hall lot.</p><h3>Children in worship</h3><p>Children are always welcome in the sanctuary; activity bags wait at the doors. During worship, kindergarten through 5th grade can go to <a href="/gods-big-house">God’s Big House</a>.</p><h3>Holy Communion</h3><p>We share <a href="/communion">communion</a> on the first Sunday of each month, and everyone is invited to the table.</p><h3>Fellowship</h3><p>Coffee and something sweet are waiting in the Fellowship Hall before and after worship.</p><h3>Church office</h3><p>Open {{office-hours}}. See <a href="/contact">Contact Us</a> for phone numbers, e-mail and directions.</p>',
      "next-steps": '<p>Want to know what we believe, or how to join? Start with <a href="/beliefs">Our Beliefs</a> and <a href="/membership">Church Membership</a>.</p>',
      "staff-intro": "Our pastors and staff would love to hear from you, whether you have a question about the church, need a visit or want to get involved.",
    },
    hero: null,
  },
  "/contact": {
    title: "Contact Us",
    description: "Office hours, phone numbers, e-mail, directions and a message form for {{church}} and its childcare.",
    sections: {
      lead: "We would love to hear from you: a question about Sunday, a prayer you would like us to share, or a visit to the childcare.",
      parking: "Parking is in the lot beside the fellowship hall; the main entrance has a ramp and automatic doors.",
      "prayer-intro": "Our prayer team prays for every request, in confidence.",
      "directory-intro": "Members and regular attenders may be listed in our online church directory, which only members can see.",
    },
    hero: null,
  },
  "/worship": {
    title: "Worship Info",
    description: "Sunday worship {{range:sunday-worship}} in person and online, Sunday School, nursery, God's Big House and Wednesday nights.",
    sections: {
      lead: "Sunday worship blends beloved hymns, newer songs, scripture and prayer, in the sanctuary and online. Come as you are.",
      "nursery-row-time": "During worship and Sunday School",
      "nursery-row-note": "Birth to 2",
      online:
        '<h2>Worship online</h2><p>Every Sunday service is streamed live on <a href="https://www.facebook.com/cedarhillumc">our Facebook page</a> and posted afterwards with its bulletin in <a href="/past-sessions">Past Services</a>.</p>',
      nursery: "<h2>Nursery</h2><p>Trained staff care for children from birth to 2 during worship and Sunday School, and during the Wednesday adult classes. The nursery opens at {{start:nursery}}.</p>",
    },
    hero: null,
  },
  "*": {
    title: "Header and footer",
    description: "The words shown on every page of the site.",
    sections: {
      "footer-welcome": "<p>Whoever you are and wherever you are on your journey of faith, you have a place here. Come as you are on Sunday at {{start:sunday-worship}}; we would love to meet you.</p>",
    },
    hero: null,
  },
};
