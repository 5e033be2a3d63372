import type { CustomerAccessLevel, CustomerNotice, FactoryModule } from '@tutela/contracts';
import { DEMO_CUSTOMER, demoId } from '../../demo/demo-data';

/**
 * The demo customers: invented companies with valid partite IVA (check digit computed, office code of their
 * province), real ATECO 2025 codes, and factories at real Italian addresses with their coordinates. The first
 * is the long-standing demo customer (its id and data stay: the customer-side demo users point at it).
 */
export interface DemoFactory {
  key: string;
  name: string;
  address: string;
  city: string;
  lat: number;
  lng: number;
  modules: FactoryModule[];
  departments: string[];
}

export interface DemoCustomer {
  key: string;
  id: string;
  /** False for the demo customer, which the users' seed has created already. */
  create: boolean;
  companyName: string;
  vatNumber: string;
  address: string;
  city: string;
  phone: string;
  email: string;
  ateco: string;
  factories: DemoFactory[];
  mdContract: { start: string; end: string };
  srContract: { start: string; end: string } | null;
  access: { general: CustomerAccessLevel; md: CustomerAccessLevel; fr: CustomerAccessLevel; hse: CustomerAccessLevel; wwbi: boolean };
  groups: string[];
  note: string | null;
  notice: CustomerNotice | null;
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    key: 'officine',
    id: DEMO_CUSTOMER.id,
    create: false,
    companyName: DEMO_CUSTOMER.companyName,
    vatNumber: DEMO_CUSTOMER.vatNumber,
    address: DEMO_CUSTOMER.address,
    city: DEMO_CUSTOMER.city,
    phone: '035 555 0100',
    email: 'amministrazione@officinedemo.example',
    ateco: '25.53.00',
    factories: [
      {
        key: 'bergamo',
        name: 'Stabilimento di Bergamo',
        address: 'Via Gianbattista Moroni 255',
        city: 'Bergamo',
        lat: 45.6855,
        lng: 9.6547,
        modules: ['DVR', 'DVRS', 'DOC', 'CHIM', 'DPI'],
        departments: ['Tornitura', 'Saldatura', 'Magazzino', 'Uffici'],
      },
      {
        key: 'dalmine',
        name: 'Sede di Dalmine',
        address: 'Viale Betelli 2',
        city: 'Dalmine',
        lat: 45.6489,
        lng: 9.6044,
        modules: ['DVR', 'DVRS', 'DOC'],
        departments: ['Assemblaggio', 'Collaudo'],
      },
    ],
    mdContract: { start: '2025-01-01', end: '2026-12-31' },
    srContract: { start: '2025-03-01', end: '2026-02-28' },
    access: { general: 'GOLD', md: 'GOLD', fr: 'SILVER', hse: 'GOLD', wwbi: true },
    groups: ['Metalmeccanica'],
    note: 'Visite periodiche il martedì mattina presso lo stabilimento di Bergamo.',
    notice: null,
  },
  {
    key: 'cantiere',
    id: demoId('customer:cantiere-tirreno'),
    create: true,
    companyName: 'Cantiere Navale Tirreno S.r.l.',
    vatNumber: '05260180111',
    address: 'Viale San Bartolomeo 362',
    city: 'La Spezia',
    phone: '0187 555 020',
    email: 'info@cantieretirreno.example',
    ateco: '30.11.02',
    factories: [
      {
        key: 'spezia',
        name: 'Cantiere di La Spezia',
        address: 'Viale San Bartolomeo 362',
        city: 'La Spezia',
        lat: 44.1035,
        lng: 9.8622,
        modules: ['DVR', 'DPI', 'NMISS'],
        departments: ['Carpenteria metallica', 'Verniciatura', 'Ufficio tecnico'],
      },
    ],
    mdContract: { start: '2024-07-01', end: '2026-06-30' },
    srContract: null,
    access: { general: 'SILVER', md: 'SILVER', fr: 'DISABLED', hse: 'DISABLED', wwbi: false },
    groups: ['Cantieristica'],
    note: null,
    notice: null,
  },
  {
    key: 'caseificio',
    id: demoId('customer:caseificio-valpadana'),
    create: true,
    companyName: 'Caseificio Valpadana Soc. Coop. Agricola',
    vatNumber: '01590830194',
    address: 'Via Castelleone 152',
    city: 'Cremona',
    phone: '0372 555 030',
    email: 'amministrazione@caseificiovalpadana.example',
    ateco: '10.51.20',
    factories: [
      {
        key: 'cremona',
        name: 'Caseificio di Cremona',
        address: 'Via Castelleone 152',
        city: 'Cremona',
        lat: 45.1462,
        lng: 10.0431,
        modules: ['DVR', 'CHIM'],
        departments: ['Caseificazione', 'Stagionatura', 'Confezionamento'],
      },
    ],
    mdContract: { start: '2025-01-01', end: '2025-12-31' },
    srContract: null,
    access: { general: 'SILVER', md: 'SILVER', fr: 'SILVER', hse: 'DISABLED', wwbi: false },
    groups: ['Alimentare'],
    note: 'Solleciti inviati a marzo e a maggio per le fatture del primo trimestre.',
    notice: 1,
  },
  {
    key: 'logistica',
    id: demoId('customer:logistica-adriatica'),
    create: true,
    companyName: 'Logistica Adriatica S.p.A.',
    vatNumber: '00166130377',
    address: 'Via Altabella 3',
    city: 'Bologna',
    phone: '051 555 040',
    email: 'sicurezza@logisticaadriatica.example',
    ateco: '52.10.10',
    factories: [
      {
        key: 'interporto',
        name: 'Magazzino Interporto di Bologna',
        address: 'Via Bovicelli 1, Interporto',
        city: 'Bentivoglio',
        lat: 44.6283,
        lng: 11.4091,
        modules: ['DVR', 'DPI', 'MAC'],
        departments: ['Ricevimento merci', 'Stoccaggio', 'Spedizioni'],
      },
      {
        key: 'padova',
        name: 'Piattaforma di Padova',
        address: 'Corso Stati Uniti 18',
        city: 'Padova',
        lat: 45.3905,
        lng: 11.9371,
        modules: ['DVR'],
        departments: ['Stoccaggio'],
      },
    ],
    mdContract: { start: '2024-01-01', end: '2026-12-31' },
    srContract: { start: '2024-01-01', end: '2026-12-31' },
    access: { general: 'GOLD', md: 'GOLD', fr: 'PLATINUM', hse: 'GOLD', wwbi: true },
    groups: ['Logistica', 'Grandi clienti'],
    note: null,
    notice: null,
  },
  {
    key: 'edilstrade',
    id: demoId('customer:edilstrade-veneta'),
    create: true,
    companyName: 'Edilstrade Veneta S.r.l.',
    vatNumber: '01860910262',
    address: 'Viale della Repubblica 19',
    city: 'Treviso',
    phone: '0422 555 050',
    email: 'ufficio@edilstradeveneta.example',
    ateco: '42.11.00',
    factories: [
      {
        key: 'treviso',
        name: 'Sede e deposito mezzi di Treviso',
        address: 'Viale della Repubblica 19',
        city: 'Treviso',
        lat: 45.6786,
        lng: 12.2265,
        modules: ['DVR', 'DOC', 'DPI', 'MAC'],
        departments: ['Cantieri stradali', 'Officina mezzi'],
      },
    ],
    mdContract: { start: '2025-02-01', end: '2026-01-31' },
    srContract: { start: '2025-02-01', end: '2026-01-31' },
    access: { general: 'GOLD', md: 'GOLD', fr: 'GOLD', hse: 'SILVER', wwbi: false },
    groups: ['Edilizia'],
    note: null,
    notice: null,
  },
];
