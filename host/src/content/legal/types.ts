// Text content of the footer information pages (licence, terms, policies). One file per language
// (`ko.ts`, `en.ts`); every paragraph is plain text — the page renders it as text, never as HTML.
// Operator-specific facts (company, licence number, licensing authority, support e-mail) are not part
// of this text: the page shows them at the top from the site configuration, and the text refers to them.

export type LegalPageKey =
  | 'licence'
  | 'terms'
  | 'privacy'
  | 'aml'
  | 'kyc'
  | 'responsibleGaming'
  | 'selfExclusion'
  | 'disputes'
  | 'fairness';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalPage {
  title: string;
  summary: string;
  sections: LegalSection[];
}

export type LegalContent = Record<LegalPageKey, LegalPage>;
