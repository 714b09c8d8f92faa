import type { SvgIconComponent } from '@mui/icons-material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import GppBadIcon from '@mui/icons-material/GppBad';
import KeyIcon from '@mui/icons-material/Key';
import LinkIcon from '@mui/icons-material/Link';
import LockResetIcon from '@mui/icons-material/LockReset';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PasswordIcon from '@mui/icons-material/Password';
import RestoreIcon from '@mui/icons-material/Restore';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import SettingsIcon from '@mui/icons-material/Settings';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import SyncLockIcon from '@mui/icons-material/SyncLock';
import type { HistoryAction } from '../../../lib/history';

type Tone = 'primary' | 'success' | 'error' | 'warning' | 'info' | 'secondary';

/** How an entry's action looks in a history: its icon, and the colour of that icon (refusals in red). */
export const actionLooks: Record<HistoryAction, { Icon: SvgIconComponent; tone: Tone }> = {
  create: { Icon: AddCircleOutlineIcon, tone: 'success' },
  update: { Icon: EditOutlinedIcon, tone: 'primary' },
  delete: { Icon: DeleteOutlineIcon, tone: 'error' },
  restore: { Icon: RestoreFromTrashIcon, tone: 'success' },
  revert: { Icon: RestoreIcon, tone: 'secondary' },
  move: { Icon: SwapVertIcon, tone: 'info' },
  relation: { Icon: LinkIcon, tone: 'info' },
  upload: { Icon: FileUploadOutlinedIcon, tone: 'success' },
  'refresh-credentials': { Icon: KeyIcon, tone: 'info' },
  'password-reset-request': { Icon: MailOutlineIcon, tone: 'info' },
  'password-set': { Icon: PasswordIcon, tone: 'info' },
  'password-reset': { Icon: LockResetIcon, tone: 'info' },
  'init-password': { Icon: PasswordIcon, tone: 'info' },
  'link-account': { Icon: LinkIcon, tone: 'info' },
  settings: { Icon: SettingsIcon, tone: 'info' },
  'sign-in': { Icon: LoginIcon, tone: 'success' },
  'sign-in-failed': { Icon: GppBadIcon, tone: 'error' },
  'sign-in-throttled': { Icon: BlockIcon, tone: 'error' },
  'refresh-token-reuse': { Icon: SyncLockIcon, tone: 'warning' },
  'sign-out': { Icon: LogoutIcon, tone: 'secondary' },
};
