// /admin/categories (docs/product.md §3): the business categories and the event categories every
// form, filter and directory group offers (docs/decisions/023-categories-in-the-database.md). Staff
// add one, rename one (its businesses or events follow), merge one into another (its businesses or
// events move, then it goes) and order them.

import type { Category, CategoryKind } from "@chamber/core";
import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { EntityHistory } from "#web/components/admin/activity/EntityHistory.tsx";
import { useCan } from "#web/components/admin/layout/staff-context.tsx";
import { AdminModal } from "#web/components/admin/scaffold/AdminModal.tsx";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { IconArrowDown, IconArrowUp } from "#web/components/ui/icons.ts";
import { serverFieldErrors } from "#web/lib/admin/form-errors.ts";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { trpc } from "#web/lib/trpc.ts";

const kindLabels = { business: "Business categories", event: "Event categories" } as const;
const listings = { business: "businesses", event: "events" } as const;

export function CategoriesTab() {
  return (
    <Stack gap="xl">
      <CategoryList kind="business" />
      <CategoryList kind="event" />
    </Stack>
  );
}

function CategoryList({ kind }: { kind: CategoryKind }) {
  const utils = trpc.useUtils();
  const list = trpc.category.list.useQuery({ kind });
  const create = trpc.category.create.useMutation();
  const order = trpc.category.order.useMutation();
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Category | null>(null);
  const [merging, setMerging] = useState<Category | null>(null);
  // A moderator reads the categories; changing them is an editor's.
  const canEdit = useCan("editor");
  const categories = list.data ?? [];
  const titleId = `categories-${kind}-title`;

  /** After a change: the lists, and what the listings of this kind answer (their category's name). */
  const refresh = async () => {
    await utils.category.invalidate();
    await (kind === "event"
      ? Promise.all([utils.event.invalidate(), utils.eventSeries.invalidate()])
      : utils.business.invalidate());
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = categories.map((category) => category.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved as number);
    void writeWithToasts(() => order.mutateAsync({ kind, ids }).then(refresh), {
      success: "Order saved",
      failure: "Failed to save the order",
    });
  };

  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="xs">
        {kindLabels[kind]}
      </Title>
      <Text c="dimmed" size="sm" mb="sm">
        Every {kind} form, filter and {kind === "business" ? "directory group" : "calendar filter"} offers these, in
        this order.
      </Text>
      <Table withTableBorder verticalSpacing="xs" aria-labelledby={titleId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Slug</Table.Th>
            {canEdit && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category, index) => (
            <Table.Tr key={category.id}>
              <Table.Td>{category.name}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" ff="monospace">
                  {category.slug}
                </Text>
              </Table.Td>
              {canEdit && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move ${category.name} up`}
                      disabled={index === 0 || order.isPending}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={16} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move ${category.name} down`}
                      disabled={index === categories.length - 1 || order.isPending}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={16} aria-hidden="true" />
                    </ActionIcon>
                    <Button size="xs" variant="light" onClick={() => setRenaming(category)}>
                      Rename
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={categories.length < 2}
                      onClick={() => setMerging(category)}
                    >
                      Merge…
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {canEdit && (
        <form
          aria-label={`Add a ${kind} category`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void writeWithToasts(() => create.mutateAsync({ kind, name }).then(refresh), {
              success: "Category added",
              failure: "Failed to add the category",
              onFailure: (error) => setNameError(serverFieldErrors(error)?.name?.toString() ?? null),
            }).then((done) => {
              if (done) setName("");
            });
          }}
        >
          <Group align="flex-end" mt="sm" gap="sm">
            <TextInput
              label={`New ${kind} category`}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(null);
              }}
              error={nameError}
            />
            <Button type="submit" loading={create.isPending}>
              Add
            </Button>
          </Group>
        </form>
      )}
      <AdminModal opened={renaming !== null} onClose={() => setRenaming(null)} title="Rename category" size="md">
        {renaming && <RenameForm category={renaming} onDone={() => setRenaming(null)} refresh={refresh} />}
      </AdminModal>
      <AdminModal opened={merging !== null} onClose={() => setMerging(null)} title="Merge category" size="md">
        {merging && (
          <MergeForm
            category={merging}
            others={categories.filter((category) => category.id !== merging.id)}
            onDone={() => setMerging(null)}
            refresh={refresh}
          />
        )}
      </AdminModal>
    </section>
  );
}

function RenameForm({
  category,
  onDone,
  refresh,
}: {
  category: Category;
  onDone: () => void;
  refresh: () => Promise<void>;
}) {
  const rename = trpc.category.rename.useMutation();
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label={`Rename ${category.name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void writeWithToasts(() => rename.mutateAsync({ id: category.id, name }).then(refresh), {
          success: "Category renamed",
          failure: "Failed to rename the category",
          onFailure: (failure) => setError(serverFieldErrors(failure)?.name?.toString() ?? null),
        }).then((done) => {
          if (done) onDone();
        });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          description={`Every ${listings[category.kind]} in it shows the new name. Its slug (${category.slug}) stays.`}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
          required
        />
        <FormActions onCancel={onDone} submitLabel="Rename" pending={rename.isPending} />
        <EntityHistory entity="Category" id={category.id} />
      </Stack>
    </form>
  );
}

function MergeForm({
  category,
  others,
  onDone,
  refresh,
}: {
  category: Category;
  others: Category[];
  onDone: () => void;
  refresh: () => Promise<void>;
}) {
  const merge = trpc.category.merge.useMutation();
  const [into, setInto] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label={`Merge ${category.name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const target = others.find((other) => String(other.id) === into);
        if (!target) {
          setError("Choose the category to merge into");
          return;
        }
        let moved = 0;
        void writeWithToasts(
          () =>
            merge.mutateAsync({ id: category.id, into: target.id }).then(async (result) => {
              moved = result.moved;
              await refresh();
            }),
          {
            success: () => `${category.name} merged into ${target.name}: ${moved} ${listings[category.kind]} moved`,
            failure: "Failed to merge the category",
          },
        ).then((done) => {
          if (done) onDone();
        });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Every {listings[category.kind].slice(0, -1)} in {category.name} moves to the category you choose, and{" "}
          {category.name} is removed.
        </Text>
        <Select
          label="Merge into"
          placeholder="Choose a category"
          data={others.map((other) => ({ value: String(other.id), label: other.name }))}
          value={into}
          onChange={(value) => {
            setInto(value);
            setError(null);
          }}
          error={error}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          required
        />
        <FormActions onCancel={onDone} submitLabel="Merge" pending={merge.isPending} />
      </Stack>
    </form>
  );
}
