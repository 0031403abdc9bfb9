import { createAppConfig, type BuildEnv } from '../scripts/webpack/create-app-config';

const PROFILE = 'Services with cash prices, hours, doctors and contact details of a clinic.';
const PROFILE_ES = {
  label: 'el perfil de la clínica',
  title: 'Perfil de la clínica',
  description: 'Servicios con precios en efectivo, horario, médicos y datos de contacto de una clínica.',
};

export default (env: BuildEnv = {}, argv: { mode?: string } = {}) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'mf_profile',
      exposes: {
        // The route modules the host mounts at /clinic/* and /clinic_test/*: this remote's router owns what is below.
        './ClinicRoutes': './src/exposed/clinic-routes.tsx',
        './ClinicTestRoutes': './src/exposed/clinic-test-routes.tsx',
        // The patient's Good Faith Estimate behind the mailed private link (/estimate/:token).
        './EstimateRoutes': './src/exposed/estimate-routes.tsx',
        // The patient's appointment request (/appointment/:token) and the clinic's one-click links (/appointment-answer/:token).
        './AppointmentRoutes': './src/exposed/appointment-routes.tsx',
        './AppointmentAnswerRoutes': './src/exposed/appointment-answer-routes.tsx',
        // Single pages, kept so a host deployed before the route modules keeps working with this remote.
        './ProfilePage': './src/exposed/profile-page.tsx',
        './PricesPage': './src/exposed/prices-page.tsx',
        './TestProfilePage': './src/exposed/test-profile-page.tsx',
      },
      pages: [
        {
          prefix: 'clinic',
          exposed: 'ClinicRoutes',
          label: 'the clinic profile',
          title: 'Clinic profile',
          description: PROFILE,
          es: PROFILE_ES,
          pages: [
            // The price summary's fair-price mark is drawn with the first screen, so both start first.
            { path: '/clinic/:id', data: ['getClinic', 'getLocalPrices'], head: 'clinic' },
            {
              path: '/clinic/:id/prices',
              label: 'the prices page',
              title: 'Clinic prices',
              description: 'The cash prices a clinic publishes for its services.',
              es: { label: 'la página de precios', title: 'Precios de la clínica', description: 'Los precios en efectivo que una clínica publica para sus servicios.' },
              // The prices page draws its table once both have answered, so both start first.
              data: ['getClinic', 'getLocalPrices'],
              head: 'clinic-prices',
            },
          ],
        },
        {
          prefix: 'estimate',
          exposed: 'EstimateRoutes',
          label: 'your estimate',
          title: 'Your Good Faith Estimate',
          description: 'A Good Faith Estimate a clinic sent you, its PDF, and a check of your bill against it.',
          es: {
            label: 'su estimación',
            title: 'Su Estimación de buena fe',
            description: 'Una Estimación de buena fe que le envió una clínica, su PDF y una revisión de su factura comparada con ella.',
          },
          // An unknown or expired link answers 404 (the page still shows its own words).
          pages: [{ path: '/estimate/:token', head: 'estimate' }],
        },
        {
          prefix: 'appointment',
          exposed: 'AppointmentRoutes',
          label: 'your appointment request',
          title: 'Your appointment request',
          description: 'Where your appointment request to a clinic stands, and what you can do now.',
          es: {
            label: 'su solicitud de cita',
            title: 'Su solicitud de cita',
            description: 'En qué estado está su solicitud de cita a una clínica y qué puede hacer ahora.',
          },
        },
        {
          prefix: 'appointment-answer',
          exposed: 'AppointmentAnswerRoutes',
          label: 'the appointment request',
          title: 'Answer an appointment request',
          description: 'Confirm, propose another time or decline an appointment request.',
          es: {
            label: 'la solicitud de cita',
            title: 'Responder a una solicitud de cita',
            description: 'Confirme, proponga otra hora o rechace una solicitud de cita.',
          },
        },
        { prefix: 'clinic_test', exposed: 'ClinicTestRoutes', label: 'the clinic profile', title: 'Clinic profile', description: PROFILE, es: PROFILE_ES },
      ],
      devPort: 3012,
      title: 'Profile (standalone) | DirectPay Clinics',
    },
    argv,
    env,
  );
