// The page lives in ./templates/; the router's lazy import keeps pointing here.
export { PlatformTemplatesPage, Component } from './templates/PlatformTemplatesPage';
