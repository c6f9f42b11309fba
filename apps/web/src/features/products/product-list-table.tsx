import { Anchor, Badge, Table, Text, VisuallyHidden } from "@mantine/core";
import { formatMoney, itemKindLabels, type ProductListItem } from "@washdesk/domain";
import { ListTable, SortHeader } from "../../components/list-table";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { editProductPath, type ProductListParams, type ProductSort } from "./product-list-params";
import { ProductThumbnail } from "./product-thumbnail";

export interface ProductListTableProps {
  products: readonly ProductListItem[];
  list: ProductListParams;
  onSort: (field: ProductSort) => void;
  /** Those who may edit get links to the edit screen; the others read the row. */
  canEdit: boolean;
  emptyText: string;
}

/** Picture, name and code, category, kind, price, stock and status; a click on a row opens the product. */
export function ProductListTable({ products, list, onSort, canEdit, emptyText }: ProductListTableProps) {
  const navigate = useNavigate();
  const openRow = (event: MouseEvent, product: ProductListItem) => {
    if (!canEdit) return;
    // The link inside the row does its own thing.
    if (event.target instanceof Element && event.target.closest("a, button")) return;
    void navigate(editProductPath(product));
  };

  return (
    <ListTable
      label="Products"
      minWidth={760}
      highlightOnHover={canEdit}
      verticalSpacing="xs"
      columns={8}
      empty={products.length === 0}
      emptyText={emptyText}
      head={
        <>
          <Table.Th w={56}>
            <VisuallyHidden>Image</VisuallyHidden>
          </Table.Th>
          <SortHeader field="name" list={list} onSort={onSort}>
            Name
          </SortHeader>
          <SortHeader field="code" list={list} onSort={onSort}>
            Code
          </SortHeader>
          <Table.Th>Category</Table.Th>
          <Table.Th>Kind</Table.Th>
          <SortHeader field="price" list={list} onSort={onSort} align="right">
            Price
          </SortHeader>
          <SortHeader field="stock" list={list} onSort={onSort} align="right">
            Stock
          </SortHeader>
          <Table.Th>Status</Table.Th>
        </>
      }
    >
      {products.map((product) => (
        <Table.Tr key={product.id} onClick={(event) => openRow(event, product)} style={canEdit ? { cursor: "pointer" } : undefined}>
          <Table.Td>
            <ProductThumbnail name={product.name} image={product.imageThumbURL} />
          </Table.Td>
          <Table.Td>
            {canEdit ? (
              <Anchor component={Link} to={editProductPath(product)} fw={500}>
                {product.name}
              </Anchor>
            ) : (
              <Text fw={500} size="sm">
                {product.name}
              </Text>
            )}
          </Table.Td>
          <Table.Td ff="monospace" fz="sm">
            {product.code}
          </Table.Td>
          <Table.Td>{product.category}</Table.Td>
          <Table.Td>{itemKindLabels[product.kind]}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
            {Object.keys(product.vehiclePrices).length > 0 && (
              <Text span size="xs" c="dimmed">
                from{" "}
              </Text>
            )}
            {formatMoney(Math.min(product.price, ...Object.values(product.vehiclePrices)))}
          </Table.Td>
          <Table.Td ta="right">{product.stock ?? "—"}</Table.Td>
          <Table.Td>
            <Badge color={product.active ? "green" : "gray"} variant="light">
              {product.active ? "Active" : "Inactive"}
            </Badge>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
