// What a change does to a listing, field by field, old → new: under the pending banner and in the
// listing's history on the member's page.
import { Table, Text } from "@mantine/core";
import classes from "#web/components/admin/admin.module.css";
import { textOf } from "#web/components/admin/submissions/submission-fields.ts";

const labels: Record<string, string> = {
  name: "Name",
  description: "Description",
  category: "Category",
  address: "Address",
  phone: "Phone",
  website: "Website",
  email: "Public email",
  imageId: "Photo",
  hours: "Opening hours",
  social: "Social links",
};

const shown = (field: string, value: unknown) => {
  if (field === "imageId") return value == null ? "No photo" : "A new photo";
  return textOf(value) || "—";
};

export function ListingChanges({
  changes,
  label,
}: {
  changes: Record<string, { from?: unknown; to?: unknown }>;
  label: string;
}) {
  const fields = Object.keys(changes);
  if (fields.length === 0) return <Text size="sm">No field differs from the published listing.</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table variant="vertical" layout="fixed" withTableBorder fz="sm" bg="white" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={130}>Field</Table.Th>
            <Table.Th>Was</Table.Th>
            <Table.Th>Becomes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((field) => (
            <Table.Tr key={field}>
              <Table.Th w={130}>{labels[field] ?? field}</Table.Th>
              <Table.Td className={classes.preWrap}>{shown(field, changes[field]?.from)}</Table.Td>
              <Table.Td className={classes.preWrap}>{shown(field, changes[field]?.to)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
