/**
 * German and Italian names of the demo catalogue's generated products (issue 45): a generated name ends with its
 * kind's noun ("Gwyn Breathe Rain Jacket"), and the noun is translated ("Gwyn Breathe Regenjacke", "… Giacca
 * impermeabile"); the first-name prefix and the modifier stay, as brand-like words do. Names that end with no noun of
 * the table (the Luma classics) keep one name for every store: so only a share of the products is translated.
 * The seed stores them in the document's `translations` map (ADR 0016); the German and Italian search vectors of the
 * search projection read them (ADR 0045).
 */
import type { Translations } from '@/lib/domain/catalog-types';

type Names = Readonly<Record<string, readonly [de: string, it: string]>>;

const NOUNS: Names = {
  Jacket: ['Jacke', 'Giacca'],
  'Softshell Jacket': ['Softshelljacke', 'Giacca softshell'],
  'Rain Jacket': ['Regenjacke', 'Giacca impermeabile'],
  'Light Jacket': ['Leichtjacke', 'Giacca leggera'],
  Windbreaker: ['Windjacke', 'Giacca a vento'],
  Shell: ['Wetterjacke', 'Guscio'],
  Trainer: ['Trainingsjacke', 'Giacca da allenamento'],
  Hoodie: ['Kapuzenpullover', 'Felpa con cappuccio'],
  'Pullover Hoodie': ['Kapuzenpullover', 'Felpa con cappuccio'],
  'Full-Zip Hoodie': ['Kapuzenjacke', 'Felpa con zip'],
  Sweatshirt: ['Sweatshirt', 'Felpa'],
  'Crewneck Sweatshirt': ['Rundhals-Sweatshirt', 'Felpa girocollo'],
  'Hooded Fleece': ['Kapuzenfleece', 'Pile con cappuccio'],
  Tee: ['T-Shirt', 'Maglietta'],
  'Crew Tee': ['Rundhalsshirt', 'Maglietta girocollo'],
  'V-Neck Tee': ['V-Shirt', 'Maglietta con scollo a V'],
  'Short-Sleeve Tee': ['Kurzarmshirt', 'Maglietta a maniche corte'],
  'Long-Sleeve Tee': ['Langarmshirt', 'Maglietta a maniche lunghe'],
  'Workout Top': ['Trainingsshirt', 'Top da allenamento'],
  'Fitness Tee': ['Fitnessshirt', 'Maglietta fitness'],
  'Running Tee': ['Laufshirt', 'Maglietta da corsa'],
  'Sleeveless Tee': ['Ärmelshirt', 'Maglietta smanicata'],
  Tank: ['Tanktop', 'Canotta'],
  'Racer Back Tank': ['Ringertop', 'Canotta vogatore'],
  'Yoga Tank': ['Yogatop', 'Canotta da yoga'],
  'Gym Tank': ['Trainingstop', 'Canotta da palestra'],
  'Muscle Tank': ['Muskelshirt', 'Canotta da palestra'],
  'Fitness Tank': ['Fitnesstop', 'Canotta fitness'],
  'Practice Tank': ['Trainingstop', 'Canotta da allenamento'],
  Tunic: ['Tunika', 'Tunica'],
  'Bra Top': ['BH-Top', 'Top reggiseno'],
  'Sports Bra': ['Sport-BH', 'Reggiseno sportivo'],
  'Cross-Fit Bra': ['Crossfit-BH', 'Reggiseno crossfit'],
  'Compete Bra': ['Wettkampf-BH', 'Reggiseno da gara'],
  Pant: ['Hose', 'Pantaloni'],
  'Track Pant': ['Trainingshose', 'Pantaloni della tuta'],
  'Yoga Pant': ['Yogahose', 'Pantaloni da yoga'],
  'Warm-Up Pant': ['Aufwärmhose', 'Pantaloni da riscaldamento'],
  Sweatpant: ['Jogginghose', 'Pantaloni della tuta'],
  Legging: ['Leggings', 'Leggings'],
  Capri: ['Caprihose', 'Pantaloni capri'],
  Jogger: ['Jogginghose', 'Pantaloni jogger'],
  Tight: ['Lauftights', 'Calzamaglia'],
  Short: ['Shorts', 'Pantaloncini'],
  'Running Short': ['Laufshorts', 'Pantaloncini da corsa'],
  'Bike Short': ['Radlerhose', 'Pantaloncini da ciclismo'],
  'Yoga Short': ['Yogashorts', 'Pantaloncini da yoga'],
  'Drawstring Short': ['Kordelshorts', 'Pantaloncini con coulisse'],
  'Gym Short': ['Trainingsshorts', 'Pantaloncini da palestra'],
  'Power Short': ['Kraftshorts', 'Pantaloncini da allenamento'],
  Backpack: ['Rucksack', 'Zaino'],
  Daypack: ['Tagesrucksack', 'Zainetto'],
  Duffle: ['Reisetasche', 'Borsone'],
  'Gym Bag': ['Sporttasche', 'Borsa da palestra'],
  'Messenger Bag': ['Umhängetasche', 'Borsa a tracolla'],
  'Shoulder Pack': ['Schultertasche', 'Borsa a spalla'],
  Tote: ['Tragetasche', 'Borsa shopper'],
  Watch: ['Uhr', 'Orologio'],
  'Sport Watch': ['Sportuhr', 'Orologio sportivo'],
  'Fitness Tracker': ['Fitnesstracker', 'Contapassi'],
  Chronograph: ['Chronograph', 'Cronografo'],
  'Yoga Mat': ['Yogamatte', 'Tappetino yoga'],
  'Stability Ball': ['Gymnastikball', 'Palla da ginnastica'],
  'Water Bottle': ['Trinkflasche', 'Borraccia'],
  'Resistance Band': ['Widerstandsband', 'Elastico di resistenza'],
  'Jump Rope': ['Springseil', 'Corda per saltare'],
  'Foam Roller': ['Faszienrolle', 'Rullo in schiuma'],
  'Yoga Block': ['Yogablock', 'Mattoncino yoga'],
  'Stretch Strap': ['Dehnungsgurt', 'Cinghia per stretching'],
};

/** Longest noun first, so "Rain Jacket" wins over "Jacket". */
const BY_LENGTH = Object.keys(NOUNS).sort((a, b) => b.length - a.length);

/** The `translations` map of a product name ending with a known noun, or undefined (the name reads the same everywhere). */
export function productNameTranslations(name: string): Translations | undefined {
  const noun = BY_LENGTH.find((candidate) => name === candidate || name.endsWith(` ${candidate}`));
  if (!noun) return undefined;
  const [de, it] = NOUNS[noun]!;
  const stem = name.slice(0, name.length - noun.length);
  return { de: { name: `${stem}${de}` }, it: { name: `${stem}${it}` } };
}
