export { api, request, type RequestOptions } from "./api-client";
export type { Query } from "./api-url";
export { ApiError } from "./api-error";
export { copyToClipboard } from "./clipboard";
export { notify, type Notice, type NoticePosition } from "./notify";
