import { Loader } from "@mantine/core";
import { lazy, Suspense } from "react";

// The drawer's dialogs load when first opened: the counter mostly sells.
const AddDropDialog = lazy(async () => ({ default: (await import("../registers/add-drop-dialog")).AddDropDialog }));
const CloseRegisterDialog = lazy(async () => ({ default: (await import("../registers/close-register-dialog")).CloseRegisterDialog }));

export type RegisterDialog = { kind: "drop" | "close"; sessionId: string; registerName: string };

export interface RegisterDialogsProps {
  dialog: RegisterDialog | null;
  onClose: () => void;
}

/**
 * "Make a drop" and "Close register" from the POS. Kept above the sale screen so the close result
 * stays readable while the screen behind it turns into the "no register" panel.
 */
export function RegisterDialogs({ dialog, onClose }: RegisterDialogsProps) {
  if (!dialog) return null;
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Opening the register form" />}>
      {dialog.kind === "drop" ? (
        <AddDropDialog sessionId={dialog.sessionId} registerName={dialog.registerName} opened onClose={onClose} />
      ) : (
        <CloseRegisterDialog sessionId={dialog.sessionId} opened onClose={onClose} />
      )}
    </Suspense>
  );
}
