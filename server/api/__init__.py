"""HTTP routes, one router per resource, with their schemas and dependencies."""
