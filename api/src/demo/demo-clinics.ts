/**
 * Deterministic, clearly labelled demo clinics. Clinic number i is always the
 * same clinic (its own seeded random stream), so a 300-clinic demo and a
 * 100,000-clinic benchmark set agree on their first 300 clinics, and ids are stable.
 */
import { ObjectId } from 'mongodb';
import { addMonths, findCategory, npiCheckDigit, presetService, PRICE_STALE_MONTHS, SEARCH_CATEGORY_IDS, WEEKDAYS, type DoctorInput, type Hours, type Service } from '@directpay/contracts';
import type { StoredService } from '../repositories/clinics/stored-clinic';
import type { ClinicFields } from '../repositories/clinics/clinics-repository';
import { CITIES } from './cities';

/** The account that owns every demo clinic. */
export const DEMO_ACCOUNT_ID = new ObjectId('64656d6f64656d6f64656d6f');

/** Demo clinic ids: 'dc' then the clinic number in hex, so they are stable across seeds. */
export function demoClinicId(i: number): ObjectId {
  return new ObjectId(`dc${i.toString(16).padStart(22, '0')}`);
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
function sample<T>(rng: Rng, list: readonly T[], count: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]);
  return out;
}

const NAME_WORDS = ['Maple', 'Summit', 'Riverside', 'Cedar', 'Harbor', 'Canyon', 'Lakeside', 'Pioneer', 'Aspen', 'Granite', 'Willow', 'Beacon', 'Sunrise', 'Meadow', 'Redwood', 'Liberty', 'Juniper', 'Northgate', 'Clearwater', 'Oakridge'];
const KIND: Record<number, readonly string[]> = {
  1: ['Dental', 'Family Dentistry', 'Smiles'],
  2: ['Imaging', 'Scan Center', 'Radiology'],
  3: ['Direct Primary Care', 'Family Medicine', 'Health'],
  4: ['Fertility Center', 'Reproductive Health', 'IVF'],
  8: ['Vasectomy Clinic', 'Urology', "Men's Health"],
  9: ['LASIK', 'Eye Center', 'Vision'],
  10: ['Care Fund', 'Patient Assistance', 'Health Aid'],
  11: ['Chiropractic', 'Spine & Wellness', 'Chiropractic Center'],
  12: ['Healthshare', 'Health Sharing', 'Care Share'],
  13: ['Cancer Screening', 'Screening Center', 'Early Detection'],
};
const PRICE_RANGE: Record<string, [number, number]> = {
  'Exam, x-ray & cleaning': [79, 220], 'Exam, x-ray & cleaning(new patient)': [99, 280],
  'Single annual membership': [240, 420], 'Dual annual membership': [440, 760], 'Family annual membership': [780, 1380],
  'MRI w/out contrast': [350, 900], 'MRI w/ contrast': [500, 1200], 'CT scan': [250, 800], 'X-ray': [40, 150], Ultrasound: [120, 400],
  'Adult monthly membership': [50, 110], 'Child monthly membership': [10, 40], 'Senior monthly membership': [70, 140], 'Office visit': [0, 60],
  'In vitro fertilization (IVF)': [9000, 16000], 'Intrauterine insemination (IUI)': [300, 1200], 'Frozen embryo transfer (FET)': [2500, 5000],
  'Ovulation induction (OI)': [200, 900], Consultation: [0, 250], Vasectomy: [600, 1400], 'Vasectomy reversal': [5000, 12000],
  LASIK: [1500, 3200], PRK: [1500, 3000], 'EVO ICL': [3500, 5500], Visit: [0, 50], 'Initial visit': [45, 120], 'Follow-up visit': [30, 75],
  'Single monthly membership': [120, 450],
};
const OTHER_SERVICES = ['Same-day sick visit', 'Lab panel', 'Flu shot', 'Teeth whitening', 'Night guard', 'Sports physical', 'Telehealth visit'];
const INSURANCES = ['Aetna', 'Blue Cross Blue Shield', 'Cigna', 'Humana', 'Medicare', 'SelectHealth', 'UnitedHealthcare', 'Tricare'];
const SPECIALTIES: Record<number, readonly string[]> = {
  1: ['Cosmetic dentistry', 'Endodontics', 'Orthodontics', 'Pediatric dentistry', 'Periodontics'],
  2: ['MRI', 'CT', 'Ultrasound', 'Mammography'],
  3: ['Family medicine', 'Internal medicine', 'Pediatrics', 'Chronic care'],
  4: ['Reproductive endocrinology', 'Egg freezing', 'Male infertility'],
  8: ['No-scalpel vasectomy', 'Microsurgery'],
  9: ['Refractive surgery', 'Cataract surgery', 'Dry eye'],
  11: ['Sports injuries', 'Prenatal chiropractic', 'Spinal decompression'],
  13: ['Colonoscopy', 'Mammography', 'Low-dose CT'],
};
const FIRST = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Elijah', 'Sophia', 'James', 'Mia', 'Lucas', 'Grace', 'Henry', 'Nora', 'Samuel'];
const LAST = ['Anderson', 'Nguyen', 'Patel', 'Garcia', 'Johnson', 'Kim', 'Martinez', 'Larsen', 'Okafor', 'Bennett', 'Rivera', 'Cohen'];
const SCHOOLS = ['University of Utah', 'University of Colorado', 'Baylor College of Medicine', 'University of Washington', 'Emory University'];
const STREETS = ['Main St', 'State St', 'Center St', 'Oak Ave', '2nd Ave', 'Park Blvd', 'Market St', 'Broadway'];

