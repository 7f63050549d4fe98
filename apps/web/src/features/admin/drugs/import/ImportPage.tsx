import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Progress, Statistic, Steps, Table, Upload } from 'antd';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import {
  DRUG_IMPORT_ERRORS_SHOWN,
  DRUG_IMPORT_MAX_BYTES,
  DRUG_IMPORT_TEMPLATE_PATH,
  type DrugImportPreview,
  type DrugImportRowError,
} from '@dawa/shared/drugImport';
import { useShowApiError } from '../../../../app/errors/useApiErrorHandler';
import { useLanguage } from '../../../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../../../app/layout/useDocumentTitle';
import { AdminPage } from '../../../../app/ui/AdminPage';
import { adminValidationKey } from '../../adminValidation';
import { formatFileSize, formatNumber } from '../../../../app/format/format';
import { checkDrugFile, importDrugFile, type ImportFailure } from './importClient';
import {
  IMPORT_ACCEPT,
  checkImportFile,
  type ChosenFile,
  type ImportFileProblem,
} from './importFile';
import { INITIAL_IMPORT_STATE, currentStep, importReducer, progressPercent } from './importState';
import styles from './ImportPage.module.css';
import { BusyButton } from '../../../../app/forms/BusyButton';

/** Importer page size (SPEC §9). */
const ERRORS_PAGE_SIZE = 10;

/**
 * Drug import (issue 5 item 2): download the template, choose a .csv or .xlsx file (read
 * when chosen, not sent), check it (dry run: totals and row errors), import it with a
 * progress bar fed by the server's stream, see what was imported and skipped.
 */
export function ImportPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [state, dispatch] = useReducer(importReducer, INITIAL_IMPORT_STATE);
  useDocumentTitle(t('import.title'));

  // Leaving the page stops reading the answer (a running import finishes on the server).
  const requests = useRef<AbortController | null>(null);
  useEffect(() => () => requests.current?.abort(), []);
  const nextSignal = () => {
    requests.current?.abort();
    requests.current = new AbortController();
    return requests.current.signal;
  };

  /** The SPEC §8 shared handling, for an answer that says nothing about the file. */
  const showApiError = useShowApiError();

  const failed = (failure: ImportFailure) => {
    if (failure.kind === 'refused') {
      dispatch({ type: 'refused', problem: failure.problem });
    } else {
      dispatch({ type: 'abandon' });
      showApiError({ code: failure.code, fieldErrors: [] });
    }
  };

  const choose = async (file: File) => {
    const problem = checkImportFile(file);
    if (problem) {
      dispatch({ type: 'refuseChoice', problem });
      return;
    }
    const bytes = await file.arrayBuffer();
    dispatch({
      type: 'choose',
      file: { name: file.name, type: file.type, size: file.size, bytes },
    });
  };

  const check = async (file: ChosenFile) => {
    const signal = nextSignal();
    dispatch({ type: 'check' });
    const answer = await checkDrugFile(file, signal).catch(() => null);
    if (!answer) return;
    if (answer.ok) dispatch({ type: 'checked', preview: answer.value });
    else failed(answer.failure);
  };

  const runImport = async (file: ChosenFile) => {
    const signal = nextSignal();
    dispatch({ type: 'import' });
    const answer = await importDrugFile(
      file,
      (done, total) => dispatch({ type: 'progress', done, total }),
      signal,
    ).catch(() => null);
    if (!answer) return;
    if (answer.ok) dispatch({ type: 'finish', outcome: answer.value });
    else failed(answer.failure);
  };

  const busy = state.step === 'checking' || state.step === 'importing';
  const problem = state.step === 'empty' || state.step === 'chosen' ? state.problem : null;
  const file = state.step === 'empty' ? null : state.file;
  const preview =
    state.step === 'checked' || state.step === 'importing' || state.step === 'finished'
      ? state.preview
      : null;

  return (
    <AdminPage
      titleId="drug-import-title"
      title={t('import.title')}
      actions={
        <Button href={DRUG_IMPORT_TEMPLATE_PATH} download icon={<DownloadOutlined aria-hidden />}>
          {t('import.template')}
        </Button>
      }
    >
      <p className={styles.intro}>{t('import.intro')}</p>

      <Steps
        className={styles.steps}
        size="small"
        current={currentStep(state)}
        aria-label={t('import.steps.label')}
        items={[
          { title: t('import.steps.choose') },
          { title: t('import.steps.check') },
          { title: t('import.steps.import') },
        ]}
      />

      {(state.step === 'empty' || state.step === 'chosen') && (
        <Upload.Dragger
          className={styles.dropzone}
          accept={IMPORT_ACCEPT}
          multiple={false}
          showUploadList={false}
          beforeUpload={(chosen) => {
            void choose(chosen);
            // Keep it: nothing is uploaded until the editor asks for a check.
            return Upload.LIST_IGNORE;
          }}
        >
          <p className={styles.dropIcon} aria-hidden>
            <InboxOutlined />
          </p>
          <p className={styles.dropText}>{t('import.drop')}</p>
          <p className={styles.dropHint}>
            {t('import.dropHint', { max: formatFileSize(DRUG_IMPORT_MAX_BYTES, language) })}
          </p>
        </Upload.Dragger>
      )}

      {problem && <FileProblem problem={problem} />}

      {file && (
        <div className={styles.file} aria-label={t('import.chosen')} role="group">
          <FileTextOutlined className={styles.fileIcon} aria-hidden />
          <div className={styles.fileText}>
            <strong className={styles.fileName}>
              <bdi>{file.name}</bdi>
            </strong>
            <span className={styles.muted}>
              {formatFileSize(file.size, language)}
              {preview && ` · ${t('import.layout.label')}: ${t(`import.layout.${preview.layout}`)}`}
            </span>
          </div>
          <div className={styles.fileActions}>
            {(state.step === 'chosen' || state.step === 'checking') && (
              <BusyButton
                type="primary"
                icon={<CheckCircleOutlined aria-hidden />}
                busy={state.step === 'checking'}
                onClick={() => void check(file)}
              >
                {t('import.check')}
              </BusyButton>
            )}
            <Button
              icon={<ReloadOutlined aria-hidden />}
              disabled={busy}
              onClick={() => dispatch({ type: 'reset' })}
            >
              {t('import.reset')}
            </Button>
          </div>
        </div>
      )}

      {preview && <PreviewReport preview={preview} />}

      {state.step === 'checked' && (
        <div className={styles.importRow}>
          <Button
            type="primary"
            size="large"
            icon={<UploadOutlined aria-hidden />}
            disabled={state.preview.valid === 0}
            onClick={() => void runImport(state.file)}
          >
            {t('import.importCount', { count: state.preview.valid })}
          </Button>
          {state.preview.invalid > 0 && (
            <span className={styles.muted}>{t('import.errors.skippedNote')}</span>
          )}
        </div>
      )}

      {state.step === 'importing' && (
        <div className={styles.progress} role="status">
          <Progress
            percent={progressPercent(state.done, state.total)}
            status="active"
            aria-label={t('import.progressLabel')}
          />
          <p className={styles.muted}>
            {t('import.progress', {
              done: formatNumber(state.done, language),
              total: formatNumber(state.total, language),
            })}
          </p>
        </div>
      )}

      {state.step === 'finished' &&
        (state.outcome.type === 'done' ? (
          <Alert
            type="success"
            showIcon
            role="status"
            title={t('import.done')}
            description={
              <div className={styles.stats}>
                <Statistic
                  title={t('import.imported')}
                  value={formatNumber(state.outcome.imported, language)}
                />
                <Statistic
                  title={t('import.skipped')}
                  value={formatNumber(state.outcome.skipped, language)}
                />
              </div>
            }
          />
        ) : (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('import.failed', {
              count: state.outcome.imported,
              imported: formatNumber(state.outcome.imported, language),
            })}
          />
        ))}
    </AdminPage>
  );
}

