/** Where a dismissed announcement's text is kept for the session (sessionStorage). */
export const dismissedAnnouncementKey = 'announcementDismissed';
