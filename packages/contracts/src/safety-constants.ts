/** Texts and lists of the safety register, without zod. */
export const LOG_KIND_VALUES = ['keuring', 'inspectie', 'onderhoud', 'reparatie'] as const;
export const LOG_RESULT_VALUES = ['goedgekeurd', 'afgekeurd', 'met_opmerkingen'] as const;
export const INJURY_VALUES = ['geen', 'licht', 'ernstig'] as const;
export const SAFETY_KIND_VALUES = ['speeltoestel', 'attractie'] as const;
export const OVERDUE_POLICY_VALUES = ['warn', 'block'] as const;

export const LOG_KIND_LABELS: Record<(typeof LOG_KIND_VALUES)[number], string> = {
  keuring: 'Keuring',
  inspectie: 'Inspectie',
  onderhoud: 'Onderhoud',
  reparatie: 'Reparatie',
};
export const LOG_RESULT_LABELS: Record<(typeof LOG_RESULT_VALUES)[number], string> = {
  goedgekeurd: 'Goedgekeurd',
  afgekeurd: 'Afgekeurd',
  met_opmerkingen: 'Met opmerkingen',
};
export const INJURY_LABELS: Record<(typeof INJURY_VALUES)[number], string> = {
  geen: 'Geen letsel',
  licht: 'Licht letsel',
  ernstig: 'Ernstig letsel',
};
export const SAFETY_KIND_LABELS: Record<(typeof SAFETY_KIND_VALUES)[number], string> = {
  speeltoestel: 'Speeltoestel',
  attractie: 'Attractietoestel',
};

/** Where a serious accident is reported (WAS 2023, art. 16): the NVWA's own form. */
export const NVWA_REPORTING_ROUTE =
  'Meld een ernstig ongeval direct bij de NVWA: via het meldformulier op nvwa.nl (zoek op "ongeval attractie of speeltoestel melden") of telefonisch via 0900-0388.';

export const DEFAULT_INSTRUCTIONS = [
  'Gebruiksaanwijzing springkussen',
  '',
  'Opstellen: zet het kussen op een vlakke ondergrond zonder scherpe voorwerpen, met minstens 2 meter vrije ruimte rondom. Leg op een harde ondergrond valdempende matten voor de ingang.',
  'Verankeren: zet elk verankeringspunt vast met de meegeleverde grondpennen (minstens 45 cm diep, schuin van het kussen af) of, op een verharde ondergrond, met zandzakken of gewichten van minstens 50 kg per punt. Gebruik alle verankeringspunten.',
  'Windgrens: niet gebruiken bij windkracht 5 (Beaufort) of meer, of bij windstoten boven 38 km/u. Haal iedereen eraf en laat het kussen leeglopen zodra de wind aantrekt, bij onweer of bij regen.',
  'Toezicht: er is altijd een volwassene bij die toezicht houdt. Houd je aan het maximale aantal gebruikers en de maximale lengte op het kussen. Geen schoenen, brillen, scherpe voorwerpen, eten of drinken op het kussen. Niet klimmen op de wanden.',
  'Blower: de blower blijft aan zolang het kussen in gebruik is; houd de aanzuigopening vrij en de stekker droog.',
  'Gebreken en ongevallen: stop het gebruik bij schade en noteer gebreken, onderhoud en ongevallen op het logblad. Meld een ongeval direct aan de verhuurder.',
].join('\n');

export const SAFETY_MESSAGES = {
  unitNotFound: 'Deze voorraad bestaat niet (meer).',
  itemNotFound: 'Dit artikel bestaat niet (meer).',
  dateInFuture: 'Een logboekregel kan niet in de toekomst liggen.',
  occurredInFuture: 'Een incident kan niet in de toekomst liggen.',
  reportedInFuture: 'De meldingsdatum kan niet in de toekomst liggen.',
  nextDueBeforeDate: 'De volgende keuring ligt na de datum van deze regel.',
  orderNotOfUnit: 'Deze order bevatte dit toestel niet.',
  orderNotFound: 'Deze order bestaat niet (meer).',
  untilBeforeFrom: 'De einddatum ligt vóór de begindatum.',
  attachmentNotFound: 'Deze bijlage bestaat niet (meer).',
  attachmentType: 'Een bijlage moet een PDF of een foto zijn.',
  certificatePdf: 'Het certificaat moet een PDF zijn.',
  certificateTarget: 'Kies een artikel (typecertificaat) of een stuk voorraad (certificaat per stuk).',
  correctsNotFound: 'De regel die je corrigeert hoort niet bij dit toestel.',
  appendOnly: 'Het logboek kan niet worden gewijzigd of verwijderd. Leg een correctie vast als nieuwe regel.',
  blockNotFound: 'Deze buitengebruikstelling bestaat niet (meer).',
  blockFromInspection:
    'Deze blokkade komt van een afgekeurde keuring; ze vervalt met een latere goedgekeurde keuring.',
  blockAlreadyLifted: 'Deze buitengebruikstelling is al opgeheven.',
  unitBlocked: 'Dit toestel is op (een deel van) deze dagen buiten gebruik.',
  unitOverdue: 'De keuring van dit toestel is verlopen op (een deel van) deze dagen.',
  /** An order line refused because the kind's setting blocks an overdue unit. */
  orderUnitOverdue: (product: string, due: string) =>
    `${product} had uiterlijk ${due} gekeurd moeten zijn. Volgens de instelling Keuringen gaat een toestel met een verlopen keuring niet op verhuur. Leg eerst een goedgekeurde keuring vast of kies andere dagen.`,
  resultRequired: 'Geef de uitslag van de keuring of inspectie op.',
  intervalInvalid: 'Geef een interval van 0 tot 120 maanden op.',
} as const;
