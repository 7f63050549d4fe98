import { useTranslation } from '../../../app/i18n/useTranslation';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { formatFileSize } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import styles from './CommercePage.module.css';

export interface FileListProps {
  files: readonly {
    id: string;
    name: string;
    url: string;
    /** Null for a document (an order's PDF): it shows as a download row. */
    thumbnailUrl: string | null;
    sizeInBytes: number;
  }[];
}

/**
 * A record's files in its detail: a picture as a thumbnail opening the file, a document as a
 * row (icon, name, size) that downloads it (the server names the download).
 */
export function FileList({ files }: FileListProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <ul className={styles.files}>
      {files.map((file) =>
        file.thumbnailUrl === null ? (
          <li key={file.id} className={styles.document}>
            <a
              href={file.url}
              download={file.name}
              title={t('commerce.download', { name: file.name })}
              data-testid="file-download"
            >
              <FilePdfOutlined aria-hidden className={styles.documentIcon} />
              <bdi className={styles.documentName}>{file.name}</bdi>
              <span className={styles.documentSize}>
                {formatFileSize(file.sizeInBytes, language)}
              </span>
            </a>
          </li>
        ) : (
          <li key={file.id} className={styles.file}>
            <a href={file.url} target="_blank" rel="noopener noreferrer">
              <img src={file.thumbnailUrl} alt={file.name} loading="lazy" />
            </a>
            <bdi>{file.name}</bdi>
          </li>
        ),
      )}
    </ul>
  );
}
