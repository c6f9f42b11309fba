export { developerRoutes } from "./developer.routes";
