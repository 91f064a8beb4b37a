import { everyRouteSpec } from '../support/every-route';

everyRouteSpec('pc');
