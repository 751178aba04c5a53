import type { ContactCreateRequest } from '@app/contracts';
import { contactCreateRequestSchema } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../lib/time.ts';
import { createContactRepository } from './contacts.repository.ts';
import { createContact } from './create-contact.ts';
import { createPerson } from './create-person.ts';

type SeedContact = ContactCreateRequest & {
  extraPeople?: Array<{
    first_name: string;
    last_name: string;
    email_address?: string;
    phone_number?: string;
    department?: string;
  }>;
  archived?: boolean;
};

const biz = (
  company_name: string,
  address: [string, string, string],
  person: [string, string],
  extra: Partial<SeedContact> = {},
): SeedContact => ({
  contact_type: 'business',
  company_name,
  address_line_1: address[0],
  postal_code: address[1],
  city: address[2],
  person: { first_name: person[0], last_name: person[1] },
  ...extra,
});

const ind = (
  first_name: string,
  last_name: string,
  address: [string, string, string],
  extra: Partial<SeedContact> = {},
): SeedContact => ({
  contact_type: 'individual',
  first_name,
  last_name,
  address_line_1: address[0],
  postal_code: address[1],
  city: address[2],
  ...extra,
});

/** Customers of "Springplezier Verhuur" in and around Utrecht: schools, clubs, agencies, municipalities, families. */
const DEMO_CONTACTS: SeedContact[] = [
  biz('Basisschool De Regenboog', ['Rijnlaan 90', '3526 BC', 'Utrecht'], ['Marieke', 'Jansen'], {
    email_address: 'administratie@deregenboog-utrecht.nl',
    phone_number: '030-2871234',
    coc_id: '41181234',
    extraPeople: [
      {
        first_name: 'Peter',
        last_name: 'Smit',
        email_address: 'p.smit@deregenboog-utrecht.nl',
        department: 'Ouderraad',
      },
    ],
  }),
  biz('OBS Het Zonnehuis', ['Zonnehuislaan 3', '3571 AV', 'Utrecht'], ['Fatima', 'El Amrani'], {
    email_address: 'info@obshetzonnehuis.nl',
    phone_number: '030-2714455',
    coc_id: '41195522',
  }),
  biz('CBS De Wegwijzer', ['Dorpsstraat 45', '3732 HJ', 'De Bilt'], ['Johan', 'van der Linden'], {
    email_address: 'directie@cbsdewegwijzer.nl',
    coc_id: '41185621',
    phone_number: '030-2203344',
  }),
  biz('Montessorischool Zeist', ['Kerckebosweg 20', '3707 BL', 'Zeist'], ['Annelies', 'de Graaf'], {
    email_address: 'ouderraad@montessorizeist.nl',
    coc_id: '41191073',
    phone_number: '030-6912233',
  }),
  biz(
    'Voetbalvereniging Hercules',
    ['Van Heuven Goedhartlaan 201', '3527 CG', 'Utrecht'],
    ['Ruud', 'Bakker'],
    {
      email_address: 'evenementen@vvhercules.nl',
      phone_number: '030-2931100',
      coc_id: '40476512',
      vat_id: 'NL001234567B01',
      extraPeople: [
        {
          first_name: 'Sanne',
          last_name: 'Vermeulen',
          email_address: 'jeugd@vvhercules.nl',
          department: 'Jeugdcommissie',
        },
      ],
    },
  ),
  biz('Hockeyclub Kampong', ['Laan van Maarschalkerweerd 6', '3585 LJ', 'Utrecht'], ['Floor', 'Hendriks'], {
    email_address: 'clubhuis@kampong.nl',
    phone_number: '030-2513377',
    coc_id: '40477001',
  }),
  biz('Tennisvereniging Nieuwegein', ['Sportpark Galecop 4', '3437 NA', 'Nieuwegein'], ['Wim', 'Kok'], {
    email_address: 'bestuur@tvnieuwegein.nl',
    coc_id: '40479318',
  }),
  biz('Korfbalvereniging Oranje Wit', ['Sportlaan 8', '3401 NK', 'IJsselstein'], ['Iris', 'Mulder'], {
    email_address: 'activiteiten@kvoranjewit.nl',
    coc_id: '40481265',
    phone_number: '030-6881020',
  }),
  biz('Zwemvereniging De Dolfijn', ['Zwembadweg 2', '3641 AB', 'Mijdrecht'], ['Bram', 'Visser'], {
    email_address: 'secretaris@zvdedolfijn.nl',
    coc_id: '40530127',
  }),
  biz('Evenementenbureau Feestfabriek', ['Atoomweg 50', '3542 AB', 'Utrecht'], ['Lisa', 'de Jong'], {
    email_address: 'boekingen@feestfabriek.nl',
    phone_number: '030-2411890',
    coc_id: '30215566',
    vat_id: 'NL812345678B01',
    extraPeople: [
      {
        first_name: 'Daan',
        last_name: 'Peters',
        email_address: 'daan@feestfabriek.nl',
        phone_number: '06-12345678',
        department: 'Logistiek',
      },
      {
        first_name: 'Noor',
        last_name: 'Willems',
        email_address: 'noor@feestfabriek.nl',
        department: 'Planning',
      },
    ],
  }),
  biz('Eventmakers Utrecht', ['Europalaan 28', '3526 KS', 'Utrecht'], ['Thomas', 'Brouwer'], {
    email_address: 'info@eventmakers-utrecht.nl',
    phone_number: '030-2882211',
    coc_id: '30287744',
    vat_id: 'NL856789012B01',
  }),
  biz('Party & Co Houten', ['Meidoornkade 14', '3992 AE', 'Houten'], ['Jasmijn', 'van Dam'], {
    email_address: 'hallo@partyenco.nl',
    coc_id: '30264418',
    phone_number: '030-6358899',
  }),
  biz('Gemeente Utrecht', ['Stadsplateau 1', '3521 AZ', 'Utrecht'], ['Karin', 'Dekker'], {
    email_address: 'evenementen@utrecht.nl',
    phone_number: '14 030',
    coc_id: '30280353',
    vat_id: 'NL002220647B01',
    extraPeople: [
      {
        first_name: 'Mohamed',
        last_name: 'Bouzid',
        email_address: 'm.bouzid@utrecht.nl',
        department: 'Wijkbureau Overvecht',
      },
    ],
  }),
  biz('Gemeente Nieuwegein', ['Stadsplein 1', '3431 LZ', 'Nieuwegein'], ['Ellen', 'Koster'], {
    email_address: 'sport@nieuwegein.nl',
    coc_id: '30277145',
    phone_number: '14 030',
  }),
  biz('Gemeente Houten', ['Onderdoor 25', '3995 DW', 'Houten'], ['Gerrit', 'Prins'], {
    email_address: 'info@houten.nl',
    coc_id: '30276982',
    phone_number: '14 030',
  }),
  biz('Gemeente Zeist', ['Het Rond 1', '3701 HS', 'Zeist'], ['Yvonne', 'Maas'], {
    email_address: 'koningsdag@zeist.nl',
    coc_id: '30278341',
    phone_number: '14 030',
  }),
  biz('Buurtvereniging Lombok', ['Kanaalstraat 150', '3531 CM', 'Utrecht'], ['Ahmet', 'Yılmaz'], {
    email_address: 'buurtfeest@lombok-utrecht.nl',
    coc_id: '40483512',
  }),
  biz(
    'Speeltuinvereniging De Watertoren',
    ['Schaakbordstraat 2', '3555 RA', 'Utrecht'],
    ['Joke', 'Hermans'],
    { email_address: 'speeltuin@dewatertoren.nl', coc_id: '40478826', phone_number: '030-2440987' },
  ),
  biz('Kinderopvang Ukkie', ['Oudenoord 330', '3513 EX', 'Utrecht'], ['Sophie', 'Bosman'], {
    email_address: 'locatie@kinderopvang-ukkie.nl',
    coc_id: '30192736',
    phone_number: '030-2322110',
  }),
  biz(
    'Stichting Kinderfeest Leidsche Rijn',
    ['Brennerbaan 130', '3524 BN', 'Utrecht'],
    ['René', 'Schouten'],
    { email_address: 'bestuur@kinderfeestlr.nl', coc_id: '30261549' },
  ),
  biz('Camping De Vergulde Kikker', ['Bosweg 7', '3981 HA', 'Bunnik'], ['Henk', 'van Leeuwen'], {
    email_address: 'receptie@verguldekikker.nl',
    coc_id: '30158862',
    phone_number: '030-6561234',
  }),
  biz('Restaurant Het Wapen van Woerden', ['Kerkplein 2', '3441 BG', 'Woerden'], ['Esther', 'Kuipers'], {
    email_address: 'info@wapenvanwoerden.nl',
    coc_id: '30243317',
  }),
  biz('Bedrijfsfeesten Müller', ['Rijnkade 5', '3511 LC', 'Utrecht'], ['Klaus', 'Müller'], {
    email_address: 'k.muller@bf-muller.de',
    // A German business with its VAT id: its invoices are reverse charged (btw verlegd).
    vat_id: 'DE811234567',
    country: 'de',
    address_line_1: 'Rheinstraße 12',
    postal_code: '47533',
    city: 'Kleve',
  }),
  biz('Scouting Baden-Powell Maarssen', ['Troelstraweg 40', '3601 AS', 'Maarssen'], ['Tim', 'Groen'], {
    email_address: 'groepsbestuur@scoutingmaarssen.nl',
    coc_id: '40482247',
    archived: true,
  }),
  ind('José', 'Fernández', ['Amsterdamsestraatweg 210', '3551 CV', 'Utrecht'], {
    email_address: 'jose.fernandez@gmail.com',
    phone_number: '06-21436587',
  }),
  ind('Emma', 'de Vries', ['Biltstraat 88', '3572 BH', 'Utrecht'], {
    email_address: 'emma.devries@hotmail.com',
    phone_number: '06-11223344',
  }),
  ind('Lucas', 'van den Berg', ['Burgemeester Reigerstraat 19', '3581 KL', 'Utrecht'], {
    email_address: 'lucasvdberg@ziggo.nl',
    phone_number: '06-55667788',
  }),
  ind('Julia', 'Meijer', ['Oudegracht 301', '3511 PA', 'Utrecht'], {
    email_address: 'julia.meijer@outlook.com',
  }),
  ind('Sem', 'Janssen', ['Vleutenseweg 150', '3532 HN', 'Utrecht'], { phone_number: '06-99887766' }),
  ind('Zoë', 'Bakker', ['Lange Nieuwstraat 44', '3512 PJ', 'Utrecht'], {
    email_address: 'zoe.bakker@gmail.com',
    phone_number: '06-12121212',
  }),
  ind('Anouk', 'Smits', ['Dorpsstraat 3', '3451 BL', 'Vleuten'], { email_address: 'anouk.smits@kpnmail.nl' }),
  ind('Milan', 'Hoekstra', ['Rijnlaan 77', '3522 BS', 'Utrecht'], {
    email_address: 'milan.hoekstra@gmail.com',
    phone_number: '06-34343434',
  }),
  ind('Saskia', 'Verbeek', ['Slotlaan 120', '3701 GP', 'Zeist'], { email_address: 'saskia@verbeek.nl' }),
  ind('Mustafa', 'Öztürk', ['Marnixlaan 50', '3552 HG', 'Utrecht'], {
    email_address: 'm.ozturk@gmail.com',
    phone_number: '06-78787878',
  }),
  ind('Inge', 'Dijkstra', ['Herenweg 9', '3602 AA', 'Maarssen'], {
    email_address: 'inge.dijkstra@planet.nl',
  }),
  ind('Pieter', 'de Wit', ['Utrechtseweg 61', '3704 HB', 'Zeist'], { phone_number: '030-6954412' }),
  ind('Linda', 'Claassen', ['Molenweg 18', '3981 CA', 'Bunnik'], {
    email_address: 'linda.claassen@gmail.com',
  }),
  ind('Hans', 'Vos', ['Weg der Verenigde Naties 12', '3527 KT', 'Utrecht'], {
    email_address: 'hans.vos@xs4all.nl',
    archived: true,
  }),
  ind('Eva', 'Mertens', ['Grote Markt 4', '2000', 'Antwerpen'], {
    email_address: 'eva.mertens@telenet.be',
    country: 'be',
  }),
  ind('Daniëlle', 'Gerritsen', ['Achterweg 6', '3411 AH', 'Lopik'], {
    email_address: 'daniellegerritsen@gmail.com',
    archived: true,
  }),
];

/** Demo contacts (through the service, so every rule and derived column applies). */
export const seedContacts = async (ctx: AppContext) => {
  const repo = createContactRepository(ctx.db);
  for (const { extraPeople, archived, ...input } of DEMO_CONTACTS) {
    const contact = await createContact({ ctx, input: contactCreateRequestSchema.parse(input) });
    for (const person of extraPeople ?? []) {
      await createPerson({
        ctx,
        input: {
          contact_id: contact.id,
          email_address: null,
          phone_number: null,
          department: null,
          ...person,
        },
      });
    }
    if (archived) await repo.update(contact.id, { deleted_at: nowIso() });
  }
};
