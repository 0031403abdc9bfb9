/**
 * `@directpay/shared-ui/map`: the part of react-leaflet the apps' maps use (issue 16).
 *
 * react-leaflet holds the map in React context, and the search's and a profile's
 * maps share one copy of it on the page. Shared as a package, Module Federation
 * ships all of it (every layer, overlay and control: 3.6 KB gzip), because a
 * shared module is not tree-shaken: any consumer might ask for any export.
 * Shared through this entry point instead, webpack keeps only what is
 * re-exported here. Apps import react-leaflet from here only (lint forbids it
 * elsewhere); add an export here when a map needs one.
 *
 * Only the apps that depend on react-leaflet share this entry point (the host
 * draws no map), at react-leaflet's version, and each requires its package.json's
 * react-leaflet range (scripts/webpack/create-app-config.ts). Leaflet itself is a
 * shared singleton of its own: import it as `leaflet`.
 */
export { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