function hours(rng: Rng): Hours {
  const h: Record<string, string | boolean> = {};
  const late = rng() < 0.3;
  const saturday = rng() < 0.35;
  for (const day of WEEKDAYS) {
    const weekday = day !== 'saturday' && day !== 'sunday';
    const open = weekday || (day === 'saturday' && saturday);
    h[`${day}Toggle`] = open;
    h[`${day}OpenTime`] = open ? '09:00' : '';
    h[`${day}CloseTime`] = open ? (weekday ? (late ? '18:00' : '17:00') : '13:00') : '';
  }
  return h as Hours;
}

function doctor(rng: Rng, categoryId: number): DoctorInput {
  const dentist = categoryId === 1;
  const chiro = categoryId === 11;
  return {
    title: 'Dr.',
    firstname: pick(rng, FIRST),
    lastname: pick(rng, LAST),
    specialty: pick(rng, SPECIALTIES[categoryId] ?? ['General practice']),
    degree: dentist ? 'DDS' : chiro ? 'DC' : pick(rng, ['MD', 'DO']),
    medicalSchool: pick(rng, SCHOOLS),
    residency: dentist || chiro ? '' : pick(rng, ['Intermountain Medical Center', 'Mayo Clinic', 'Johns Hopkins Hospital']),
    boardCertifications: rng() < 0.6 ? 'Board certified' : '',
    yearGraduated: between(rng, 1988, 2018),
    description: 'Demo doctor: a fictional profile generated for the demo data.',
  };
}

/** What some preset prices cover, in the owner's words, so the demo shows bundles. */
const BUNDLES: Record<string, Pick<Service, 'includes' | 'excludes' | 'allInclusive'>> = {
  'Exam, x-ray & cleaning': { includes: ['Exam', 'Bitewing x-rays', 'Cleaning'], excludes: ['Fluoride', 'Deep cleaning'] },
  Vasectomy: { includes: ['Consultation', 'Procedure', 'Local anesthesia', 'Semen analysis after 3 months'], allInclusive: true },
  LASIK: { includes: ['Both eyes', 'Pre-operative exam', 'Follow-up visits for a year'], excludes: ['Enhancements after a year'] },
  'Colon cancer test': { includes: ['Home test kit', 'Lab analysis', 'Results call'], allInclusive: true },
  'In vitro fertilization (IVF)': { includes: ['Monitoring', 'Egg retrieval', 'Fresh embryo transfer'], excludes: ['Medications', 'Genetic testing'] },
};

/**
 * When a demo clinic's prices were last confirmed: most recently, about one in five
 * more than PRICE_STALE_MONTHS ago (marked stale), one in five never.
 */
function confirmationDate(rng: Rng, now: Date): Date | undefined {
  const roll = rng();
  if (roll < 0.2) return undefined;
  const days = between(rng, 0, 27);
  if (roll < 0.4) return new Date(addMonths(now, -(PRICE_STALE_MONTHS + between(rng, 1, 10))).getTime() - days * 86_400_000);
  return new Date(addMonths(now, -between(rng, 0, 5)).getTime() - days * 86_400_000);
}

function withTrust(service: Service, rng: Rng, confirmedAt: Date | undefined): StoredService {
  const bundle = BUNDLES[service.description];
  // Half the clinics listing a bundled preset describe what it covers.
  const described = bundle && rng() < 0.5 ? bundle : {};
  return { ...service, ...described, ...(confirmedAt && service.price ? { confirmedAt } : {}) };
}

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => Math.floor(rng() * 10)).join('');

/**
 * A demo clinic's NPI and TIN: the NPI has a valid check digit (a made-up one may
 * still be some real provider's, as any 10 digits with a check digit could be); the
 * TIN is one of 987-65-4320 to 987-65-4329, which the SSA keeps for advertising and
 * never issues, yet a TIN of a possible form.
 */
