import { useMutation, useQueryClient } from "@tanstack/react-query";
import { expenseRoutes, type Attachment, type ExpenseCreate, type ExpenseScheduleAction, type ExpenseUpdate } from "@washdesk/domain";
import { useRef } from "react";
import { call } from "../../api/call";
import { uploadFiles } from "../../api/upload-files";
import { expenseKeys } from "./expense-keys";

function useRefreshExpenses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: expenseKeys.all });
}

export function useCreateCategory() {
  const refresh = useRefreshExpenses();
  return useMutation({
    mutationFn: async (name: string) => call(expenseRoutes.createCategory, { body: { name } }),
    onSuccess: refresh,
  });
}

/**
 * Uploads the files not uploaded yet and answers the records of all of them, in order. A file
 * uploaded for an attempt that then failed is not sent again on the next attempt.
 */
function useAttachmentUploads() {
  const uploaded = useRef(new WeakMap<File, Attachment>());
  return async (files: File[]): Promise<Attachment[]> => {
    const missing = files.filter((file) => !uploaded.current.has(file));
    const records = await uploadFiles(missing, "/attachments/expense");
    missing.forEach((file, index) => {
      const record = records[index];
      if (record) uploaded.current.set(file, record);
    });
    return files.map((file) => uploaded.current.get(file)).filter((record): record is Attachment => record !== undefined);
  };
}

export interface ExpenseSave {
  expense: Omit<ExpenseCreate, "attachments">;
  /** Chosen files: uploaded first, then their records go with the expense (docs/product.md §4). */
  files: File[];
}

export function useCreateExpense() {
  const refresh = useRefreshExpenses();
  const upload = useAttachmentUploads();
  return useMutation({
    mutationFn: async ({ expense, files }: ExpenseSave) => {
      const attachments = await upload(files);
      return call(expenseRoutes.create, { body: { expense: { ...expense, attachments } } });
    },
    onSuccess: refresh,
  });
}

export interface ExpenseEdit {
  expense: Omit<ExpenseUpdate, "attachments">;
  /** Attachments kept from before, then the new files once uploaded. */
  kept: Attachment[];
  files: File[];
}

export function useUpdateExpense(id: string) {
  const refresh = useRefreshExpenses();
  const upload = useAttachmentUploads();
  return useMutation({
    mutationFn: async ({ expense, kept, files }: ExpenseEdit) => {
      const added = await upload(files);
      return call(expenseRoutes.update, { params: { id }, body: { expense: { ...expense, attachments: [...kept, ...added] } } });
    },
    onSuccess: refresh,
  });
}

export function useDeleteExpense() {
  const refresh = useRefreshExpenses();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(expenseRoutes.delete, { params: { id } });
    },
    onSuccess: refresh,
  });
}

export function useScheduleAction() {
  const refresh = useRefreshExpenses();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: ExpenseScheduleAction }) =>
      call(expenseRoutes.changeSchedule, { params: { id }, body: { action } }),
    onSuccess: refresh,
  });
}
