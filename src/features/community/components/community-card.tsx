import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Link, Typography } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceIcon from '@mui/icons-material/Place';
import type { SvgIconComponent } from '@mui/icons-material';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatIsoDate } from '../../../domain/calendar-date';
import type { CommunityCard as CommunityCardModel } from '../../../domain/community';

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: SvgIconComponent;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Icon aria-hidden fontSize="small" sx={{ color: 'primary.main', mt: '2px' }} />
      <Typography variant="body2">
        <Box component="span" sx={visuallyHidden}>
          {label}:{' '}
        </Box>
        {children}
      </Typography>
    </Box>
  );
}

/** One event, resource or support group: what it is, when and where, and how to reach it. */
export function CommunityCard({ card }: { card: CommunityCardModel }) {
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none', height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        {(card.kind || card.focus) && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {card.kind && <Chip label={card.kind} size="small" color="secondary" />}
            {card.focus && <Chip label={card.focus} size="small" variant="outlined" />}
          </Box>
        )}
        <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
          {card.title}
        </Typography>
        {card.description && (
          <Typography variant="body2" color="textSecondary" sx={{ lineHeight: 1.6 }}>
            {card.description}
          </Typography>
        )}
        <Box component="ul" sx={{ display: 'grid', gap: 0.75, p: 0, m: 0, flexGrow: 1 }}>
          {card.date && (
            <Detail icon={CalendarMonthIcon} label="Date">
              {formatIsoDate(card.date)}
            </Detail>
          )}
          {card.schedule && (
            <Detail icon={EventRepeatIcon} label="Meets">
              {card.schedule}
            </Detail>
          )}
          {card.location && (
            <Detail icon={PlaceIcon} label="Location">
              {card.location}
            </Detail>
          )}
          {card.contact && (
            <Detail icon={ContactPhoneIcon} label="Contact">
              {card.contact}
            </Detail>
          )}
        </Box>
        {card.website && (
          <Link
            href={card.website}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}
          >
            Visit website{' '}
            <Box component="span" sx={visuallyHidden}>
              {`for ${card.title} (opens in a new tab)`}
            </Box>
            <OpenInNewIcon aria-hidden fontSize="small" />
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
