import { Link } from 'react-router';
import { Button } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import styles from './AdminTable.module.css';

export interface AdminRowActionsProps {
  /** The row's edit page; or, for a page that edits in a drawer, `onEdit`. */
  editTo?: string;
  onEdit?: () => void;
  /** The router state the edit page is opened with (the list to come back to). */
  editState?: unknown;
  /** Names the row: "Edit Panadol". */
  editLabel: string;
  /** Names the row: "Delete Panadol". */
  deleteLabel: string;
  /** The buttons' tooltips: "Edit", "Delete". */
  editTitle: string;
  deleteTitle: string;
  onDelete: () => void;
}

/** The last cell of an admin table's row: edit (a link, or a button) and delete, as icons. */
export function AdminRowActions({
  editTo,
  onEdit,
  editState,
  editLabel,
  deleteLabel,
  editTitle,
  deleteTitle,
  onDelete,
}: AdminRowActionsProps) {
  return (
    <div className={styles.actions}>
      {editTo === undefined ? (
        <Button
          type="text"
          icon={<EditOutlined aria-hidden />}
          aria-label={editLabel}
          title={editTitle}
          onClick={onEdit}
        />
      ) : (
        <Link
          to={editTo}
          state={editState}
          className={styles.iconLink}
          aria-label={editLabel}
          title={editTitle}
        >
          <EditOutlined aria-hidden />
        </Link>
      )}
      <Button
        type="text"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={deleteLabel}
        title={deleteTitle}
        onClick={onDelete}
      />
    </div>
  );
}