function FileProblem({ problem }: { problem: ImportFileProblem }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const missing = 'missingColumns' in problem ? (problem.missingColumns ?? []) : [];
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t(adminValidationKey(problem.error), {
        max: formatFileSize(DRUG_IMPORT_MAX_BYTES, language),
      })}
      description={
        missing.length > 0 ? t('import.missingColumns', { columns: missing.join(', ') }) : undefined
      }
    />
  );
}

function PreviewReport({ preview }: { preview: DrugImportPreview }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const truncated = preview.errors.length >= DRUG_IMPORT_ERRORS_SHOWN;

  return (
    <div className={styles.report}>
      <div className={styles.stats}>
        <Statistic
          title={t('import.summary.total')}
          value={formatNumber(preview.total, language)}
        />
        <Statistic
          title={t('import.summary.valid')}
          value={formatNumber(preview.valid, language)}
        />
        <Statistic
          title={t('import.summary.invalid')}
          value={formatNumber(preview.invalid, language)}
          styles={preview.invalid > 0 ? { content: { color: '#cf1322' } } : undefined}
        />
      </div>
      {preview.errors.length === 0 ? (
        <Alert type="success" showIcon title={t('import.errors.none')} />
      ) : (
        <section aria-labelledby="drug-import-errors" className={styles.errors}>
          <h2 id="drug-import-errors" className={styles.subtitle}>
            {t('import.errors.title')}
          </h2>
          {truncated && (
            <p className={styles.muted}>
              {t('import.errors.truncated', {
                count: DRUG_IMPORT_ERRORS_SHOWN,
                shown: formatNumber(DRUG_IMPORT_ERRORS_SHOWN, language),
              })}
            </p>
          )}
          <Table<DrugImportRowError & { key: string }>
            size="small"
            dataSource={preview.errors.map((error, index) => ({ ...error, key: String(index) }))}
            pagination={{
              pageSize: ERRORS_PAGE_SIZE,
              showSizeChanger: false,
              hideOnSinglePage: true,
            }}
            columns={[
              {
                key: 'line',
                title: t('import.errors.columns.line'),
                dataIndex: 'line',
                width: 72,
                render: (line: number) => <span className={styles.number}>{line}</span>,
              },
              {
                key: 'column',
                title: t('import.errors.columns.column'),
                dataIndex: 'path',
                render: (path: string) => (
                  <code className={styles.column} dir="ltr">
                    {path}
                  </code>
                ),
              },
              {
                key: 'message',
                title: t('import.errors.columns.message'),
                dataIndex: 'message',
                render: (message: string) => t(adminValidationKey(message)),
              },
            ]}
          />
        </section>
      )}
    </div>
  );
}