export function demoProviderIds(i: number): { npi: string; tin: string } {
  const rng = mulberry32(Math.imul(i + 1, 3266489917) ^ 0x6fe);
  const first9 = `1${digits(rng, 8)}`;
  return { npi: `${first9}${npiCheckDigit(first9)}`, tin: `98765432${digits(rng, 1)}` };
}

export interface DemoClinic {
  id: ObjectId;
  fields: ClinicFields;
  /** How many pictures the clinic gets (1 to 4). */
  imageCount: number;
}

/**
 * The demo's first city (Salt Lake City) holds every third Dental and Chiropractic
 * clinic of the demo's own clinics (the first 300), so a search there has the 5+
 * local prices the fair-price mark needs. Larger sets spread the rest as before.
 */
const HOME_CITY_CATEGORIES = [1, 11];
const HOME_CITY_UP_TO = 300;

/** Demo clinic number i (0-based): every searchable category, 38 US cities, presets with prices. */
export function demoClinic(i: number, { lean = false, now = new Date() } = {}): DemoClinic {
  const rng = mulberry32(Math.imul(i + 1, 2654435761) ^ 0x5eed);
  const categoryId = SEARCH_CATEGORY_IDS[i % SEARCH_CATEGORY_IDS.length];
  const category = findCategory(categoryId)!;
  // Shifted every lap so each city, over time, gets every category; some of the demo's own clinics stay home.
  const city = HOME_CITY_CATEGORIES.includes(categoryId) && i < HOME_CITY_UP_TO && Math.floor(i / SEARCH_CATEGORY_IDS.length) % 3 === 0
    ? CITIES[0]
    : CITIES[(i + Math.floor(i / CITIES.length)) % CITIES.length];
  const [cityTown, state, lat, lng, zip, area] = city;
  const name = `${pick(rng, NAME_WORDS)} ${pick(rng, KIND[categoryId] ?? [category.label])}`;
  const services: Service[] = category.presetServices.map((description) => {
    const [min, max] = PRICE_RANGE[description] ?? [50, 500];
    // About one preset in eight has no price yet, as real listings do (hidden on the site).
    return { ...presetService(categoryId, description), price: rng() < 0.12 ? '' : String(between(rng, min, max)) };
  });
  const otherServices = sample(rng, OTHER_SERVICES, between(rng, 0, 2)).map((description) => ({ description, price: String(between(rng, 15, 150)) }));
  // A stream of its own, so adding these fields left every earlier field of clinic i as it was.
  const trust = mulberry32(Math.imul(i + 1, 2246822519) ^ 0xc0de);
  const confirmedAt = confirmationDate(trust, now);
  return {
    id: demoClinicId(i),
    imageCount: between(rng, 1, 4),
    fields: {
      categoryId,
      detail: {
        name,
        website: `https://example.com/demo/clinic-${i + 1}`,
        emailAddress: `clinic${i + 1}@example.com`,
        phoneNumber: `${area}555${String(i % 10000).padStart(4, '0')}`,
        acceptingNewPatients: rng() < 0.8,
        description: lean
          ? 'Demo data: a fictional clinic.'
          : `Demo data: ${name} is a fictional ${category.label.toLowerCase()} clinic in ${cityTown}, ${state}, generated so the directory can be tried out. ` +
            'It lists cash prices up front, takes direct payment, and is not a real practice: please do not try to visit it.',
      },
      address: {
        streetAddress: `${between(rng, 10, 9999)} ${pick(rng, STREETS)}`,
        suiteUnit: rng() < 0.4 ? `Suite ${between(rng, 100, 450)}` : '',
        cityTown,
        state,
        zip: `${zip}${String(between(rng, 1, 99)).padStart(2, '0')}`,
        // Spread around the city centre (about ±13 km north-south).
        latitude: Math.round((lat + (rng() - 0.5) * 0.24) * 1e6) / 1e6,
        longitude: Math.round((lng + (rng() - 0.5) * 0.3) * 1e6) / 1e6,
      },
      images: [],
      services: services.map((service) => withTrust(service, trust, confirmedAt)),
      otherServices: otherServices.map((service) => withTrust(service, trust, confirmedAt)),
      insurances: sample(rng, INSURANCES, between(rng, 0, 4)).map((n) => ({ name: n })),
      specialties: sample(rng, SPECIALTIES[categoryId] ?? ['General practice'], between(rng, 1, 3)).map((n) => ({ name: n })),
      hours: hours(rng),
      ...demoProviderIds(i),
      doctors: lean ? [] : Array.from({ length: between(rng, 1, 3) }, (_, d) => ({
        ...doctor(rng, categoryId),
        id: new ObjectId(`dd${i.toString(16).padStart(20, '0')}${d.toString(16).padStart(2, '0')}`),
        imageId: null,
      })),
    },
  };
}
