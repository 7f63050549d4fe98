import type { ReactNode } from 'react';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ButtonLink } from '../layout/ButtonLink';
import { AdminPage } from './AdminPage';

export interface AdminListPageProps {
  /** The heading's id: the page's section is named by it. */
  titleId: string;
  title: string;
  /**
   * The text of the button beside the title that opens the form for a new item (`new`); none
   * for a reader, who may not create.
   */
  newLabel?: string;
  /** Above the heading: the delete dialog's context holder. */
  before?: ReactNode;
  children: ReactNode;
}

/** A back-office list of things: its heading with a "New …" button, then the list. */
export function AdminListPage({ titleId, title, newLabel, before, children }: AdminListPageProps) {
  return (
    <AdminPage
      titleId={titleId}
      title={title}
      before={before}
      actions={
        newLabel && (
          <ButtonLink to="new" type="primary" icon={<PlusOutlined aria-hidden />}>
            {newLabel}
          </ButtonLink>
        )
      }
    >
      {children}
    </AdminPage>
  );
}
