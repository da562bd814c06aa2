import type { ReactNode } from 'react';

/** A docs page's table (Storybook's docs styles draw it): a header row, then the rows given. */
export function Table({ head, children }: { head: readonly string[]; children: ReactNode }) {
  return (
    <table>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A table row for one token: its name as code, then its cells. */
export function TokenRow({ token, children }: { token: string; children: ReactNode }) {
  return (
    <tr>
      <td>
        <code>{token}</code>
      </td>
      {children}
    </tr>
  );
}
