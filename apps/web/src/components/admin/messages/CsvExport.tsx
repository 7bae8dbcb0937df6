// A list's count and its CSV download, beside the Messages tab's two titles.
import { Button, Text, VisuallyHidden } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { IconDownload } from "#web/components/ui/icons.ts";
import { downloadWithToken } from "#web/lib/admin/csv-download.ts";
import { toast } from "#web/lib/toast.ts";

export interface CsvExportProps {
  /** Null while the list loads: no count is shown. */
  count: number | null;
  singular: string;
  plural: string;
  countTestId: string;
  /** Completes the button's accessible name: 'Download CSV of contact messages'. */
  what: string;
  path: string;
  fileName: string;
}

export function CsvExport({ count, singular, plural, countTestId, what, path, fileName }: CsvExportProps) {
  // A mutation, so that a 401 ends the session like any other admin call.
  const download = useMutation({
    mutationFn: () => downloadWithToken(path, fileName),
    onError: (error) => {
      console.error(`Download of ${path} failed`, error);
      toast({ title: "Error", message: "Failed to download CSV", variant: "destructive" });
    },
  });
  return (
    <>
      {count !== null && (
        <Text size="sm" c="dimmed" data-testid={countTestId}>
          {count} {count === 1 ? singular : plural}
        </Text>
      )}
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        Download CSV<VisuallyHidden> of {what}</VisuallyHidden>
      </Button>
    </>
  );
}
