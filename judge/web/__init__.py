"""The web application: app factory, error handling, middlewares and the pages (`views/`)."""
