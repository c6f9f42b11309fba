import { formatMoney, priceForVehicleType, type VehicleType } from "@washdesk/domain";
import { ProductPicker as CatalogPicker, usePickerText } from "../../components/product-picker";
import { useProductSearch, type FoundProduct } from "./product-search";

export interface ProductPickerProps {
  vehicleType: VehicleType | null;
  onPick: (product: FoundProduct) => void;
}

/** "Add product" of a sale or a quote: each product found with its price for the vehicle type. */
export function ProductPicker({ vehicleType, onPick }: ProductPickerProps) {
  const text = usePickerText();
  const results = useProductSearch(text.debounced);
  return (
    <CatalogPicker
      text={text}
      found={results.data}
      searching={results.isFetching}
      optionLabel={(product) => `${product.name} (${product.code}) · ${formatMoney(priceForVehicleType(product.product, vehicleType))}`}
      onPick={onPick}
      placeholder="Search by name or code"
      w={{ base: "100%", sm: 420 }}
    />
  );
}
