/**
 * The words the ministry pages start with (seed/pages.ts has the rest): each group's own page, with its
 * meeting time as a placeholder of the weekly schedule.
 */
import type { PageDocument, PagePath } from "../../../shared/content/pages.ts";

export const seedMinistryPages = {
  "/cub-boy-scouts": {
    title: "Cub Scouts and Boy Scouts",
    description: "Scouting at the church: Cub Scouts {{when:cub-scouts}}, Boy Scouts {{when:boy-scouts}}.",
    sections: {
      lead: "Our church has chartered scouting packs and troops for decades. Scouts learn to camp, cook, lead and serve, and they give back to Cedar Hill every year.",
      when: "<p>Cub Scouts: {{when:cub-scouts}}</p><p>Boy Scouts: {{when:boy-scouts}}</p>",
      where: "Cub Scouts: {{place:cub-scouts}}. Boy Scouts: {{place:boy-scouts}}.",
      "contact-label": "Sign up or visit a meeting",
      body: "<h2>Cub Scouts</h2><p>Cub Scouts meet on <strong>{{when:cub-scouts}}</strong>. Dens for kindergarten through fifth grade work on adventures together: knots, first aid, hiking, and the pinewood derby every winter. Parents are welcome at every meeting.</p><h2>Boy Scouts</h2><p>Our troop meets on <strong>{{when:boy-scouts}}</strong>. Scouts plan their own campouts, earn merit badges and work toward Eagle with the help of adult leaders from the congregation and the community.</p><h2>Who can join the troop</h2><p>A young person may join the troop who:</p><ul><li>is a Cub Scout who has earned the Arrow of Light and is at least 10 years old, or</li><li>has completed 5th grade and is at least 10 years old, or</li><li>is 11 years old but not yet 18.</li></ul><h2>Service to the church</h2><p>Scouts help with the spring workday, serve at the Thanksgiving community dinner and have built several Eagle projects on the church grounds, including the prayer garden benches.</p>",
    },
    hero: null,
  },
  "/gods-big-house": {
    title: "God's Big House",
    description: "Children's Sunday ministry for grades K-5, {{when:gods-big-house}}.",
    sections: {
      lead: "Children's church for grades K-5 during Sunday worship: a Bible story, songs with motions and a craft to take home.",
      when: "<p>{{when:gods-big-house}}</p>",
      where: "{{place:gods-big-house}}, during the {{start:sunday-worship}} worship service",
      "contact-label": "Questions from parents",
      body: "<h2>Every Sunday</h2><p>God's Big House meets <strong>{{when:gods-big-house}}</strong>, during the {{start:sunday-worship}} worship service. After the children's moment, kids in kindergarten through 5th grade walk with their teachers to the children's wing and come back before the end of the service.</p><h2>What children learn</h2><p>We follow the stories of the Bible through the year: creation, the patriarchs, the prophets, the life of Jesus and the early church. Each week ends with a prayer and a question to talk about on the ride home.</p><h2>Younger children</h2><p>Nursery care for children from birth to 2 is available from 9:15 AM through the end of Sunday School.</p>",
    },
    hero: null,
  },
  "/grief-support": {
    title: "Grief Support",
    description: "A grief support group for anyone who is mourning: {{when:grief-support}}.",
    sections: {
      lead: "Losing someone you love changes everything. Our grief support group is a quiet, confidential place to talk, listen and heal alongside others who understand.",
      when: "<p>{{when:grief-support}} (every month)</p>",
      where: "{{place:grief-support}} (ground floor, step-free entrance)",
      "contact-label": "Talk with someone",
      body: "<h2>What to expect</h2><p>The group meets on the <strong>{{when:grief-support}}</strong> each month. A trained facilitator leads a short reading and then the conversation belongs to the group. You are welcome to speak or simply to listen. Coffee and tea are always ready.</p><h2>Everyone is welcome</h2><p>Whether your loss was recent or years ago, and whether or not you belong to any church, you are welcome. There is no cost and no need to sign up; just come in through the main door.</p><h2>Pastoral care</h2><p>If you would rather talk one to one, our pastor is glad to meet with you or visit you at home. Call or write the church office and we will arrange a time.</p>",
    },
    hero: null,
  },
  "/marshall-wesley": {
    title: "Marshall Wesley",
    description: "Campus ministry for college students, {{when:marshall-wesley}}.",
    sections: {
      lead: "A Wesley Foundation campus ministry for college students: worship, a free meal, honest questions and friends for the road.",
      when: "<p>{{when:marshall-wesley}}</p>",
      where: "{{place:marshall-wesley}}, across from the campus main gate",
      "contact-label": "Get connected",
      body: "<h2>Thursday nights</h2><p>Students gather on <strong>{{when:marshall-wesley}}</strong> for a home-cooked meal provided by church families, followed by informal worship and a conversation about faith and life. Come as you are; you do not need to be Methodist, or anything at all.</p><h2>Beyond Thursdays</h2><ul><li>Small groups that meet in dorms during the week.</li><li>A spring-break mission trip with the church's adult team.</li><li>Sunday rides to worship at Cedar Hill for students without a car.</li></ul><h2>Adopt-a-student</h2><p>Church families &quot;adopt&quot; students for the year: a card before exams, a home-cooked meal, a place to do laundry. Ask the office to take part.</p>",
    },
    hero: null,
  },
  "/recovery-alive": {
    title: "Recovery Alive",
    description: "A Christ-centred recovery ministry, beginning Spring 2025.",
    sections: {
      lead: "A Christ-centred recovery ministry for anyone struggling with addiction, compulsive habits or hurts they cannot shake, and for the families who love them.",
      when: "<p>Meetings beginning Spring 2025</p>",
      where: "{{church}}, {{street}}",
      "contact-label": "Ask about Recovery Alive",
      body: "<h2>A new ministry</h2><p>Recovery Alive is our newest ministry, with meetings <strong>beginning Spring 2025</strong>. Each meeting opens with a shared meal and worship, followed by small groups where people can speak honestly and be heard without judgement.</p><h2>Who it is for</h2><p>Alcohol, drugs, gambling, anger, grief, anxiety: whatever you are carrying, you will not carry it alone. Family members and friends have a group of their own.</p><h2>Confidential</h2><p>What is said in the group stays in the group. You do not need to register; write or call the office if you would like to know more first.</p>",
    },
    hero: null,
  },
  "/vacation-bible-school": {
    title: "Vacation Bible School",
    description: "A summer week of Bible stories, music, crafts and games for children.",
    sections: {
      lead: "One week every summer the whole building fills with music, crafts, games and Bible stories for children from age 4 through 5th grade.",
      when: "<p>One week each summer</p><p>Weekday evenings</p>",
      where: "Fellowship hall and the children's wing. Dates are announced each spring on our Announcements page.",
      "contact-label": "Register a child or volunteer",
      body: "<h2>What happens at VBS</h2><p>Each evening begins with supper together, then children rotate through Bible story time, music, crafts, recreation and a mission project. On the last night families are invited to a short program and an ice-cream social on the lawn.</p><h2>Registration</h2><p>Registration opens in the spring and is free. Write or call the church office with your child's name, age and any allergies, and we will confirm your place. Children do not need to attend our church to come.</p><h2>Volunteers</h2><p>VBS runs on volunteers: teenagers as crew leaders, adults as teachers, cooks and set builders. Every volunteer who works with children completes our Safe Sanctuaries training, which the church office arranges.</p>",
    },
    hero: null,
  },
  "/wednesday-night-kids": {
    title: "Wednesday Night Kids",
    description: "Wednesday Night Kids, {{when:wednesday-night-kids}}, for children from preschool age 2 through 5th grade.",
    sections: {
      lead: "A midweek hour of Bible stories, games and friendship for children from preschool age 2 through 5th grade, while parents study or rest.",
      when: "<p>{{when:wednesday-night-kids}}</p>",
      where: "{{place:wednesday-night-kids}}, after the {{range:wednesday-dinner}} family dinner in the fellowship hall",
      "contact-label": "Register your child",
      body: "<h2>An evening for the whole family</h2><p>Wednesdays begin with a family dinner from {{range:wednesday-dinner}}. At <strong>{{when:wednesday-night-kids}}</strong> children go to their classes while adults join the Bible study and youth (6th-12th grade) meet upstairs. Everyone is finished by 7:30 PM.</p><h2>Classes by age</h2><ul><li>Preschool (age 2 to 5): songs, stories and play in the preschool rooms.</li><li>Kindergarten to 2nd grade: Bible adventures with crafts and games.</li><li>3rd to 5th grade: stories, service projects and a little friendly competition.</li></ul><p>Nursery care is available for children from birth to 2 during the adult classes.</p><h2>Safe and welcoming</h2><p>Every teacher completes Safe Sanctuaries training, and two adults are present in every room. Let us know about allergies when you register.</p>",
    },
    hero: null,
  },
} satisfies Partial<Record<PagePath, PageDocument>>;
