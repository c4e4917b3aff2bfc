import type { AppContext } from '@/context.ts';
import { seedClientDemo, type ClientDemoResult } from './client.demo-seed.ts';
import { seedStaffDemo } from './staff.demo-seed.ts';

/**
 * Demo data of the People area (SEED_DEMO), after the analytics seed (clients) and the master-data
 * seed (subscription plans): more staff, and the clients' subscription and sign-in history.
 */
export async function seedPeopleDemo(ctx: AppContext): Promise<ClientDemoResult & { staff: number }> {
  const staff = await seedStaffDemo(ctx);
  return { ...(await seedClientDemo(ctx)), staff };
}
