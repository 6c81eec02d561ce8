import { generateDemoCatalogue } from './src/seed/catalog/demo/generate.ts';
const c = generateDemoCatalogue({ now: new Date('2026-11-24T00:00:00Z') });
console.log(JSON.stringify(c).length);
console.log(c.films.filter((f) => f.is_free).map((f) => `${f.id}:${f.age_limit_id}`).join(' '));
console.log(c.series.filter((f) => f.is_free).map((f) => `${f.id}:${f.seasons[0].episodes[0].id}`).join(' '));
