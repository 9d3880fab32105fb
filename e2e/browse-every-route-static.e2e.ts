import { browseEveryRoute } from './support/browse-routes.js';

browseEveryRoute('static');
