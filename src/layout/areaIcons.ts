import Assignment from '@mui/icons-material/Assignment';
import Build from '@mui/icons-material/Build';
import Business from '@mui/icons-material/Business';
import Description from '@mui/icons-material/Description';
import EventNote from '@mui/icons-material/EventNote';
import Flag from '@mui/icons-material/Flag';
import Image from '@mui/icons-material/Image';
import MedicalServices from '@mui/icons-material/MedicalServices';
import MenuBook from '@mui/icons-material/MenuBook';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Preview from '@mui/icons-material/Preview';
import Timeline from '@mui/icons-material/Timeline';
import Tune from '@mui/icons-material/Tune';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import type { Area } from '../../lib/model';

/** One icon per menu area, also used by each of its resources. */
export const areaIcons: Record<Area, ComponentType<SvgIconProps>> = {
  sessions: EventNote,
  exams: Assignment,
  protocols: Description,
  attributes: Tune,
  objectives: Flag,
  appliances: Build,
  acts: MedicalServices,
  organisations: Business,
  notifications: NotificationsActive,
  scenarios: PhotoCamera,
  images: Image,
  pedagogicalSheets: MenuBook,
  phases: Timeline,
  rendering: Preview,
};
