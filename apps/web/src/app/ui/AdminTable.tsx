import { Table, type TableProps } from 'antd';
import { panelClass } from './panelClass';
import styles from './AdminTable.module.css';

export type AdminTableProps<T> = Omit<TableProps<T>, 'className'>;

/** A back-office list: antd's table on a raised panel with rounded corners. */
export function AdminTable<T extends object>(props: AdminTableProps<T>) {
  return <Table<T> {...props} className={`${panelClass()} ${styles.table}`} />;
}
