export { request, type RequestOptions } from "./api-client";
export { call, type CallOptions, type CallResult } from "./call";
export type { Query } from "./api-url";
export { ApiError } from "./api-error";
export { copyToClipboard } from "./clipboard";
export { notify, type Notice, type NoticePosition } from "./notify";
