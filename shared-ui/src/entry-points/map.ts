/**
 * `@directpay/shared-ui/map`: the part of react-leaflet the apps' maps use.
 *
 * react-leaflet holds the map in React context, so the search's and a profile's
 * maps share one copy. A shared package is not tree-shaken (any consumer might ask
 * for any export); shared through this entry point, webpack keeps only what is
 * re-exported here. Apps import react-leaflet from here only (lint forbids it
 * elsewhere); add an export here when a map needs one. Only the apps that depend
 * on react-leaflet share it (the host draws no map), at react-leaflet's version
 * (scripts/webpack/create-app-config.ts). Leaflet itself is a shared singleton of
 * its own: import it as `leaflet`.
 */
export { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
