// The "Identity verification" section of my page (issue 47 §2): the member's KYC state and, after a review, the
// reason compliance gave; the upload of an identity or address document (the server checks the type by content and
// the size); and his documents with their review state (each downloadable: his own only).
import { Alert, Button, Card, Flex, Select, Tag, Typography } from 'antd';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  attempt, formatDateTime, KYC_DOCUMENT_KINDS, KYC_DOCUMENT_TYPES, useFailure, type Failure, type KycDocument, type KycDocumentKind, type KycStatus, type KycView,
} from '@casino/shared';
import { downloadKycDocument, getKyc, uploadKycDocument } from '../api/kyc';

export const KYC_ANCHOR = 'identity-verification';
const STATUS_COLOUR: Record<KycStatus, string> = { unverified: 'default', pending: 'processing', verified: 'success', rejected: 'error', more_needed: 'warning' };

export function KycSection() {
  const { t } = useTranslation('account');
  const failures = useFailure();
  const [view, setView] = useState<KycView | null>(null);
  const [loadFailure, setLoadFailure] = useState<Failure | null>(null);
  const [kind, setKind] = useState<KycDocumentKind>('identity');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ids = { kind: useId(), file: useId() };

  const load = useCallback(async () => {
    const outcome = await attempt(getKyc);
    if (outcome.ok) { setView(outcome.data); setLoadFailure(null); } else setLoadFailure(outcome.failure);
  }, []);
  useEffect(() => { void load(); }, [load]);

  const upload = async () => {
    if (!file) return;
    setBusy(true); setProblem(null); setDone(false);
    const outcome = await attempt(() => uploadKycDocument(kind, file));
    setBusy(false);
    if (outcome.ok) {
      setDone(true); setFile(null);
      if (input.current) input.current.value = '';
      await load();
    } else {
      const place = failures.show(outcome.failure, { fields: ['file', 'kind'], inline: true });
      if (place.show !== 'toast' && place.show !== 'redirect') setProblem(failures.text(outcome.failure));
    }
  };

  /** One of his own documents, through the API (the credential travels; the file is never on a public path). */
  const download = async (doc: KycDocument) => {
    const outcome = await attempt(() => downloadKycDocument(doc.id));
    if (!outcome.ok) { failures.show(outcome.failure); return; }
    if (!outcome.data) return;
    const url = URL.createObjectURL(outcome.data);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${doc.kind}-${doc.id}`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const status = view?.kyc_status;
  return (
    <Card id={KYC_ANCHOR} title={t('kycDocs.title')} style={{ marginTop: 16, scrollMarginTop: 72 }} data-testid="kyc-section">
      {loadFailure && <Alert type="error" showIcon title={failures.text(loadFailure)} />}
      {view && status && (
        <>
          <Typography.Paragraph>
            <Tag color={STATUS_COLOUR[status]} data-testid="kyc-state">{t(`responsible.kyc.status.${status}`)}</Tag>
          </Typography.Paragraph>
          {view.reason && (
            <Alert type={status === 'rejected' ? 'error' : 'warning'} showIcon style={{ marginBottom: 16 }} title={t('kycDocs.reason')}
              description={<span data-testid="kyc-reason">{view.reason}</span>} />
          )}
          {status !== 'verified' && (
            <>
              <Typography.Paragraph type="secondary">{t('kycDocs.intro', { mb: Math.floor(view.max_bytes / 1024 / 1024) })}</Typography.Paragraph>
              <Flex wrap gap={8} align="end" style={{ marginBottom: 16 }}>
                <div>
                  <label htmlFor={ids.kind} style={{ display: 'block' }}>{t('kycDocs.kind')}</label>
                  <Select id={ids.kind} value={kind} onChange={setKind} style={{ minWidth: 180, maxWidth: '100%' }} data-testid="kyc-kind"
                    options={KYC_DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`kycDocs.kinds.${k}`) }))} />
                </div>
                {/* a file input's own width (its button and file name) would push a 320 px screen sideways */}
                <div style={{ maxWidth: '100%', minWidth: 0 }}>
                  <label htmlFor={ids.file} style={{ display: 'block' }}>{t('kycDocs.file')}</label>
                  <input id={ids.file} ref={input} type="file" accept={KYC_DOCUMENT_TYPES.join(',')} data-testid="kyc-file" style={{ maxWidth: '100%' }}
                    onChange={(e) => { setFile(e.target.files?.[0] ?? null); setProblem(null); setDone(false); }} />
                </div>
                <Button type="primary" disabled={!file} loading={busy} onClick={() => { void upload(); }} data-testid="kyc-upload">{t('kycDocs.upload')}</Button>
              </Flex>
              {problem && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={problem} data-testid="kyc-upload-error" />}
              {done && <Alert type="success" showIcon style={{ marginBottom: 16 }} title={t('kycDocs.uploaded')} data-testid="kyc-upload-done" />}
            </>
          )}
          {view.documents.length > 0 && (
            <div data-testid="kyc-documents">
              <Typography.Text strong>{t('kycDocs.documents')}</Typography.Text>
              <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
                {view.documents.map((doc) => (
                  <li key={doc.id} data-testid={`kyc-document-${doc.id}`} style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, padding: '6px 0', borderTop: '1px solid #f0f0f0' }}>
                    <span>{t(`kycDocs.kinds.${doc.kind}`)} · {formatDateTime(doc.created_at)}</span>
                    <span>
                      <Tag color={doc.decision === null ? 'processing' : 'default'}>{doc.decision === null ? t('kycDocs.waiting') : t('kycDocs.reviewed')}</Tag>
                      <Button size="small" type="link" onClick={() => { void download(doc); }} data-testid={`kyc-download-${doc.id}`}>{t('kycDocs.download')}</Button>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
