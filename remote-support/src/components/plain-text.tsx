// Member and operator text is plain text: rendered as React text (never as HTML), line breaks kept by CSS.
export function PlainText({ text, testId }: { text: string; testId?: string }) {
  return <p className="support-text" data-testid={testId}>{text}</p>;
}
