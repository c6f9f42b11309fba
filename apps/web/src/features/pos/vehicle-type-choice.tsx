import { enumOptions, formatMoney, priceForVehicleType, VehicleType, vehicleTypeLabels, type PricedProduct } from "@washdesk/domain";
import { useId } from "react";
import classes from "./vehicle-type-choice.module.css";

const vehicleTypes = enumOptions(VehicleType, vehicleTypeLabels);

export interface VehicleTypeChoiceProps {
  /** The service tapped, priced per vehicle type. */
  product: { name: string; product: PricedProduct };
  onChoose: (type: VehicleType) => void;
  onCancel: () => void;
}

/**
 * A walk-in's service priced per vehicle type: one tap on the type (each with its price) puts it in
 * the cart, so a sale never charges the base price for a vehicle that has its own. Plain elements
 * over the counter rather than a Mantine modal, which the counter would otherwise load up front.
 */
export function VehicleTypeChoice({ product, onChoose, onCancel }: VehicleTypeChoiceProps) {
  const titleId = useId();
  return (
    <div className={classes.backdrop} onClick={onCancel}>
      <div
        className={classes.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === "Escape") onCancel();
        }}
      >
        <h2 className={classes.title} id={titleId}>
          Vehicle type for {product.name}
        </h2>
        <div className={classes.options}>
          {vehicleTypes.map(({ value, label }, index) => {
            const price = formatMoney(priceForVehicleType(product.product, value));
            return (
              <button
                key={value}
                type="button"
                className={classes.option}
                aria-label={`${label}, ${price}`}
                autoFocus={index === 0}
                onClick={() => onChoose(value)}
              >
                <span className={classes.type}>{label}</span>
                <span className={classes.price}>{price}</span>
              </button>
            );
          })}
        </div>
        <button type="button" className={classes.cancel} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
