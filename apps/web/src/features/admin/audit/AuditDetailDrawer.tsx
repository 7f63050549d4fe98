import { useTranslation } from '../../../app/i18n/useTranslation';
import { Drawer, Tag } from 'antd';
import { formatDateTime } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { auditChange, valueText, type AuditDiffEntry } from './auditDiff';
import type { AuditLogRow } from './auditLog.graphql';
import styles from './AuditDetailDrawer.module.css';

export interface AuditDetailDrawerProps {
  /** The change shown; null closes the drawer. */
  row: AuditLogRow | null;
  onClose: () => void;
}

/** A recorded value, isolated left-to-right inside either language's text. */
function Value({ value }: { value: unknown }) {
  return (
    <code className={styles.value} dir="ltr">
      {valueText(value)}
    </code>
  );
}

const KIND_CLASS: Record<AuditDiffEntry['change'], string | undefined> = {
  added: styles.added,
  removed: styles.removed,
  changed: styles.changed,
};

/** The audit log's detail: who changed what, when, and the before/after difference. */
export function AuditDetailDrawer({ row, onClose }: AuditDetailDrawerProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const change = row ? auditChange(row.values) : null;

  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      title={t('audit.detailTitle')}
      size="large"
      closable={{ 'aria-label': t('audit.close') }}
    >
      {row && change && (
        <div className={styles.detail}>
          <dl className={styles.facts}>
            <dt>{t('audit.columns.time')}</dt>
            <dd>
              <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, language)}</time>
            </dd>
            <dt>{t('audit.columns.entity')}</dt>
            <dd>
              <bdi className={styles.code}>{row.entity}</bdi>
            </dd>
            <dt>{t('audit.columns.entityId')}</dt>
            <dd>
              <bdi dir="ltr" className={styles.code}>
                {row.entityId}
              </bdi>
            </dd>
            <dt>{t('audit.columns.action')}</dt>
            <dd>
              <bdi className={styles.code}>{row.action}</bdi>
            </dd>
            <dt>{t('audit.columns.user')}</dt>
            <dd>{row.createdByEmail ? <bdi>{row.createdByEmail}</bdi> : t('audit.system')}</dd>
            {row.ip && (
              <>
                <dt>{t('audit.ip')}</dt>
                <dd>
                  <bdi>{row.ip}</bdi>
                </dd>
              </>
            )}
          </dl>
          {change.kind === 'diff' ? (
            <section aria-labelledby="audit-diff-title">
              <h3 id="audit-diff-title" className={styles.heading}>
                {t('audit.changes')}
              </h3>
              {change.entries.length === 0 ? (
                <p className={styles.none}>{t('audit.noDifference')}</p>
              ) : (
                <ul className={styles.diff}>
                  {change.entries.map((entry) => (
                    <li
                      key={entry.key}
                      className={`${styles.entry} ${KIND_CLASS[entry.change] ?? ''}`}
                    >
                      <div className={styles.entryHead}>
                        <bdi className={styles.key}>{entry.key}</bdi>
                        <Tag className={styles.kind}>{t(`audit.kinds.${entry.change}`)}</Tag>
                      </div>
                      <dl className={styles.sides}>
                        {entry.change !== 'added' && (
                          <>
                            <dt>{t('audit.before')}</dt>
                            <dd>
                              <Value value={entry.before} />
                            </dd>
                          </>
                        )}
                        {entry.change !== 'removed' && (
                          <>
                            <dt>{t('audit.after')}</dt>
                            <dd>
                              <Value value={entry.after} />
                            </dd>
                          </>
                        )}
                      </dl>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : (
            <section aria-labelledby="audit-values-title">
              <h3 id="audit-values-title" className={styles.heading}>
                {t('audit.recorded')}
              </h3>
              {change.entries.length === 0 ? (
                <p className={styles.none}>{t('audit.noValues')}</p>
              ) : (
                <dl className={styles.facts}>
                  {change.entries.map((entry) => (
                    <div key={entry.key} className={styles.pair}>
                      <dt>
                        <bdi className={styles.key}>{entry.key}</bdi>
                      </dt>
                      <dd>
                        <Value value={entry.value} />
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </section>
          )}
        </div>
      )}
    </Drawer>
  );
}
