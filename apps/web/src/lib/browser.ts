/** Browser actions kept behind a function so tests can observe them (jsdom cannot navigate). */
export const reloadPage = () => window.location.reload();
