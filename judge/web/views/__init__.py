"""One module per page or API family: a route parses input, calls the CLI's function, renders one context."""
