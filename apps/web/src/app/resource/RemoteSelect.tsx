import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Select, Spin } from 'antd';

export interface RemoteOption {
  value: string;
  label: string;
}

export interface RemoteSelectProps {
  id: string;
  className?: string;
  label: string;
  value: string | null;
  /** The options matching a typed text ('' when the list opens), from the server. */
  search: (text: string) => Promise<RemoteOption[]>;
  onChange: (value: string | null) => void;
}

/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 300;

/**
 * A select whose options come from the server as the user types (SPEC §5 remote-search
 * selects): clearable, filtered by a string query, the chosen value kept when it is not among
 * the latest answer.
 */
export function RemoteSelect({ id, className, label, value, search, onChange }: RemoteSelectProps) {
  const { t } = useTranslation('admin');
  const [options, setOptions] = useState<RemoteOption[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const ask = (text: string) => {
    clearTimeout(timer.current);
    const asked = ++latest.current;
    setLoading(true);
    timer.current = setTimeout(() => {
      search(text.trim())
        .then((found) => {
          if (asked === latest.current) setOptions(found);
        })
        .catch(() => {
          if (asked === latest.current) setOptions([]);
        })
        .finally(() => {
          if (asked === latest.current) setLoading(false);
        });
    }, SEARCH_DELAY_MS);
  };

  const shown =
    value && !options.some((option) => option.value === value)
      ? [{ value, label: value }, ...options]
      : options;

  return (
    <Select
      id={id}
      className={className}
      aria-label={label}
      placeholder={label}
      value={value}
      options={shown}
      allowClear
      showSearch={{ filterOption: false, onSearch: ask }}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : t('resource.noMatch')}
      onOpenChange={(open) => {
        if (open) ask('');
      }}
      onChange={(next: string | undefined) => onChange(next ?? null)}
    />
  );
}
