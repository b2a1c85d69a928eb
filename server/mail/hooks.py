"""Posting pushes and webhook events: the request an outbox row becomes, and what the
answer means (sent; to be tried again; refused for good; the push subscription gone).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import httpx

from server.config import Settings
from server.mail import push, web
from server.mail.transport import Refused
from server.persistence.models import HookFormat, PushSubscription, Webhook


class Gone(Refused):
    """The push service no longer knows the subscription (404, 410): it is removed."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason, permanent=True)


@dataclass(frozen=True, slots=True)
class Post:
    """A POST to make: to `url`, its body and headers; `subscription` for a push."""

    url: str
    content: bytes
    headers: dict[str, str]
    subscription: int | None = None


def push_post(settings: Settings, subscription: PushSubscription, payload: str) -> Post:
    """The push of `payload` (JSON) to `subscription`: encrypted for it, signed for its
    push service."""
    content = push.encrypt(payload.encode(), subscription.p256dh, subscription.auth)
    headers = push.headers(settings.vapid_key, settings.vapid_subject, subscription.endpoint)
    return Post(subscription.endpoint, content, headers, subscription.id)


def shaped(hook_format: HookFormat, event: dict[str, Any]) -> dict[str, Any]:
    """The body of `event` for a webhook of `hook_format`."""
    line = f"**{event['title']}**: {event['text']} {event['url']}"
    if hook_format == HookFormat.DISCORD:
        return {"content": line, "allowed_mentions": {"parse": []}}
    if hook_format == HookFormat.SLACK:
        return {"text": f"*{event['title']}*: {event['text']} <{event['url']}>"}
    return event


def hook_post(settings: Settings, hook: Webhook, body: str) -> Post:
    """The post of the event `body` (JSON, its URL relative to the site) to `hook`."""
    event = json.loads(body)
    event["url"] = settings.public_url.rstrip("/") + event["url"]
    content = json.dumps(shaped(hook.format, event), ensure_ascii=False).encode()
    headers = {"Content-Type": "application/json", "User-Agent": "NatureTable-Webhook"}
    return Post(hook.url, content, headers)


async def send(http: httpx.AsyncClient, post: Post, allow_private: bool) -> None:
    """Make `post`, to the address its host resolves to now (checked again). Raises Refused
    (Gone for a push subscription that no longer exists), or httpx.HTTPError when the
    receiver cannot be reached or does not answer in time."""
    try:
        target = await web.resolve(post.url, allow_private)
    except web.UrlRefused as error:
        raise Refused(str(error), permanent=True) from None
    answer = await web.post(http, target, post.content, post.headers)
    status = answer.status_code
    if 200 <= status < 300:
        return
    reason = f"{status} {answer.reason_phrase}"
    if post.subscription is not None and status in (404, 410):
        raise Gone(reason)
    raise Refused(reason, permanent=not (status == 429 or status >= 500 or status == 408))
