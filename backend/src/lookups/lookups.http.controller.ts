import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  HEALTH_CARD_MESSAGES,
  parseHealthCardStripe,
  resolveBirthPlace,
  searchPlaces,
  type BelfiorePlaceRow,
  type HealthCardData,
} from '@tutela/contracts';
import { DomainError } from '../shared/domain-error';
import { HealthCardRequestDto, PlaceLookupRequestDto } from './lookups.request.dto';

/** The autocomplete's answer: the place with the fields the worker dialog fills. */
export interface PlaceLookupRow extends BelfiorePlaceRow {
  /** Municipality: "Roma (RM)"; foreign state: its name. */
  label: string;
  /** Alias of `code` with the older clients' name. */
  codice_belfiore: string;
  comune: string;
  provincia: string | null;
  cessato: boolean;
}

function toLookupRow(place: BelfiorePlaceRow): PlaceLookupRow {
  return {
    ...place,
    label: place.province ? `${place.name} (${place.province})` : place.name,
    codice_belfiore: place.code,
    comune: place.name,
    provincia: place.province,
    cessato: place.ceased,
  };
}

/**
 * Lookups from the Belfiore list embedded with the tax-code library (municipalities past and present, foreign
 * states), for the worker dialog's birth-place autocomplete, and the health-card stripe reader. Any signed-in
 * user: nothing here belongs to a tenant.
 */
@ApiTags('lookup')
@ApiBearerAuth()
@Controller(['md', 'fr', 'sr'])
export class LookupsController {
  @Get('lookups/municipalities')
  @ApiOperation({
    summary: 'Comuni (anche cessati) per nome, validi alla data indicata',
  })
  async municipalities(@Query() params: PlaceLookupRequestDto): Promise<{ data: PlaceLookupRow[] }> {
    const places = await searchPlaces({
      q: params.q ?? '',
      kind: 'municipality',
      date: params.date ?? null,
    });
    return { data: places.map(toLookupRow) };
  }

  @Get('tcomnos')
  @ApiOperation({
    summary: 'Comuni: nome storico della stessa ricerca (lookups/municipalities)',
  })
  tcomnos(@Query() params: PlaceLookupRequestDto): Promise<{ data: PlaceLookupRow[] }> {
    return this.municipalities(params);
  }

  @Get('lookups/countries')
  @ApiOperation({ summary: 'Stati esteri per nome (codici Z)' })
  async countries(@Query() params: PlaceLookupRequestDto): Promise<{ data: PlaceLookupRow[] }> {
    const places = await searchPlaces({
      q: params.q ?? '',
      kind: 'country',
      date: params.date ?? null,
    });
    return { data: places.map(toLookupRow) };
  }

  @Get('reversetesserasanitaria')
  @ApiOperation({
    summary: 'Legge la banda magnetica della tessera sanitaria (%…_) nei dati anagrafici',
  })
  async healthCard(@Query() params: HealthCardRequestDto): Promise<{ data: HealthCardData & { birth_place: string | null } }> {
    const card = parseHealthCardStripe(params.rowdata ?? '');
    if (!card) throw DomainError.validation('rowdata', HEALTH_CARD_MESSAGES.UNREADABLE);
    const place = await resolveBirthPlace({
      code: card.birth_place_code,
      birthDate: card.birth_date,
    });
    return {
      data: { ...card, birth_place: place.ok ? place.place.name : null },
    };
  }
}
