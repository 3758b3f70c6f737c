import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useScrollFlag } from '../../lib/scroll-flag';
import { homeTexts } from './home-texts';
import { whatsappChatHref as whatsappHref } from '../../lib/chat-link';

/**
 * Spec §1 "a hidden chat-style Contact Us button": hidden at the top of the page, it shows once the
 * visitor scrolls (the same flag as SCROLL TO TOP, which sits on the other side) and opens a chat.
 */
export function ContactUsButton() {
  const isScrolled = useScrollFlag();
  return (
    <Zoom in={isScrolled} unmountOnExit>
      <Fab
        variant="extended"
        color="secondary"
        size="medium"
        component="a"
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={homeTexts.contactUsLabel}
        sx={{
          position: 'fixed',
          left: { xs: 16, md: 24 },
          bottom: { xs: 16, md: 24 },
          zIndex: 'speedDial',
          borderRadius: '24px 24px 24px 4px',
        }}
      >
        <ChatBubbleOutlineIcon sx={{ mr: 1 }} aria-hidden />
        {homeTexts.contactUs}
      </Fab>
    </Zoom>
  );
}
