import type { LucideIcon } from 'lucide-react'
import {
  AlarmClock, BadgeCheck, BarChart3, BellRing, BookOpen, Bot, Briefcase, Building2, Calculator, CalendarCheck,
  CalendarClock, ChefHat, ClipboardCheck, ClipboardList, Clock, Cloud, Cog, CreditCard, Database, FileSearch,
  FileText, Filter, Gauge, Globe, GraduationCap, HardHat, Headset, HeartPulse, Home, Hotel, Inbox, KeyRound,
  Languages, Layers, LifeBuoy, LineChart, Link2, ListChecks, Lock, Mail, Map, MapPin, MessageCircle,
  MessagesSquare, Network, PackageSearch, PhoneCall, PiggyBank, Plane, Plug, Receipt, Rocket, Route, Ruler,
  Scale, Search, Send, Server, ShieldCheck, ShoppingCart, Sparkles, Stethoscope, Sun, Target, Timer,
  TrendingUp, Truck, UserCheck, UserPlus, Users, UtensilsCrossed, Wallet, Workflow, Wrench, Zap,
} from 'lucide-react'

/** The icons copy may name, by a stable key. Adding one here makes it available to every catalog. */
const ICONS = {
  alarm: AlarmClock, badge: BadgeCheck, chart: BarChart3, bell: BellRing, book: BookOpen, bot: Bot,
  briefcase: Briefcase, building: Building2, calculator: Calculator, calendar: CalendarCheck,
  schedule: CalendarClock, chef: ChefHat, checklist: ClipboardCheck, clipboard: ClipboardList, clock: Clock,
  cloud: Cloud, cog: Cog, card: CreditCard, database: Database, 'file-search': FileSearch, document: FileText,
  filter: Filter, gauge: Gauge, globe: Globe, graduation: GraduationCap, 'hard-hat': HardHat, headset: Headset,
  health: HeartPulse, home: Home, hotel: Hotel, inbox: Inbox, key: KeyRound, languages: Languages,
  layers: Layers, support: LifeBuoy, trend: LineChart, link: Link2, tasks: ListChecks, lock: Lock, mail: Mail,
  map: Map, pin: MapPin, chat: MessageCircle, conversation: MessagesSquare, network: Network,
  package: PackageSearch, phone: PhoneCall, savings: PiggyBank, plane: Plane, plug: Plug, receipt: Receipt,
  rocket: Rocket, route: Route, ruler: Ruler, scale: Scale, search: Search, send: Send, server: Server,
  shield: ShieldCheck, cart: ShoppingCart, sparkles: Sparkles, stethoscope: Stethoscope, sun: Sun,
  target: Target, timer: Timer, growth: TrendingUp, truck: Truck, 'user-check': UserCheck,
  'user-plus': UserPlus, users: Users, restaurant: UtensilsCrossed, wallet: Wallet, workflow: Workflow,
  wrench: Wrench, zap: Zap,
} satisfies Record<string, LucideIcon>

export type IconName = keyof typeof ICONS

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Component = ICONS[name]
  return <Component aria-hidden="true" focusable="false" className={className} strokeWidth={1.75} />
}
