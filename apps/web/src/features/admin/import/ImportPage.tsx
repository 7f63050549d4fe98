import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { Alert, Button, Select, Upload } from 'antd';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import {
  IMPORT_FORMATS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  importTemplatePath,
  type ImportEntity,
} from '@dawa/shared/importer';
import { useShowApiError } from '../../../app/errors/useApiErrorHandler';
import { BusyButton } from '../../../app/forms/BusyButton';
import { formatFileSize, formatNumber } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import { AdminPage } from '../../../app/ui/AdminPage';
import { EmptyState } from '../../../app/ui/EmptyState';
import { validationMessageKey } from '../../../app/forms/validationMessageKey';
import { checkInFile } from './importClient';
import {
  checkImportFile,
  importAccept,
  type ChosenFile,
  type ImportFileProblem,
} from './importFile';
import { ImportHistory } from './ImportHistory';
import { importableEntities } from './importableEntities';
import styles from './ImportPage.module.css';

export interface ImportPageProps {
  roles: readonly string[];
}

/**
 * The importer (issue #16 point 5): pick what to import, download its template, choose a file
 * (read when chosen, not sent: SPEC §5) and check it; the check opens the import's own page.
 */
export function ImportPage({ roles }: ImportPageProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const navigate = useNavigate();
  const showApiError = useShowApiError();
  useDocumentTitle(t('import.title'));
  const entities = importableEntities(roles, 'read');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('entity');
  const entity = entities.find((candidate) => candidate === asked) ?? entities[0];
  const writer = entity !== undefined && importableEntities(roles, 'write').includes(entity);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [problem, setProblem] = useState<ImportFileProblem | null>(null);
  const [checking, setChecking] = useState(false);

  // Leaving the page stops waiting for the answer.
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  if (!entity) {
    return (
      <AdminPage titleId="import-title" title={t('import.title')}>
        <EmptyState>
          <p>{t('import.nothing')}</p>
        </EmptyState>
      </AdminPage>
    );
  }

  const reset = () => {
    request.current?.abort();
    setFile(null);
    setProblem(null);
    setChecking(false);
  };

  const pick = (next: ImportEntity) => {
    reset();
    setSearch(
      (current) => {
        current.set('entity', next);
        return current;
      },
      { replace: true },
    );
  };

  const choose = async (chosen: File) => {
    const refused = checkImportFile(entity, chosen);
    setProblem(refused);
    if (refused) {
      setFile(null);
      return;
    }
    const bytes = await chosen.arrayBuffer();
    setFile({ name: chosen.name, type: chosen.type, size: chosen.size, bytes });
  };

  const check = async (chosen: ChosenFile) => {
    request.current?.abort();
    request.current = new AbortController();
    setChecking(true);
    const answer = await checkInFile(entity, chosen, request.current.signal).catch(() => null);
    if (!answer) return;
    setChecking(false);
    if (answer.ok) {
      void navigate(answer.jobId);
    } else if (answer.failure.kind === 'refused') {
      setProblem(answer.failure.problem);
    } else {
      showApiError({ code: answer.failure.code, fieldErrors: [] });
    }
  };

  // Isolated, so that `.xlsx` keeps its dot in front in an Arabic sentence.
  const formats = IMPORT_FORMATS[entity]
    .map((format) => `\u2066.${format}\u2069`)
    .join(t('import.or'));
  const missing = problem && 'missingColumns' in problem ? (problem.missingColumns ?? []) : [];

  return (
    <AdminPage
      titleId="import-title"
      title={t('import.title')}
      actions={
        <Button href={importTemplatePath(entity)} download icon={<DownloadOutlined aria-hidden />}>
          {t('import.template')}
        </Button>
      }
    >
      <p className={styles.intro}>{t('import.intro')}</p>
      <label className={styles.picker}>
        <span>{t('import.entity')}</span>
        <Select<ImportEntity>
          className={styles.pickerSelect}
          value={entity}
          onChange={pick}
          options={entities.map((value) => ({ value, label: t(`import.entities.${value}`) }))}
        />
      </label>
      <p className={styles.muted}>{t(`import.about.${entity}`)}</p>

      {!writer && <Alert type="info" showIcon title={t('import.readOnly')} />}

      {writer && !file && (
        <Upload.Dragger
          className={styles.dropzone}
          accept={importAccept(entity)}
          multiple={false}
          showUploadList={false}
          beforeUpload={(chosen) => {
            void choose(chosen);
            // Keep it: nothing is sent until the file is checked.
            return Upload.LIST_IGNORE;
          }}
        >
          <p className={styles.dropIcon} aria-hidden>
            <InboxOutlined />
          </p>
          <p className={styles.dropText}>{t('import.drop', { formats })}</p>
          <p className={styles.dropHint}>
            {t('import.dropHint', {
              max: formatFileSize(IMPORT_MAX_BYTES, language),
              rows: formatNumber(IMPORT_MAX_ROWS, language),
            })}
          </p>
        </Upload.Dragger>
      )}

      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(validationMessageKey(problem.error), {
            max:
              problem.error === 'importTooManyRows'
                ? formatNumber(IMPORT_MAX_ROWS, language)
                : formatFileSize(IMPORT_MAX_BYTES, language),
          })}
          description={
            missing.length > 0
              ? t('import.missingColumns', { columns: missing.join(', ') })
              : undefined
          }
        />
      )}

      {file && (
        <div className={styles.file} aria-label={t('import.chosen')} role="group">
          <FileTextOutlined className={styles.fileIcon} aria-hidden />
          <div className={styles.fileText}>
            <strong className={styles.fileName}>
              <bdi>{file.name}</bdi>
            </strong>
            <span className={styles.muted}>{formatFileSize(file.size, language)}</span>
          </div>
          <div className={styles.fileActions}>
            <BusyButton
              type="primary"
              icon={<CheckCircleOutlined aria-hidden />}
              busy={checking}
              onClick={() => void check(file)}
            >
              {t('import.check')}
            </BusyButton>
            <Button icon={<ReloadOutlined aria-hidden />} onClick={reset}>
              {t('import.reset')}
            </Button>
          </div>
        </div>
      )}
      <ImportHistory />
    </AdminPage>
  );
}
