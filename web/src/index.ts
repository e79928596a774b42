// The web tier (issue 44): the typed server of the site, the remotes and the back office lands here.
