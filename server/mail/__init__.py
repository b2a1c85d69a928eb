"""Mail for play over days: an optional, confirmed address per account, password resets,
notifications (your turn, invitations, game over, a daily digest) with per-account choices
and one-click unsubscribing, all sent through an outbox table (docs/mail.md).

Modules: `outbox` (rows, claims, leases), `tokens` (single-use links), `letters` (the texts,
and a row made into a message when sent), `transport` (SMTP, or the log), `addresses`,
`preferences`, `reset`, `notices` (what the game server calls, and the periodic jobs),
`sender` (the task that sends and runs the jobs).
"""
