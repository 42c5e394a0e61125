import { openDatabase } from '@/lib/server/db/client';
import { seedDatabase } from '@/lib/server/seed';
async function main() {
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const database = await openDatabase({ url: 'memory://' });
  const t1 = performance.now();
  await seedDatabase(database.db, { images: false });
  const t2 = performance.now();
  const dump = undefined as Blob | undefined;
  const t3 = performance.now();
  console.log(`open+migrate ${(t1 - t0).toFixed(0)} ms, seed ${(t2 - t1).toFixed(0)} ms, dump ${(t3 - t2).toFixed(0)} ms ${dump ? dump.size : 'no dump'}`);
  await database.close();
}
}
void main();
