import { useSearchParams } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Spin } from 'antd';
import { can } from '@dawa/shared/access';
import { isRole } from '@dawa/shared/roles';
import { SectionTabs } from '../../app/ui/SectionTabs';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { MODERATION_KINDS } from './kinds';
import { ModerationQueue } from './ModerationQueue';
import { kindFromParam } from './queueState';
import { useModerationMessages } from './useModerationMessages';
import styles from './ModerationPage.module.css';

/**
 * `/{lang}/admin/moderation`: pending posts waiting for a moderator, a tab per kind of post
 * (`?kind=`), each with accept and delete-with-reason for moderators; readers of the section
 * see the queue alone. Its own lazy chunk (see LazyModerationPage); the admin area's guard has
 * already checked that the roles read moderation.
 */
export default function ModerationPage({ roles }: ModerationPageProps) {
  const ready = useModerationMessages();
  if (!ready) {
    return (
      <div className={styles.loading}>
        <Spin />
      </div>
    );
  }
  return <Moderation readOnly={!can(roles.filter(isRole), 'moderation', 'write')} />;
}

export interface ModerationPageProps {
  roles: readonly string[];
}

function Moderation({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('moderation');
  useDocumentTitle(t('title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const kinds = MODERATION_KINDS.map((definition) => definition.kind);
  const active = kindFromParam(searchParams.get('kind'), kinds);

  return (
    <section className={styles.page} aria-labelledby="moderation-title">
      <header className={styles.header}>
        <h1 id="moderation-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <SectionTabs
        activeKey={active}
        onChange={(kind) => setSearchParams(kind === kinds[0] ? {} : { kind })}
        aria-label={t('kindsLabel')}
        items={MODERATION_KINDS.map((definition) => ({
          key: definition.kind,
          label: t(`kinds.${definition.kind}`),
          // Mounted per kind, so switching tabs starts that kind's queue afresh.
          children:
            definition.kind === active ? (
              <ModerationQueue key={definition.kind} definition={definition} readOnly={readOnly} />
            ) : null,
        }))}
      />
    </section>
  );
}
