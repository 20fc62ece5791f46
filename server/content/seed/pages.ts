/**
 * The words every page starts with: the spec's and the demo congregation's text, split into the
 * sections of shared/content/pages.ts. Times and facts kept elsewhere appear as placeholders
 * (shared/content/placeholders.ts), so a new site reads exactly as the specification describes.
 */
import type { PageDocument, PagePath } from "../../../shared/content/pages.ts";
import { seedMinistryPages } from "./ministry-pages.ts";

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
      "enquire-intro": "Tell us about your child and when you would like care to start. You will get an e-mail with your place on the waiting list and a link to book a tour.",
    },
    hero: null,
  },
  "/childcare-preschool/enquire": {
    title: "Ask about a place",
    description: "Ask {{childcare}} about a place for your child: join the waiting list, see where you stand and book a tour.",
    sections: {
      lead: "Tell us about your child and when you would like care to start. It takes two minutes, and you can see where you stand at any time.",
      "next-steps":
        "<h2>What happens next</h2><ol><li><p>You get an e-mail with your reference, your child's room and a private link to your enquiry.</p></li><li><p>From that link, book a tour: come and see the rooms and meet the teachers.</p></li><li><p>After your tour we add your child to the room's waiting list. When a place opens, we e-mail you an offer to accept or decline.</p></li></ol>",
      priority:
        "<h2>How the waiting list works</h2><p>Each room has its own waiting list, in the order families asked. A child of our staff comes first, then a child whose brother or sister already attends, then a child of a member of {{church}}, then everyone else. If your child grows too old for a room while you wait, they move to the next room and keep their place in time.</p>",
      privacy:
        "<h2>Your privacy</h2><p>We keep what you tell us here (your name, e-mail and phone, your child's first name and date of birth, and your wishes) only to manage your enquiry, and only our childcare director and staff can see it. We do not ask about health, custody or immunisations until your child has a place. We never share it, and we send you nothing else unless you tick the box for other news.</p>",
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
        "<p>Everyone should be able to get in the door and take part. Here is how we try to make that easy:</p><ul><li><p>Accessible parking and a ramp: see Parking and getting in, under Good to Know.</p></li><li><p>An elevator to the classroom floor and Fellowship Hall.</p></li><li><p>Accessible restrooms on both floors, including a family restroom with a changing table near the nursery.</p></li><li><p>Pew cut-outs at the front and back of the sanctuary for wheelchairs and walkers, with a seat beside them for a companion.</p></li><li><p>Large-print bulletins and hymnals, and assisted-listening receivers; the ushers at the door have both.</p></li><li><p>Gluten-free communion bread is always offered, and service animals are welcome.</p></li></ul><p>If you need something we have not thought of, call the office at {{office-phone}} and we will do our best to have it ready for you.</p>",
      "good-to-know":
        '<h3>What to wear</h3><p>Whatever you are comfortable in. You will see everything from jeans to Sunday best.</p><h3>Parking and getting in</h3><p>{{parking}}</p><h3>Children in worship</h3><p>Children are always welcome in the sanctuary; activity bags wait at the doors. During worship, kindergarten through 5th grade can go to <a href="/gods-big-house">God’s Big House</a>.</p><h3>Holy Communion</h3><p>We share <a href="/communion">communion</a> on the first Sunday of each month, and everyone is invited to the table.</p><h3>Fellowship</h3><p>Coffee and something sweet are waiting in the Fellowship Hall before and after worship.</p><h3>Church office</h3><p>Open {{office-hours}}. See <a href="/contact">Contact Us</a> for phone numbers, e-mail and directions.</p>',
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
      parking: "{{parking}}",
      "prayer-intro": "Tell us how we can pray for you. You choose who reads your request: our pastors only, the prayer team, or also the public prayer wall.",
      "directory-intro": "Members and regular attenders may be listed in our online church directory, which only members can see.",
    },
    hero: null,
  },
  ...seedMinistryPages,
  "/beliefs": {
    title: "Our Beliefs",
    description: "What United Methodists believe: universal atonement, salvation by faith, the witness of the Spirit and perfect love.",
    sections: {
      "lead": "As United Methodists we share the historic Christian faith in one God, Father, Son and Holy Spirit, with four emphases passed down from John Wesley.",
      "pillar-1": "<h3>Universal Atonement</h3><p>Christ died for everyone, not for a chosen few. No one is beyond the reach of God's love, and the invitation to new life is open to all.</p>",
      "pillar-2": "<h3>Salvation By Faith</h3><p>We are made right with God not by our good works but by trusting in God's grace through Jesus Christ. Good works are the fruit of that faith, not its price.</p>",
      "pillar-3": "<h3>Witness of the Spirit</h3><p>The Holy Spirit gives believers an inner assurance that they are children of God, the experience John Wesley described as a heart &quot;strangely warmed.&quot;</p>",
      "pillar-4": "<h3>Perfect Love</h3><p>God's grace does not leave us as we are. By the Spirit we can grow in holiness until love of God and neighbour fills our whole life.</p>",
      "baptism-card": "<h3>Baptism</h3><p>Baptism is the sign of God's grace claiming us before we can respond, and the beginning of our life in the church. We baptise people of every age, and we recognise baptism from other Christian churches.</p><p><a href=\"/baptism\">More about baptism</a></p>",
      "communion-card": "<h3>Communion</h3><p>At the Lord's Supper Christ is truly present, and the table is open to everyone who seeks him. We celebrate communion on the first Sunday of each month.</p><p><a href=\"/communion\">More about communion</a></p>",
    },
    hero: null,
  },
  "/communion": {
    title: "Communion",
    description: "Holy Communion is celebrated on the first Sunday of each month; all are welcome at the Lord's table.",
    sections: {
      "lead": "Holy Communion, the Lord's Supper, is a meal of grace where Christ meets us in bread and cup.",
      "body": "<h2>When we celebrate</h2><p>We celebrate Communion on the <strong>first Sunday of each month</strong> during the {{start:sunday-worship}} service, and on special days such as Christmas Eve and Maundy Thursday.</p><h2>An open table</h2><p>In the United Methodist Church the table belongs to Christ, not to us, and all who seek him are welcome: members and visitors, children and adults. You do not need to be a member of this church or of any church to receive. We serve grape juice rather than wine, and gluten-free bread is always available; just ask the server.</p><h2>How it works on a Sunday</h2><p>After the prayer of great thanksgiving, ushers invite each row forward. You may receive by intinction (dipping the bread in the cup) standing or kneeling at the rail. If you cannot come forward, a server will bring Communion to your seat.</p><h2>How long the service is</h2><p>We value your time as well as the sacrament: the service aims for <strong>65-70 minutes</strong> on Communion Sundays, so families can still make Sunday School.</p><p><a href=\"/beliefs\">Back to Our Beliefs</a></p>",
    },
    hero: null,
  },
  "/membership": {
    title: "Church Membership",
    description: "Join by profession of faith or by transfer from another United Methodist church or another denomination.",
    sections: {
      "lead": "Membership is a promise: to support the church with our prayers, presence, gifts, service and witness. Here are the three ways to join.",
      "body": "<h2>Profession of Faith</h2><p>If you have never been a member of a Christian church, you join by professing your faith in Jesus Christ. If you have not been baptised, you are baptised at the same time. The pastor will meet with you beforehand to talk about what the promises mean.</p><h2>Transfer from another United Methodist church</h2><p>If you are a member of another United Methodist congregation, tell us the name of your church and we will do the rest. The church office obtains the transfer certificate from your former church, so you do not have to write for it yourself.</p><h2>Transfer from another denomination</h2><p>Members of other Christian churches are welcome to transfer. Again, the church office obtains the transfer certificate from your former church. If you were baptised with water in the name of the Father, the Son and the Holy Spirit, a second baptism is not required: we honour the baptism you have already received.</p><h2>Taking the next step</h2><p>New members are received during Sunday worship several times a year. To talk it over, call the church office at <a href=\"tel:{{office-phone}}\">{{office-phone}}</a> or write to <a href=\"mailto:{{office-email}}\">{{office-email}}</a>.</p>",
    },
    hero: null,
  },
  "/baptism": {
    title: "Baptism",
    description: "The meaning of baptism, the sacrament, baptism from other denominations and baptism at every age.",
    sections: {
      "lead": "In baptism God claims us, names us and welcomes us into the family of faith.",
      "meaning": "<h2>What baptism means</h2><p>Baptism is a sign of God's grace that comes before anything we do. Water washes, gives life and marks a new beginning; in baptism we are joined to Christ and to his church.</p>",
      "sacrament": "<h2>A sacrament</h2><p>United Methodists recognise two sacraments, baptism and Holy Communion, because Jesus himself commanded them. A sacrament is an outward and visible sign of an inward and spiritual grace.</p>",
      "other-church": "<h2>Baptised in another church?</h2><p>If you were baptised with water in the name of the Father, the Son and the Holy Spirit in any Christian denomination, we recognise your baptism. God's promise does not need repeating; instead we invite you to remember your baptism and be thankful.</p>",
      "all-ages": "<h2>For all ages</h2><p>We baptise infants, children, youth and adults. When a child is baptised, parents and the whole congregation promise to raise the child in faith; older candidates make those promises themselves. Sprinkling, pouring or immersion are all welcome.</p>",
      "arranging": "<h2>Arranging a baptism</h2><p>Call or write the church office to talk with the pastor, who meets with every family beforehand. Baptisms usually take place during Sunday worship. <a href=\"/membership\">Baptism and church membership</a> often go together.</p>",
    },
    hero: null,
  },
  "/our-history": {
    title: "Our History",
    description: "The story of {{church}} from 1891 to today.",
    sections: {
      "lead": "{{years}} years and counting!",
      "story": "<h2>From a schoolhouse to a home for many</h2><p>Our story begins in 1891, when a handful of families gathered in the one-room Cedar Hill schoolhouse to sing, pray and hear the word preached by a circuit rider who came once a month on horseback. Between his visits the families led worship themselves.</p><p>Over the years the congregation built a chapel, then the brick sanctuary that still stands on Church Street. Through depression, war, floods and pandemics the doors have stayed open, and each generation has found new ways to serve its neighbours: a school lunch programme in the 1930s, a scout troop in the 1950s, a childcare in the 1980s and a food pantry today.</p><p>We give thanks for all who have gone before us and pray that those who come after will find here what we have found: a family of faith, open hearts, open minds and open doors.</p>",
      "milestones": "<ol><li><p><strong>1891</strong></p><p>Eleven farming families begin meeting for prayer in the Cedar Hill schoolhouse, served by a circuit-riding Methodist preacher.</p></li><li><p><strong>1902</strong></p><p>The congregation builds its first wooden chapel on land given by the Pickett family.</p></li><li><p><strong>1926</strong></p><p>The brick sanctuary is dedicated; its bell still rings every Sunday morning.</p></li><li><p><strong>1968</strong></p><p>The Methodist and Evangelical United Brethren churches unite, and we become Cedar Hill United Methodist Church.</p></li><li><p><strong>1985</strong></p><p>The childcare programme opens in the new education wing with twelve children.</p></li><li><p><strong>2010</strong></p><p>The fellowship hall is rebuilt after the spring flood, with help from churches across the conference.</p></li><li><p><strong>Today</strong></p><p>Worship in person and online, a licensed childcare and pre-K, and ministries for every age.</p></li></ol>",
    },
    hero: null,
  },
  "/ministries-outreach": {
    title: "Ministries and Outreach",
    description: "Ministries for every age and outreach in our community and beyond, with meeting times.",
    sections: {
      lead: "There is a place for everyone to belong and to serve: children and students, families, older adults, and neighbours who need a helping hand.",
      "outreach-intro": "Members of our church take part in these groups and campaigns. Their websites tell you more.",
      "after-school-hours": "6:30 a.m. to 6:00 p.m. Monday to Friday",
      "after-school":
        "<p>Our licensed school-age programme gives children a safe place before and after school, and all day on teacher workdays and school holidays: homework help, outdoor play, a healthy snack and friends to share it with. To register, contact the childcare office:</p>",
    },
    hero: null,
  },
  "/first-responders": {
    title: "First Responders",
    description: "How the congregation thanks and supports the firefighters, police officers and medics who serve us.",
    sections: {
      "lead": "Firefighters, police officers, paramedics and dispatchers run toward danger for the rest of us. We thank them with food, prayer and friendship.",
      "body": "<h2>Thank-you lunches</h2><p>Several times a year church members cook and deliver a hot lunch to each fire station, the sheriff's office and the EMS base in Cedar Hill, with cards made by the children of our childcare.</p><h2>Blessing of the first responders</h2><p>Each September we hold a short service of thanks and blessing on the church lawn. Crews are invited to bring their vehicles, and everyone is welcome to come and say thank you.</p>",
      "body-after": "<h2>Prayer and care</h2><p>Our prayer team keeps first responders and their families in prayer every week. If you or your family serve, our pastor is always available to talk.</p>",
    },
    hero: null,
  },
  "/common-grounds": {
    title: "Common Grounds",
    description: "Common Grounds, the church's coffee fellowship, with pictures from our gatherings.",
    sections: {
      "lead": "Our coffee fellowship: good coffee, homemade treats and unhurried conversation, open to church and neighbours alike.",
      "body": "<h2>Come for the coffee, stay for the company</h2><p>Common Grounds turns the fellowship hall into a cosy coffee house before Sunday School and on weekday mornings. Volunteers brew fair-trade coffee and bake something new each week. There is no charge; donations support our food pantry.</p><h2>A place to meet</h2><p>Newcomers often find Common Grounds the easiest way to meet people. Students study here, retirees play checkers and young parents swap stories while toddlers play in the corner.</p>",
    },
    hero: null,
  },
  "/holidays": {
    title: "Holidays",
    description: "Advent, Christmas, Lent and Easter at the church, with pictures from our celebrations.",
    sections: {
      "lead": "The Christian year shapes our life together: waiting in Advent, joy at Christmas, reflection in Lent, celebration at Easter and gratitude at Thanksgiving.",
      "body": "<h2>Advent and Christmas</h2><p>We light a candle on the Advent wreath each Sunday in December, hang the Chrismon tree together and end with the Christmas Eve candlelight service, when the whole sanctuary sings &quot;Silent Night&quot; by candlelight.</p><h2>Lent and Easter</h2><p>Lent begins with Ash Wednesday and a simple soup supper each Wednesday. Holy Week brings a Maundy Thursday communion service and Good Friday prayer, and Easter begins with a sunrise service in the prayer garden followed by breakfast and festive worship.</p><h2>Thanksgiving</h2><p>Our community Thanksgiving dinner is free and open to everyone in Cedar Hill. Volunteers cook, serve and deliver meals to those who cannot come.</p>",
    },
    hero: null,
  },
  "/september-club": {
    title: "September Club",
    description: "Fellowship for older adults: {{when:september-club}}.",
    sections: {
      "lead": "Fellowship for those in the \"September\" of life: a covered-dish lunch, a program and good friends, on the {{when:september-club}}.",
      "body": "<h2>Every month</h2><p>September Club meets on the <strong>{{when:september-club}}</strong>, in the fellowship hall. Bring a covered dish if you can, or just bring yourself. After lunch there is a speaker, a musical guest or an outing: the county museum, a garden tour, a riverboat lunch.</p><h2>Rides</h2><p>If you would like to come but no longer drive, call the church office and a member will be glad to pick you up.</p>",
    },
    hero: null,
  },
  "/announcements": {
    title: "Announcements",
    description: "News and announcements from {{church}}.",
    sections: {
      lead: '<p>News from the life of {{short-name}}: upcoming events, changes to our schedule, and ways to serve and give. Check back often, or call the church office at <a href="tel:{{office-phone}}">{{office-phone}}</a> if you have a question.</p>',
    },
    hero: null,
  },
  "/events": {
    title: "Events Calendar",
    description: "Worship, children's and youth programmes, fellowship and childcare dates at {{church}}, with calendar feeds for your phone.",
    sections: {
      lead: "What is happening at {{short-name}} in the weeks ahead: worship, classes, fellowship, mission and the childcare's own dates.",
      "subscribe-intro": "Add our calendar to your phone once and new events, changed times and cancellations appear there by themselves.",
      "subscribe-phones": "On an iPhone, iPad or Mac, or in Outlook, choose Subscribe and confirm. On an Android phone, choose Add to Google Calendar, then Add: the calendar appears in your phone's calendar app.",
      "subscribe-other-apps": "In any other calendar app, choose Copy link and paste it where the app adds a calendar from a web address.",
      "event-add": "Save this event in your own calendar, or subscribe so that changes reach you.",
    },
    hero: null,
  },
  "/events/archive": {
    title: "Past Events",
    description: "Events that have taken place at {{church}}.",
    sections: { lead: "Events that have taken place, most recent first. Upcoming events are on the calendar." },
    hero: null,
  },
  "/prayer-wall": {
    title: "Prayer Wall",
    description: "Pray with {{church}}: requests people shared with the church, and prayers answered.",
    sections: {
      lead: "These are requests people chose to share with everyone. Pray for one, then press “I prayed for this”: the person sees how many are praying with them.",
      "answered-intro": "Requests the people who asked have told us were answered. Thanks be to God.",
    },
    hero: null,
  },
  "/podcast": {
    title: "Sermon Podcast",
    description: "Every sermon from {{church}} in your podcast app: Apple Podcasts, Spotify or any other.",
    sections: {
      lead: "Every Sunday's sermon in the podcast app on your phone: follow the podcast once, and each new sermon arrives by itself.",
      "other-apps": "In any other podcast app, choose to add a podcast by its address (often under +, Add or Search), then paste the feed address.",
    },
    hero: null,
  },
  "/past-sessions": {
    title: "Past Services",
    description: "Recordings and bulletins of past Sunday services.",
    sections: {
      lead: "Missed a Sunday, or want to hear a sermon again? Recordings of our {{start:sunday-worship}} worship services are posted here with the bulletin for each week, so you can sing, pray and listen along from wherever you are.",
    },
    hero: null,
  },
  "/daily-readings": {
    title: "Daily Readings",
    description: "Today's scripture reading, yesterday's and tomorrow's, and the archive of past readings.",
    sections: {
      lead: "A short passage of scripture for each day. Read it over morning coffee, on your lunch break or at the supper table, and let it travel with you. Many in our congregation read the same passage each day, so you are never reading alone.",
    },
    hero: null,
  },
  "/mission-trips": {
    title: "Mission Trips",
    description: "Stories and pictures from the congregation's mission trips.",
    sections: {
      lead: "Each year teams from Cedar Hill travel to rebuild homes, run children's programmes and share the love of Christ with hammers, paintbrushes and open hearts.",
    },
    hero: null,
  },
  "/operation-christmas-child": {
    title: "Operation Christmas Child",
    description: "Shoebox gifts for children around the world: our story and the boxes filled each year.",
    sections: {
      lead: "Every November our congregation fills shoeboxes with toys, school supplies and hygiene items for children around the world who might not otherwise receive a gift.",
      packing:
        '<h2>How to pack a box</h2><ul><li><p>Choose a boy or a girl and an age group: 2-4, 5-9 or 10-14.</p></li><li><p>Add a "wow" item such as a soccer ball or a doll, then school supplies, hygiene items and a personal letter.</p></li><li><p>Bring your box to the church office during collection week in November.</p></li></ul><p>Boxes are prayed over in Sunday worship before they leave for the regional processing centre.</p>',
    },
    hero: null,
  },
  "/worship": {
    title: "Worship Info",
    description: "Sunday worship {{range:sunday-worship}} in person and online, Sunday School, nursery, God's Big House and Wednesday nights.",
    sections: {
      lead: "Sunday worship blends beloved hymns, newer songs, scripture and prayer, in the sanctuary and online. Come as you are.",
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
