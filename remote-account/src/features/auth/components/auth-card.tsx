// The frame of the login and sign-up pages inside the host's fullpage layout: a titled card, phone first.
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

export function AuthCard({ title, testId, children, footer, maxWidth = 440 }: {
  title: string; testId: string; children: ReactNode; footer?: ReactNode; maxWidth?: number;
}) {
  return (
    <section data-testid={testId} style={{ width: '100%', maxWidth, margin: '0 auto' }}>
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0, textAlign: 'center' }}>{title}</Typography.Title>
        {children}
        {footer && <div style={{ marginTop: 16, textAlign: 'center' }}>{footer}</div>}
      </Card>
    </section>
  );
}
