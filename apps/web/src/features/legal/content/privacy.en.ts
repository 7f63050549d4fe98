import type { LegalDocument } from '../legalDocument';

const privacy: LegalDocument = {
  title: 'Privacy policy',
  summary:
    'This policy explains what personal data Dawa collects when you use the website and the mobile apps, why we collect it, who can see it and the choices you have.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        'Dawa is a bilingual drug reference and marketplace for healthcare professionals in Egypt, available on the web and on iOS and Android. In this policy, “Dawa”, “we” and “us” mean the operator of the service, and “you” means anyone who visits or uses it.',
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      paragraphs: ['We collect only what we need to run the service:'],
      items: [
        'Account information: your name, e-mail address and profile photo and, if you add them, your phone number, profession and workplace.',
        'Sign-in information: when you sign in with Facebook or Google, we receive your name, e-mail address and profile photo from that provider. We never receive your password for those services.',
        'Content you publish: prescription cases and their photos, comments, job opportunities, facility listings and offers, with the details you enter.',
        'Messages you send us through the contact form: your name, e-mail address, phone number and message.',
        'Usage data: searches in the drug index, pages viewed, device and browser type, language, IP address and the time of each request, kept in our server logs.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your information',
      paragraphs: ['We use personal data to:'],
      items: [
        'create and secure your account and keep you signed in;',
        'show what you publish to other users and let them reply to you;',
        'moderate posts and keep the community safe;',
        'send service messages such as e-mail verification, password resets, replies to your messages and the notifications you choose to receive;',
        'improve the drug index, for example by listing the most-searched drugs;',
        'prevent abuse, spam and fraud, for example by limiting how many messages can be sent from one address;',
        'meet our legal obligations.',
      ],
    },
    {
      id: 'prescriptions-and-patients',
      heading: 'Prescription photos and patient data',
      paragraphs: [
        'Prescriptions can contain health information about people who are not Dawa users. Before you post a prescription, cover or remove the patient’s name, phone number, address, national ID number and any other detail that could identify them.',
        'Our moderators remove posts that reveal a patient’s identity and may suspend accounts that do so repeatedly.',
      ],
    },
    {
      id: 'sharing',
      heading: 'When we share information',
      paragraphs: ['We do not sell or rent personal data. Information is shared only as follows:'],
      items: [
        'Other users see what you publish, together with your name and profile photo. Contact details you put in a job or facility listing are visible to signed-in users.',
        'Service providers that host our servers, store images and send e-mail and text messages process data on our behalf, under contracts that limit its use to providing the service.',
        'Public authorities, when the law requires it or when it is necessary to protect the safety of users or the public.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your account data while your account is open. A post you delete is removed from the service. When you ask us to close your account, we delete or anonymise your personal data within 30 days, except records the law requires us to keep. Server logs are kept for no longer than 90 days.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'Connections to Dawa are encrypted, passwords are stored only as salted hashes, and access to personal data is limited to the staff who need it. No system is perfectly secure: tell us at once if you believe your account has been misused.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      paragraphs: ['You can:'],
      items: [
        'see and correct your account information from your profile;',
        'edit or delete your posts at any time;',
        'ask us for a copy of your personal data, or for its deletion, by writing to us;',
        'turn off notifications you do not want;',
        'choose the language of the service; the choice is stored in your browser.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      paragraphs: [
        'We use a session cookie to keep you signed in and your browser’s local storage to remember your language. We do not use advertising cookies and we do not track you across other websites.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'Dawa is intended for healthcare professionals and is not directed at children. You must be 13 years of age or older to use Dawa, and children under 13 may not create an account.',
        'We do not knowingly collect personal data from children under 13. If we learn that we have, we delete it and close the account. If you believe a child under 13 has given us personal data, please contact us.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy as the service changes. We will publish the new version on this page with its effective date and, for significant changes, tell you in the app or by e-mail before they take effect.',
      ],
    },
  ],
};

export default privacy;
