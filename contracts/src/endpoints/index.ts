/**
 * Every HTTP endpoint of the API, by name. The API registers exactly these
 * routes (a test walks both ways), OpenAPI lists them, and shared-ui builds its
 * client calls from them.
 */
import * as account from './account';
import * as auth from './auth';
import * as catalog from './catalog';
import * as clinics from './clinics';
import * as compare from './compare';
import * as health from './health';
import * as messages from './messages';
import * as sitemap from './sitemap';
import * as openData from './open-data';
import * as priceTrust from './price-trust';
import * as estimates from './estimates';
import * as imports from './imports';
import * as priceCard from './price-card';
import * as appointments from './appointments';

export * from './define-endpoint';
export * from './common';
export * from './health';
export * from './clinics';
export * from './compare';
export * from './catalog';
export * from './auth';
export * from './account';
export * from './messages';
export * from './sitemap';
export * from './open-data';
export * from './price-trust';
export * from './estimates';
export * from './imports';
export * from './price-card';
export * from './appointments';
export * from './moderation';

export const endpoints = {
  getHealth: health.getHealth,
  getReadiness: health.getReadiness,
  searchClinics: clinics.searchClinics,
  getClinicMarkers: clinics.getClinicMarkers,
  getClinic: clinics.getClinic,
  getPriceCard: priceCard.getPriceCard,
  compareClinics: compare.compareClinics,
  getPriceRange: compare.getPriceRange,
  getLocalPrices: compare.getLocalPrices,
  getSitemapClinics: sitemap.getSitemapClinics,
  listPriceFiles: openData.listPriceFiles,
  getStandardChargesJson: openData.getStandardChargesJson,
  getStandardChargesCsv: openData.getStandardChargesCsv,
  getStandardChargesWideCsv: openData.getStandardChargesWideCsv,
  getClinicsCsvExport: openData.getClinicsCsvExport,
  getClinicsNdjsonExport: openData.getClinicsNdjsonExport,
  getOpenDataPackage: openData.getOpenDataPackage,
  getSchedulingManifest: openData.getSchedulingManifest,
  getSchedulingLocations: openData.getSchedulingLocations,
  getSchedulingSchedules: openData.getSchedulingSchedules,
  getTestClinic: clinics.getTestClinic,
  getCategories: catalog.getCategories,
  searchPlaces: catalog.searchPlaces,
  getImage: catalog.getImage,
  getAuthProviders: auth.getAuthProviders,
  signUp: auth.signUp,
  logIn: auth.logIn,
  getDevToken: auth.getDevToken,
  confirmEmail: auth.confirmEmail,
  getSession: auth.getSession,
  sendConfirmation: auth.sendConfirmation,
  changePassword: auth.changePassword,
  endAllSessions: auth.endAllSessions,
  signInWithGoogle: auth.signInWithGoogle,
  listOwnerClinics: account.listOwnerClinics,
  createOwnerClinic: account.createOwnerClinic,
  updateOwnerClinic: account.updateOwnerClinic,
  deleteOwnerClinic: account.deleteOwnerClinic,
  createDoctor: account.createDoctor,
  updateDoctor: account.updateDoctor,
  deleteDoctor: account.deleteDoctor,
  getMetrics: account.getMetrics,
  previewImport: imports.previewImport,
  applyImport: imports.applyImport,
  listImports: imports.listImports,
  setImportVisibility: imports.setImportVisibility,
  setClinicVisibility: account.setClinicVisibility,
  recordClinicEvent: messages.recordClinicEvent,
  contactClinic: messages.contactClinic,
  contactSite: messages.contactSite,
  reportPriceMismatch: priceTrust.reportPriceMismatch,
  listPriceReports: priceTrust.listPriceReports,
  resolvePriceReport: priceTrust.resolvePriceReport,
  confirmPrices: priceTrust.confirmPrices,
  requestEstimate: estimates.requestEstimate,
  getPatientEstimate: estimates.getPatientEstimate,
  getPatientEstimatePdf: estimates.getPatientEstimatePdf,
  listEstimateRequests: estimates.listEstimateRequests,
  getEstimateRequest: estimates.getEstimateRequest,
  issueEstimate: estimates.issueEstimate,
  getEstimatePdf: estimates.getEstimatePdf,
  getAppointmentMetrics: appointments.getAppointmentMetrics,
  getOwnerAppointmentsFhir: appointments.getOwnerAppointmentsFhir,
  requestAppointment: appointments.requestAppointment,
  getPatientAppointment: appointments.getPatientAppointment,
  acceptAppointmentProposal: appointments.acceptAppointmentProposal,
  cancelAppointment: appointments.cancelAppointment,
  getAppointmentCalendar: appointments.getAppointmentCalendar,
  getAppointmentLink: appointments.getAppointmentLink,
  useAppointmentLink: appointments.useAppointmentLink,
  listOwnerAppointments: appointments.listOwnerAppointments,
  answerOwnerAppointment: appointments.answerOwnerAppointment,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
