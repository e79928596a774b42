import type { LegalContent } from './types';

// English text of the footer information pages. Plain text only. Operator-specific values (company,
// licensing authority, licence number, support e-mail) are shown at the top of each page from the
// site configuration; the text refers to them instead of naming them.
const en: LegalContent = {
  licence: {
    title: 'Licence',
    summary:
      'This site is operated under an online gambling licence; the licence holder, the licensing authority and the licence number are shown at the top of this page.',
    sections: [
      {
        heading: 'What the licence means',
        paragraphs: [
          'The operator of this site holds a licence to offer online gambling. The licence is issued by the licensing authority shown at the top of this page, which sets the conditions the operator must meet and supervises how it meets them.',
          'Licence conditions of this kind typically cover topics such as protecting minors, keeping games fair, preventing money laundering, protecting personal data and supporting responsible gaming. The other pages listed in the footer explain how this site handles each of these topics.',
        ],
      },
      {
        heading: 'Licence details',
        paragraphs: [
          'The name of the company that holds the licence, the licensing authority and the licence number are shown at the top of this page. They are taken from the operator’s configuration for this site.',
          'If you want to confirm the licence, you can contact the licensing authority shown at the top of this page or check its public register, where it keeps one.',
        ],
      },
      {
        heading: 'Minimum age',
        paragraphs: [
          'You must be at least 19 years old to register and play, unless this site states a different minimum age. You must also be old enough to gamble legally where you live.',
          'We may check your identity and age at any time. Please see the identity verification (KYC) page for how this works.',
        ],
      },
      {
        heading: 'Restricted jurisdictions',
        paragraphs: [
          'The licence allows the operator to offer its services only in certain countries, and online gambling is illegal in some countries. The site refuses sign-up, login and game launch from countries that the operator has blocked.',
          'Do not use a VPN, proxy or any other means to hide your location in order to get around these restrictions. It is your responsibility to make sure that online gambling is legal where you are.',
        ],
      },
      {
        heading: 'Governing rules and complaints',
        paragraphs: [
          'Your use of this site is governed by the Terms and Conditions and by the law of the jurisdiction of the licence shown at the top of this page.',
          'If you have a complaint, please contact support first. The dispute resolution page explains the steps, including how to take a complaint to the licensing authority.',
        ],
      },
    ],
  },

  terms: {
    title: 'Terms and Conditions',
    summary:
      'These terms set out the rules for your account, payments, points and games on this site, and you accept them when you register or use the site.',
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          'These terms form the agreement between you and the operator shown at the top of this page. By registering or using the site you accept these terms together with the privacy policy and the other policies listed in the footer.',
          'If you do not agree with these terms, please do not register or use the site.',
        ],
      },
      {
        heading: 'Eligibility and your account',
        paragraphs: [
          'You may register only if you are at least 19 years old (or the different minimum age this site states), if online gambling is legal for you where you live, and if you are not in a country the site has blocked. We may check your identity and age at any time.',
          'Each person may hold only one account. The details you give, including your name, date of birth, phone number and bank account, must be true and kept up to date.',
          'If we find duplicate accounts or false details, we may suspend or close the accounts concerned.',
        ],
      },
      {
        heading: 'Account security',
        paragraphs: [
          'Keep your password secret and do not let anyone else use your account. You are responsible for activity carried out under your account.',
          'For your protection, a login session expires after 12 hours and repeated failed login attempts are temporarily limited.',
          'If you think someone else has used your account, contact support through a one-to-one inquiry straight away.',
        ],
      },
      {
        heading: 'Deposits and withdrawals',
        paragraphs: [
          'Deposits and withdrawals are made by bank transfer in Korean won, in units of 10,000 won. Deposits must come from, and withdrawals are paid only to, a bank account in your own registered name.',
          'A deposit request is credited after the operator has confirmed the transfer, which can take up to 24 hours. You cannot make a new deposit request while another one is still waiting.',
          'A withdrawal is deducted from your balance as soon as you request it and is returned to your balance if it is rejected. Withdrawals above an amount set by the operator require verified identity.',
          'Transfers may be delayed during bank maintenance, from 23:50 to 00:30 every day and on the morning after a public holiday.',
        ],
      },
      {
        heading: 'Points and promotions',
        paragraphs: [
          'Points (mileage) can be converted to cash in your balance from 10,000 points, in units of 10,000 points.',
          'Each promotion is subject to the conditions announced with it in the notices. Points or bonuses obtained by breaking these terms or the conditions of a promotion may be cancelled.',
        ],
      },
      {
        heading: 'Games',
        paragraphs: [
          'Each game is played under its own rules and paytable. Please read them before you play.',
          'A malfunction voids all plays and pays: if a game or our system fails, the rounds affected and any winnings from them are void. Any correction to your balance is recorded and appears in your transaction history.',
        ],
      },
      {
        heading: 'Prohibited behaviour and suspension',
        paragraphs: [
          'You must not collude with other players, use bots or other automated software, exploit errors in games or systems, use another person’s account or bank account, or commit or attempt any kind of fraud.',
          'If we have reasonable grounds to suspect such behaviour, we may suspend your account while we investigate, void the plays concerned and withhold winnings obtained through it. Where the law requires it, we report the matter to the competent authorities.',
          'An account may also be restricted at your own request through the responsible gaming tools, such as a time-out or self-exclusion.',
        ],
      },
      {
        heading: 'Changes and governing law',
        paragraphs: [
          'We may change these terms. Changes are announced in the notices before they take effect, and if you continue to use the site after that you accept the changed terms.',
          'These terms are governed by the law of the jurisdiction of the licence shown at the top of this page. The dispute resolution page describes how complaints are handled.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy Policy',
    summary:
      'This policy explains what personal data we collect, why we use it, how we protect it and how you can exercise your rights.',
    sections: [
      {
        heading: 'Who is responsible',
        paragraphs: [
          'Your personal data is processed by the operator shown at the top of this page. You can reach us through a one-to-one inquiry or at the support e-mail address shown at the top of this page.',
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: [
          'Account details: your account ID, e-mail address, nickname, phone number and date of birth, and your bank name, account number and account holder name.',
          'Activity records: your login times, your deposits, withdrawals and other transactions, your one-to-one inquiries and the memos we send you.',
          'Verification records: your identity verification status and the information you provide to verify your identity, age and bank account.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'We use your personal data to run your account, to process deposits, withdrawals and point conversions, to meet our legal obligations such as anti-money laundering checks and identity verification, and to prevent fraud and misuse of the site.',
          'Where the law requires it, we disclose data to the competent authorities, for example when we report suspicious activity. When you play a game supplied by a third-party provider, that provider receives the information needed to run the game and settle your bets.',
        ],
      },
      {
        heading: 'How we protect it',
        paragraphs: [
          'Passwords are never stored as they are: we keep only an argon2id hash of your password.',
          'Login sessions expire after 12 hours, and repeated login attempts are limited to protect accounts from password guessing.',
          'Bank account numbers are shown masked on the site, with only the last 4 digits visible.',
        ],
      },
      {
        heading: 'Storage in your browser',
        paragraphs: [
          'The site uses your browser’s local storage to keep your preferences (such as theme, style and language), your favourite games and your login session token.',
          'While you are logged in, basic details from your login (such as your account ID, nickname, e-mail address and masked bank account) are kept there too. These login details are removed when you log out. You can remove everything else by clearing your browser’s site data.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep your data while your account is open. After that, we keep records for as long as the law requires, for example transaction and verification records under anti-money laundering rules, and then delete them.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask to see the personal data we hold about you, to have it corrected, or to have it deleted. Send your request to support through a one-to-one inquiry.',
          'We may not be able to delete data that we are required by law to keep until the legal retention period has ended. In that case we will tell you which data is affected and why.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'If we change this policy, we will announce the change in the notices. The current version is always available on this page.',
        ],
      },
    ],
  },

  aml: {
    title: 'Anti-Money Laundering (AML) Policy',
    summary:
      'We take steps required by law to stop this site from being used to launder money or finance crime, and we ask for your cooperation with them.',
    sections: [
      {
        heading: 'Our commitment',
        paragraphs: [
          'As a licensed operator, we must prevent the site from being used for money laundering, terrorist financing or other financial crime. This policy explains the measures that affect you as a member.',
        ],
      },
      {
        heading: 'Your own account only',
        paragraphs: [
          'Deposits must come from a bank account in your own registered name, and withdrawals are paid only to that account.',
          'Payments from or to third parties are not accepted. A deposit sent from someone else’s account may be rejected, and we do not pay withdrawals to anyone other than you.',
        ],
      },
      {
        heading: 'Checks we carry out',
        paragraphs: [
          'We verify members’ identity, age and bank account ownership as described on the identity verification (KYC) page.',
          'We may ask where the money you deposit comes from (source of funds) and ask you for supporting information.',
          'Large or unusual activity may be reviewed, and a withdrawal may be held until the review or verification is complete.',
        ],
      },
      {
        heading: 'Reporting',
        paragraphs: [
          'If we suspect money laundering or other financial crime, we report it to the competent authorities as the law requires.',
          'The law may prohibit us from telling you that a report has been made.',
        ],
      },
      {
        heading: 'Records',
        paragraphs: [
          'Every change to your balance is recorded in a ledger with the balance before and after the change. You can see these entries in your transaction history.',
          'We keep transaction and verification records for as long as the law requires.',
        ],
      },
      {
        heading: 'What we ask of you',
        paragraphs: [
          'Please give accurate information and answer our requests promptly. If you do not provide the information we need, we may be unable to process withdrawals and may restrict your account until the matter is resolved.',
        ],
      },
    ],
  },

  kyc: {
    title: 'Identity Verification (KYC)',
    summary:
      'Identity verification confirms who you are, that you are old enough to play and that the bank account you use is your own.',
    sections: [
      {
        heading: 'What verification is',
        paragraphs: [
          'Identity verification (KYC, “know your customer”) confirms three things: your identity, that you have reached the minimum age, and that the registered bank account belongs to you.',
          'Verification protects you and other members from fraud and underage play, and it is required by law and by the licence.',
        ],
      },
      {
        heading: 'Verification status',
        paragraphs: [
          'Unverified: your identity has not been verified yet.',
          'Pending: you have provided the requested information and it is being checked.',
          'Verified: your identity has been confirmed.',
        ],
      },
      {
        heading: 'When it is required',
        paragraphs: [
          'Withdrawals above an amount set by the operator can only be made once your identity is verified.',
          'We may also ask you to verify your identity at other times, for example if there is doubt about your age, if the details of your bank account do not match your account, or as part of an anti-money laundering review.',
        ],
      },
      {
        heading: 'How to get verified',
        paragraphs: [
          'When verification is needed, we will tell you what is required. If you have questions or want to start verification yourself, contact support through a one-to-one inquiry.',
          'The name on your bank account must match the name registered on your site account.',
        ],
      },
      {
        heading: 'How your data is protected',
        paragraphs: [
          'The information you provide for verification is used only to verify your identity, age and bank account and to meet our legal obligations.',
          'It is kept for the period required by law and handled as described in the privacy policy. Bank account numbers are shown masked on the site, with only the last 4 digits visible.',
        ],
      },
    ],
  },

  responsibleGaming: {
    title: 'Responsible Gaming',
    summary:
      'Gambling should be entertainment, and the tools in My page → Responsible gaming help you keep control of your time and money.',
    sections: [
      {
        heading: 'Play for entertainment',
        paragraphs: [
          'Gambling is a form of entertainment, not a way to make money. Only play with money you can afford to lose, and never try to win back what you have lost.',
          'You can set the following limits and controls yourself at any time in My page → Responsible gaming.',
        ],
      },
      {
        heading: 'Deposit limits',
        paragraphs: [
          'You can set a daily, weekly and monthly deposit limit. A deposit that would take you over any of your limits is not accepted.',
        ],
      },
      {
        heading: 'Session time limit and reality check',
        paragraphs: [
          'A session time limit sets how long you want to play in one session.',
          'A reality check reminds you at the interval you choose how long you have been playing and what your net result is. You can then choose to continue or stop playing.',
        ],
      },
      {
        heading: 'When changes take effect',
        paragraphs: [
          'Lowering a limit, or starting a time-out or self-exclusion, takes effect immediately.',
          'Raising or removing a limit takes effect only after a 24-hour cooling-off period, so that the decision is not made in the heat of the moment.',
        ],
      },
      {
        heading: 'Time-out and self-exclusion',
        paragraphs: [
          'If you need a break, you can take a time-out for 24 hours, 7 days or 30 days. For a longer break, you can exclude yourself for 6 months, 1 year, 5 years or permanently.',
          'During a time-out or self-exclusion you cannot deposit, launch games or bet. You can still log in to read memos and withdraw your balance.',
          'A time-out or self-exclusion cannot be ended early, either by you or by the operator.',
        ],
      },
      {
        heading: 'Signs of problem gambling',
        paragraphs: [
          'Gambling may be becoming a problem if you spend more time or money than you planned, chase your losses, borrow money or sell things to gamble, hide your gambling from family or friends, or feel anxious, irritable or low when you are not gambling.',
          'If you recognise any of these signs, consider setting limits or taking a break, and talk to someone you trust.',
        ],
      },
      {
        heading: 'Getting help',
        paragraphs: [
          'Free and confidential help is available from national counselling services. In Korea, the Korea Center on Gambling Problems (한국도박문제예방치유원) offers counselling, including on its helpline 1336.',
          'If you live in another country, please contact the national gambling support service there.',
        ],
      },
      {
        heading: 'Protecting minors',
        paragraphs: [
          'Anyone under the minimum age may not play. Do not share your login details, and log out when you leave a shared device. Parental control tools on your devices can help keep children away from gambling sites.',
        ],
      },
    ],
  },

  selfExclusion: {
    title: 'Self-Exclusion',
    summary:
      'Self-exclusion blocks your deposits and play for the period you choose, and it cannot be ended early.',
    sections: [
      {
        heading: 'What self-exclusion is',
        paragraphs: [
          'Self-exclusion lets you stop yourself from gambling on this site for a fixed period or permanently. It is meant for times when you feel you need a longer break from gambling.',
          'If you only need a short break, a time-out of 24 hours, 7 days or 30 days may be enough.',
        ],
      },
      {
        heading: 'Periods',
        paragraphs: [
          'You can choose 6 months, 1 year, 5 years or permanent self-exclusion. Please choose carefully, because the period cannot be shortened once it has started.',
        ],
      },
      {
        heading: 'How to start',
        paragraphs: [
          'Go to My page → Responsible gaming, choose self-exclusion and the period, and confirm. The self-exclusion takes effect immediately.',
        ],
      },
      {
        heading: 'What changes during self-exclusion',
        paragraphs: [
          'You cannot deposit, launch games or place bets.',
          'You can still log in to read memos and to withdraw your remaining balance.',
        ],
      },
      {
        heading: 'It cannot be undone early',
        paragraphs: [
          'A self-exclusion cannot be ended before its period is over, either by you or by the operator, even on request. A permanent self-exclusion does not end.',
        ],
      },
      {
        heading: 'Further support',
        paragraphs: [
          'Self-exclusion applies to this site only. If you also play elsewhere, consider excluding yourself there too.',
          'Talking to a counsellor can help. In Korea, the Korea Center on Gambling Problems (한국도박문제예방치유원) offers counselling, including on its helpline 1336.',
        ],
      },
    ],
  },

  disputes: {
    title: 'Dispute Resolution',
    summary:
      'If something went wrong, contact support first; if you are not satisfied with our written answer, you can take the matter to the licensing authority.',
    sections: [
      {
        heading: 'Step 1: Contact support',
        paragraphs: [
          'Send a one-to-one inquiry describing the problem. We typically reply within 1 to 2 days.',
          'Please include the date and time, the game and the amount concerned, and what you expected to happen.',
        ],
      },
      {
        heading: 'Keep your records',
        paragraphs: [
          'Your transaction history shows every change to your balance with the balance before and after it. Note the entries that relate to your complaint.',
          'For game disputes, note the round ID of the round concerned and keep screenshots if you have them.',
        ],
      },
      {
        heading: 'How we handle your complaint',
        paragraphs: [
          'We review your complaint against our records and answer you in writing in reply to your inquiry.',
          'For house games, you can check the outcome of a past round yourself with the verifier on the fairness page. For games from third-party providers, we may need to ask the provider for its records, which can take longer.',
        ],
      },
      {
        heading: 'Step 2: Contact the licensing authority',
        paragraphs: [
          'If you are not satisfied with our final answer, you can take your complaint to the licensing authority shown at the top of this page.',
          'Please include our written answer and your records with your complaint.',
        ],
      },
    ],
  },

  fairness: {
    title: 'Fairness',
    summary:
      'House games use a provably fair scheme, so you can check for yourself that the result of every round was fixed before you played.',
    sections: [
      {
        heading: 'Provably fair house games',
        paragraphs: [
          'The results of our house games are generated with a provably fair scheme. It lets you confirm that a result was not changed after you placed your bet.',
        ],
      },
      {
        heading: 'Seeds and nonce',
        paragraphs: [
          'Server seed: a secret value chosen by the server. Before you play, we publish its SHA-256 hash, which commits us to that seed without revealing it.',
          'Client seed: a value that you can set yourself, so that the result also depends on your input.',
          'Nonce: a number that identifies each round played with the same pair of seeds.',
        ],
      },
      {
        heading: 'How a result is calculated',
        paragraphs: [
          'The result of each round is derived from HMAC-SHA256(serverSeed, "clientSeed:nonce:round"), where serverSeed is the server seed and clientSeed is your client seed.',
          'The resulting value is turned into a game outcome by the mapping published for each game.',
        ],
      },
      {
        heading: 'Verifying past rounds',
        paragraphs: [
          'When the server seed is rotated, the old server seed is revealed. Anyone can then check that its SHA-256 hash matches the hash published before play.',
          'With the revealed server seed, your client seed and the nonce, you can recalculate the result of any past round using the verifier on this page.',
        ],
      },
      {
        heading: 'Return to player and paytables',
        paragraphs: [
          'The return to player (RTP) and the paytable of each game are published.',
          'RTP is a long-term theoretical average over a very large number of rounds. It does not predict or guarantee the result of an individual session.',
        ],
      },
      {
        heading: 'Third-party provider games',
        paragraphs: [
          'Games supplied by third-party providers use the providers’ own random number generators and follow their own certification. The verifier on this page applies to house games only.',
        ],
      },
    ],
  },
};

export default en;
