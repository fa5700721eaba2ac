/** A `<select>`'s options from a record of each value's label, in the record's order. */
export function SelectOptions({ labels }: { labels: Readonly<Record<string, string | undefined>> }) {
  return Object.entries(labels).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
