// Businesses from a CSV file (docs/product.md "Import"): choose the file (a dry run answers at
// once, with the mapping guessed), change the columns' fields and map unknown categories, check
// again, skip what should not go in, then apply it all in one go; recent imports undo for 24 hours.
import { Alert, Button, Card, Divider, Group, Stack, Text } from "@mantine/core";
import { SectionHeader } from "#web/components/admin/scaffold/SectionHeader.tsx";
import { ApplyImport } from "./ApplyImport.tsx";
import { CategoryMapping } from "./CategoryMapping.tsx";
import { ColumnMapping } from "./ColumnMapping.tsx";
import { DryRunRows } from "./DryRunRows.tsx";
import { ImportFileStep } from "./ImportFileStep.tsx";
import { rowsText } from "./import-plan.ts";
import { RecentImports } from "./RecentImports.tsx";
import { useBusinessImport } from "./use-business-import.ts";

const delimiterNames = { ",": "comma-separated", ";": "semicolon-separated" } as const;

export function BusinessImportPanel() {
  const flow = useBusinessImport();
  const { result, counts } = flow;
  return (
    <section aria-labelledby="business-import-title">
      <SectionHeader title="Import businesses" titleId="business-import-title" />
      <Text size="sm" c="dimmed" mb="md">
        From a spreadsheet or another directory's export (GrowthZone/ChamberMaster, WordPress Business Directory
        Plugin). Nothing changes until you apply; a business already listed — same website domain, e-mail or name — is
        updated rather than added.
      </Text>
      <Stack gap="lg">
        <ImportFileStep file={flow.file} checking={flow.checking && !result} onChoose={flow.choose} />
        {flow.problem && (
          <Alert color="red" variant="light" title="The file was not taken" role="alert">
            {flow.problem}
          </Alert>
        )}
        {result && counts && (
          <Card withBorder padding="md" aria-busy={flow.checking}>
            <Stack gap="lg">
              <Text size="sm" data-testid="import-file-facts">
                {result.fileName} · {rowsText(result.rows.length)} · {result.encoding.toUpperCase()} ·{" "}
                {delimiterNames[result.delimiter]}
              </Text>
              <ColumnMapping columns={result.columns} mapping={flow.mapping} onChange={flow.setMapping} />
              <CategoryMapping
                unknown={flow.unknownCategories}
                categoryMap={flow.categoryMap}
                ours={result.categories}
                onMap={flow.mapCategory}
              />
              <Group gap="sm">
                <Button
                  variant={flow.checked ? "default" : "filled"}
                  onClick={flow.checkAgain}
                  loading={flow.checking}
                  disabled={!flow.mapping.name}
                >
                  Check again
                </Button>
                {!flow.checked && (
                  <Text size="sm" c="dimmed">
                    Changed since the last check.
                  </Text>
                )}
              </Group>
              <Divider />
              <DryRunRows rows={result.rows} skip={flow.skip} onToggleSkip={flow.toggleSkip} counts={counts} />
              <Divider />
              <ApplyImport
                counts={counts}
                blocker={flow.blocker}
                applying={flow.applying}
                inviteMembers={flow.inviteMembers}
                onInviteMembers={flow.setInviteMembers}
                onApply={flow.apply}
              />
            </Stack>
          </Card>
        )}
        <RecentImports />
      </Stack>
    </section>
  );
}
