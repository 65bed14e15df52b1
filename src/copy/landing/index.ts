import type { ServiceNowSlug, UseCaseSlug } from '../../lib/routes'
import { constructionCopy } from './construction'
import { ecommerceCopy } from './ecommerce'
import { financeCopy } from './finance'
import { healthcareCopy } from './healthcare'
import { hotelsCopy } from './hotels'
import { insuranceCopy } from './insurance'
import { itSupportCopy } from './it-support'
import { marketingSalesCopy } from './marketing-sales'
import { realEstateCopy } from './real-estate'
import { recruitingCopy } from './recruiting'
import { restaurantsCopy } from './restaurants'
import { csmCopy } from './servicenow-csm'
import { hrsdCopy } from './servicenow-hrsd'
import { itomCopy } from './servicenow-itom'
import { itsmCopy } from './servicenow-itsm'
import { nowAssistCopy } from './servicenow-now-assist'
import { virtualAgentCopy } from './servicenow-virtual-agent'
import { solarCompaniesCopy } from './solar-companies'
import { travelAgenciesCopy } from './travel-agencies'
import type { LandingCopy } from './types'

export const USE_CASE_COPY: Record<UseCaseSlug, LandingCopy> = {
  'real-estate': realEstateCopy,
  healthcare: healthcareCopy,
  finance: financeCopy,
  'it-support': itSupportCopy,
  ecommerce: ecommerceCopy,
  restaurants: restaurantsCopy,
  hotels: hotelsCopy,
  'travel-agencies': travelAgenciesCopy,
  'marketing-sales': marketingSalesCopy,
  'solar-companies': solarCompaniesCopy,
  recruiting: recruitingCopy,
  insurance: insuranceCopy,
  construction: constructionCopy,
}

export const SERVICENOW_COPY: Record<ServiceNowSlug, LandingCopy> = {
  'now-assist': nowAssistCopy,
  itsm: itsmCopy,
  csm: csmCopy,
  itom: itomCopy,
  hrsd: hrsdCopy,
  'virtual-agent': virtualAgentCopy,
}
