// The compact table an admin list can show instead of its cards on a wide screen: one row per
// item, its name as the row's header, the Edit and Delete buttons in the last column. Rows carry
// the same data-item-key as cards, so a saved item is found and highlighted the same way.
import { Table } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "#web/components/admin/admin.module.css";

interface AdminTableColumn<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
}

export interface AdminTableProps<Item> {
  /** Names the table: "Businesses". */
  caption: string;
  items: Item[];
  itemKey: (item: Item) => string | number;
  highlighted: string | null;
  /** The first column names the row. */
  columns: AdminTableColumn<Item>[];
  actions: (item: Item) => ReactNode;
}

export function AdminTable<Item>({ caption, items, itemKey, highlighted, columns, actions }: AdminTableProps<Item>) {
  const [first, ...rest] = columns;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs" className={classes.table}>
        <Table.Caption className={classes.visuallyHidden}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const key = String(itemKey(item));
            return (
              <Table.Tr
                key={key}
                data-item-key={key}
                className={highlighted === key ? classes.highlightedRow : undefined}
              >
                {first && <Table.Th scope="row">{first.cell(item)}</Table.Th>}
                {rest.map((column) => (
                  <Table.Td key={column.header}>{column.cell(item)}</Table.Td>
                ))}
                <Table.Td className={classes.actionsCell}>{actions(item)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
