import type { SvgIconProps } from '@mui/material/SvgIcon';
import AppleIcon from '@mui/icons-material/Apple';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import BedtimeIcon from '@mui/icons-material/Bedtime';
import BoltIcon from '@mui/icons-material/Bolt';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmailIcon from '@mui/icons-material/Email';
import FemaleIcon from '@mui/icons-material/Female';
import FavoriteIcon from '@mui/icons-material/Favorite';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import SpeedIcon from '@mui/icons-material/Speed';
import MonitorWeightIcon from '@mui/icons-material/MonitorWeight';
import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import PsychologyIcon from '@mui/icons-material/Psychology';
import ShieldIcon from '@mui/icons-material/Shield';
import SpaIcon from '@mui/icons-material/Spa';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt';
import VisibilityIcon from '@mui/icons-material/Visibility';
import MaleIcon from '@mui/icons-material/Male';
import AirIcon from '@mui/icons-material/Air';
import HealingIcon from '@mui/icons-material/Healing';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import OpacityIcon from '@mui/icons-material/Opacity';
import ScienceIcon from '@mui/icons-material/Science';
import VerifiedIcon from '@mui/icons-material/Verified';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LockIcon from '@mui/icons-material/Lock';
import StarIcon from '@mui/icons-material/Star';
import GroupsIcon from '@mui/icons-material/Groups';
import PublicIcon from '@mui/icons-material/Public';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { IconName } from '../domain/icons';

const icons: Record<IconName, typeof FavoriteIcon> = {
  droplet: OpacityIcon,
  heart: FavoriteIcon,
  'heart-pulse': MonitorHeartIcon,
  gauge: SpeedIcon,
  scale: MonitorWeightIcon,
  bone: AccessibilityNewIcon,
  brain: PsychologyIcon,
  shield: ShieldIcon,
  leaf: SpaIcon,
  moon: BedtimeIcon,
  smile: SentimentSatisfiedAltIcon,
  eye: VisibilityIcon,
  male: MaleIcon,
  female: FemaleIcon,
  sparkles: AutoAwesomeIcon,
  bolt: BoltIcon,
  lungs: AirIcon,
  liver: HealingIcon,
  water: WaterDropIcon,
  apple: AppleIcon,
  flask: ScienceIcon,
  certificate: VerifiedIcon,
  truck: LocalShippingIcon,
  lock: LockIcon,
  star: StarIcon,
  users: GroupsIcon,
  globe: PublicIcon,
  check: CheckCircleIcon,
  calendar: CalendarMonthIcon,
  book: MenuBookIcon,
  phone: PhoneIcon,
  email: EmailIcon,
  location: PlaceIcon,
  clock: ScheduleIcon,
};

/** Draws an icon named in the content; an unknown name (a typo in the Studio) draws a check mark. */
export function ContentIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = icons[name as IconName] ?? CheckCircleIcon;
  return <Icon aria-hidden {...props} />;
}
