import type { Queryable } from '../db/database.ts';
import { DEMO_STARTUPS, DEMO_TECHNOLOGIES } from './demo-data.ts';

/**
 * Inserts the demo records. Called inside the migration transaction of a freshly created database
 * only, so it can never duplicate them or touch real data. Each record gets its own age (hours
 * apart, first listed newest) so the lists have a meaningful order from the start.
 */
export async function seedDemoData(db: Queryable): Promise<void> {
  for (const [index, startup] of DEMO_STARTUPS.entries()) {
    await db.query(
      `INSERT INTO startups (name, founded_at, location, category, funding_amount, created_at, updated_at)
       VALUES ($1, $2::date, $3, $4, $5::numeric, now() - make_interval(hours => $6::int),
               now() - make_interval(hours => $6::int))`,
      [
        startup.name,
        startup.foundedAt,
        startup.location,
        startup.category,
        startup.fundingAmount,
        index + 1,
      ],
    );
  }
  for (const [index, technology] of DEMO_TECHNOLOGIES.entries()) {
    await db.query(
      `INSERT INTO technologies (name, sector, description, adoption_level, created_at, updated_at)
       VALUES ($1, $2, $3, $4, now() - make_interval(hours => $5::int),
               now() - make_interval(hours => $5::int))`,
      [
        technology.name,
        technology.sector,
        technology.description,
        technology.adoptionLevel,
        index + 1,
      ],
    );
  }
}
