import type { MouseEvent, ReactNode } from 'react';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import SpaOutlinedIcon from '@mui/icons-material/SpaOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { useShellLinks } from '../../components/shell-actions';
import { useSiteSettings } from '../../lib/sanity/queries/site-settings';
import { MobileMenuAccount } from './mobile-menu-account';
import { mobileMenuLinks } from './store-links';

const titleId = 'mobile-menu-title';

function MenuLink({
  to,
  label,
  icon,
  onNavigate,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  onNavigate: () => void;
}) {
  return (
    <ListItemButton
      component={NavLink}
      to={to}
      onClick={onNavigate}
      sx={{ '&[aria-current="page"]': { bgcolor: 'action.selected', fontWeight: 700 } }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
  );
}

/** The mobile menu: the store's main pages, the quiz and the account entry, in a side drawer. */
export default function MobileMenuDrawer({
  id,
  open,
  onClose,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const { brandName } = useSiteSettings();
  const quizLink = useShellLinks().quiz();

  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { id, role: 'dialog', 'aria-labelledby': titleId, sx: { width: 300, maxWidth: '85vw' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h3">
          {brandName}
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <List component="nav" aria-label="Menu">
        <MenuLink {...mobileMenuLinks.shop} icon={<StorefrontOutlinedIcon />} onNavigate={onClose} />
        <ListItemButton
          component={RouterLink}
          {...quizLink}
          onClick={(event: MouseEvent) => {
            onClose();
            quizLink.onClick(event);
          }}
        >
          <ListItemIcon>
            <QuizOutlinedIcon />
          </ListItemIcon>
          <ListItemText primary="Take Wellness Quiz" />
        </ListItemButton>
        <MenuLink {...mobileMenuLinks.conditions} icon={<FavoriteBorderIcon />} onNavigate={onClose} />
        <MenuLink {...mobileMenuLinks.healthGoals} icon={<SpaOutlinedIcon />} onNavigate={onClose} />
        <MenuLink {...mobileMenuLinks.learn} icon={<MenuBookOutlinedIcon />} onNavigate={onClose} />
        <MenuLink {...mobileMenuLinks.community} icon={<GroupsOutlinedIcon />} onNavigate={onClose} />
        <MenuLink {...mobileMenuLinks.about} icon={<InfoOutlinedIcon />} onNavigate={onClose} />
        <MenuLink {...mobileMenuLinks.faq} icon={<HelpOutlineIcon />} onNavigate={onClose} />
        <MenuLink {...mobileMenuLinks.contact} icon={<MailOutlineIcon />} onNavigate={onClose} />
        <MenuLink {...mobileMenuLinks.cart} icon={<ShoppingCartOutlinedIcon />} onNavigate={onClose} />
      </List>
      <Divider />
      <Box sx={{ py: 1 }}>
        <MobileMenuAccount onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
