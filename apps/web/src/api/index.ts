export { api, request, type RequestOptions, type Query } from "./api-client";
export { ApiError } from "./api-error";
export { copyToClipboard } from "./clipboard";
export { notify, type Notice, type NoticePosition } from "./notify";
