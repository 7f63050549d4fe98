import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, Spin } from 'antd';

export interface RemoteOption {
  value: string;
  label: string;
}

export interface RemoteSearchSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Asks the server for the choices matching a typed string ('' for the first ones). */
  search: (query: string) => Promise<readonly RemoteOption[]>;
  /** The label of the value it opens with, before any search (an edited record's reference). */
  initial?: RemoteOption;
  disabled?: boolean;
  placeholder?: string;
}

/** Typing pauses this long before the server is asked. */
const DEBOUNCE_MS = 250;

/**
 * A reference picked from a list too long to load whole (SPEC §5 remote-search select):
 * clearable, filtered by the server on the string typed, the first choices on opening.
 */
export function RemoteSearchSelect({
  id,
  value,
  onChange,
  search,
  initial,
  disabled,
  placeholder,
}: RemoteSearchSelectProps) {
  const { t } = useTranslation('admin');
  const [options, setOptions] = useState<readonly RemoteOption[]>(initial ? [initial] : []);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Answers that arrive out of order: only the last query's is shown.
  const latest = useRef(0);

  const ask = (query: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const asked = ++latest.current;
      setLoading(true);
      search(query).then(
        (found) => {
          if (asked !== latest.current) return;
          setOptions(found);
          setFailed(false);
          setLoading(false);
        },
        () => {
          if (asked !== latest.current) return;
          setFailed(true);
          setLoading(false);
        },
      );
    }, DEBOUNCE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Select<string>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={[...options]}
      disabled={disabled}
      placeholder={placeholder}
      allowClear
      showSearch={{ filterOption: false, onSearch: ask }}
      onOpenChange={(open) => {
        if (open) ask('');
      }}
      loading={loading}
      notFoundContent={
        loading ? (
          <Spin size="small" />
        ) : failed ? (
          t('resource.searchFailed')
        ) : (
          t('resource.noMatch')
        )
      }
    />
  );
}
