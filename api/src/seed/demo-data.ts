import type { AdoptionLevel, StartupCategory, TechnologySector } from '@sistema/shared/contract';

// First-run demo records, so a newcomer opens a living app. Fictional startups in real Latin
// American cities; real technologies described in Spanish.

export interface DemoStartup {
  name: string;
  foundedAt: string;
  location: string;
  category: StartupCategory;
  fundingAmount: number | null;
}

export interface DemoTechnology {
  name: string;
  sector: TechnologySector;
  description: string | null;
  adoptionLevel: AdoptionLevel;
}

export const DEMO_STARTUPS: DemoStartup[] = [
  {
    name: 'Cosecha Viva',
    foundedAt: '2019-03-14',
    location: 'Guadalajara, México',
    category: 'IoT',
    fundingAmount: 4_500_000,
  },
  {
    name: 'PagoFácil Andino',
    foundedAt: '2017-08-01',
    location: 'Bogotá, Colombia',
    category: 'FinTech',
    fundingAmount: 38_000_000,
  },
  {
    name: 'Saúde Conecta',
    foundedAt: '2020-05-20',
    location: 'São Paulo, Brasil',
    category: 'HealthTech',
    fundingAmount: 12_000_000,
  },
  {
    name: 'Aula Abierta',
    foundedAt: '2018-02-10',
    location: 'Buenos Aires, Argentina',
    category: 'EdTech',
    fundingAmount: 2_750_000,
  },
  {
    name: 'Sol del Desierto Energía',
    foundedAt: '2016-11-03',
    location: 'Santiago, Chile',
    category: 'CleanTech',
    fundingAmount: 21_000_000,
  },
  {
    name: 'Mercado Quechua',
    foundedAt: '2021-01-18',
    location: 'Lima, Perú',
    category: 'E-commerce',
    fundingAmount: 850_000,
  },
  {
    name: 'Nube Contable',
    foundedAt: '2015-06-25',
    location: 'Montevideo, Uruguay',
    category: 'SaaS',
    fundingAmount: 6_300_000,
  },
  {
    name: 'Visión Andes AI',
    foundedAt: '2022-04-07',
    location: 'Medellín, Colombia',
    category: 'AI/ML',
    fundingAmount: 3_200_000,
  },
  {
    name: 'Cadena Origen',
    foundedAt: '2021-09-12',
    location: 'Ciudad de México, México',
    category: 'Blockchain',
    fundingAmount: 1_500_000,
  },
  {
    name: 'Ruta Verde Logística',
    foundedAt: '2019-10-30',
    location: 'Monterrey, México',
    category: 'Other',
    fundingAmount: null,
  },
  {
    name: 'Crédito Campo',
    foundedAt: '2020-07-15',
    location: 'Córdoba, Argentina',
    category: 'FinTech',
    fundingAmount: 9_800_000,
  },
  {
    name: 'Lector Clínico',
    foundedAt: '2023-02-22',
    location: 'Quito, Ecuador',
    category: 'AI/ML',
    fundingAmount: 600_000,
  },
];

export const DEMO_TECHNOLOGIES: DemoTechnology[] = [
  {
    name: 'Modelos de lenguaje (LLM)',
    sector: 'Computing',
    description:
      'Modelos que generan y resumen texto; se usan en atención al cliente y análisis de documentos.',
    adoptionLevel: 'growing',
  },
  {
    name: 'Pagos instantáneos (Pix, SPEI)',
    sector: 'FinTech',
    description:
      'Transferencias en segundos, las 24 horas, entre cualquier banco o billetera del país.',
    adoptionLevel: 'mature',
  },
  {
    name: 'Telemedicina',
    sector: 'Healthcare',
    description: 'Consultas médicas por video y seguimiento remoto de pacientes en zonas alejadas.',
    adoptionLevel: 'mature',
  },
  {
    name: 'Aprendizaje adaptativo',
    sector: 'Education',
    description: 'Plataformas que ajustan el ritmo y los ejercicios a cada estudiante.',
    adoptionLevel: 'growing',
  },
  {
    name: 'Hidrógeno verde',
    sector: 'Energy',
    description:
      'Hidrógeno producido con energía solar y eólica; Chile y Brasil lideran los proyectos piloto.',
    adoptionLevel: 'emerging',
  },
  {
    name: 'Buses eléctricos',
    sector: 'Transportation',
    description: 'Flotas urbanas eléctricas como las de Santiago y Bogotá.',
    adoptionLevel: 'growing',
  },
  {
    name: 'Redes 5G',
    sector: 'Telecommunications',
    description: 'Conectividad móvil de baja latencia para industria y ciudades inteligentes.',
    adoptionLevel: 'growing',
  },
  {
    name: 'Gemelos digitales',
    sector: 'Manufacturing',
    description: 'Réplicas virtuales de plantas y máquinas para simular y anticipar fallas.',
    adoptionLevel: 'emerging',
  },
  {
    name: 'Agricultura de precisión',
    sector: 'Agriculture',
    description:
      'Sensores, drones e imágenes satelitales para regar y fertilizar solo donde hace falta.',
    adoptionLevel: 'growing',
  },
  {
    name: 'Comercio conversacional',
    sector: 'Retail',
    description: 'Ventas y soporte por WhatsApp y otras apps de mensajería.',
    adoptionLevel: 'mature',
  },
  {
    name: 'Televisión por cable analógica',
    sector: 'Entertainment',
    description: 'Desplazada por el streaming y la televisión digital.',
    adoptionLevel: 'declining',
  },
  {
    name: 'Computación cuántica',
    sector: 'Computing',
    description: null,
    adoptionLevel: 'emerging',
  },
];
