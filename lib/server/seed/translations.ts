/**
 * German and Italian texts of the demo catalogue (ADR 0016): category names, attribute labels and option labels,
 * keyed by their English text. The seed stores them in the documents' `translations` maps; a text without an
 * entry reads the same in every store (sizes).
 */
import type { Translations } from '@/lib/domain/catalog-types';

type Texts = Readonly<Record<string, readonly [de: string, it: string]>>;

export const CATEGORY_NAMES: Texts = {
  All: ['Alle', 'Tutti'],
  Women: ['Damen', 'Donna'],
  Men: ['Herren', 'Uomo'],
  Tops: ['Oberteile', 'Top'],
  Jackets: ['Jacken', 'Giacche'],
  'Hoodies & Sweatshirts': ['Hoodies & Sweatshirts', 'Felpe'],
  Tees: ['T-Shirts', 'T-shirt'],
  'Bras & Tanks': ['BHs & Tanktops', 'Reggiseni e canotte'],
  Tanks: ['Tanktops', 'Canotte'],
  Bottoms: ['Hosen & Shorts', 'Pantaloni e shorts'],
  Pants: ['Hosen', 'Pantaloni'],
  Shorts: ['Shorts', 'Pantaloncini'],
  Gear: ['Ausrüstung', 'Attrezzatura'],
  Bags: ['Taschen', 'Borse'],
  'Fitness Equipment': ['Fitnessgeräte', 'Attrezzi fitness'],
  Watches: ['Uhren', 'Orologi'],
  Training: ['Training', 'Allenamento'],
  'Video Download': ['Video-Download', 'Video da scaricare'],
  Collections: ['Kollektionen', 'Collezioni'],
  New: ['Neuheiten', 'Novità'],
  'Erin Recommends': ['Erin empfiehlt', 'Consigliati da Erin'],
  'Performance Fabrics': ['Funktionsstoffe', 'Tessuti tecnici'],
  'Eco Friendly': ['Umweltfreundlich', 'Ecosostenibili'],
  Sale: ['Sale', 'Saldi'],
};

export const ATTRIBUTE_LABELS: Texts = {
  'Product Name': ['Produktname', 'Nome del prodotto'],
  SKU: ['Artikelnummer', 'Codice articolo'],
  Description: ['Beschreibung', 'Descrizione'],
  Price: ['Preis', 'Prezzo'],
  Color: ['Farbe', 'Colore'],
  Size: ['Größe', 'Taglia'],
  Material: ['Material', 'Materiale'],
  Gender: ['Geschlecht', 'Genere'],
  Activity: ['Aktivität', 'Attività'],
  'Erin Recommends': ['Erin empfiehlt', 'Consigliati da Erin'],
  'Eco Collection': ['Öko-Kollektion', 'Collezione eco'],
  'Performance Fabric': ['Funktionsstoff', 'Tessuto tecnico'],
  New: ['Neu', 'Novità'],
  Sale: ['Sale', 'Saldi'],
};

export const OPTION_LABELS: Texts = {
  // colours
  Black: ['Schwarz', 'Nero'],
  Blue: ['Blau', 'Blu'],
  Brown: ['Braun', 'Marrone'],
  Gray: ['Grau', 'Grigio'],
  Green: ['Grün', 'Verde'],
  Lavender: ['Lavendel', 'Lavanda'],
  Multi: ['Mehrfarbig', 'Multicolore'],
  Orange: ['Orange', 'Arancione'],
  Purple: ['Lila', 'Viola'],
  Red: ['Rot', 'Rosso'],
  White: ['Weiß', 'Bianco'],
  Yellow: ['Gelb', 'Giallo'],
  Pink: ['Rosa', 'Rosa'],
  Navy: ['Marineblau', 'Blu navy'],
  Beige: ['Beige', 'Beige'],
  // materials
  Cotton: ['Baumwolle', 'Cotone'],
  Polyester: ['Polyester', 'Poliestere'],
  Nylon: ['Nylon', 'Nylon'],
  Wool: ['Wolle', 'Lana'],
  Fleece: ['Fleece', 'Pile'],
  Leather: ['Leder', 'Pelle'],
  Spandex: ['Elasthan', 'Elastan'],
  'Organic Cotton': ['Bio-Baumwolle', 'Cotone biologico'],
  Mesh: ['Netzstoff', 'Rete'],
  Hemp: ['Hanf', 'Canapa'],
  Rayon: ['Viskose', 'Viscosa'],
  Canvas: ['Segeltuch', 'Tela'],
  Metal: ['Metall', 'Metallo'],
  Rubber: ['Gummi', 'Gomma'],
  Plastic: ['Kunststoff', 'Plastica'],
  Foam: ['Schaumstoff', 'Schiuma'],
  'Lycra®': ['Lycra®', 'Lycra®'],
  'CoolTech™': ['CoolTech™', 'CoolTech™'],
  // genders
  Women: ['Damen', 'Donna'],
  Men: ['Herren', 'Uomo'],
  Unisex: ['Unisex', 'Unisex'],
  // activities
  Yoga: ['Yoga', 'Yoga'],
  Running: ['Laufen', 'Corsa'],
  Gym: ['Fitnessstudio', 'Palestra'],
  Hiking: ['Wandern', 'Escursionismo'],
  Outdoor: ['Outdoor', 'Outdoor'],
  Training: ['Training', 'Allenamento'],
  Cycling: ['Radfahren', 'Ciclismo'],
  Travel: ['Reisen', 'Viaggio'],
  Recreation: ['Freizeit', 'Tempo libero'],
  Pilates: ['Pilates', 'Pilates'],
  // yes / no
  Yes: ['Ja', 'Sì'],
  No: ['Nein', 'No'],
};

/** The `translations` map of one field whose English text is `text`; undefined when the text has no entry. */
export function translationsOf(texts: Texts, field: string, text: string): Translations | undefined {
  const entry = texts[text];
  if (!entry) return undefined;
  const [de, it] = entry;
  return { de: { [field]: de }, it: { [field]: it } };
}
