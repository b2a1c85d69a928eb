"""Posting to URLs that people give (webhooks) or that their browsers give (push
endpoints), without letting them reach the server's own network.

A URL is taken only when it is http(s) and its host resolves to public addresses alone: not
loopback, private, link-local (cloud metadata services), multicast, reserved or otherwise
not global, unless the operator allows them (WEBHOOKS_ALLOW_PRIVATE, for tests and closed
networks). It is checked when it is added and again at each POST (DNS can change), and the
POST goes to the address checked (TLS still verifies the host's name), with a short timeout
and no redirects followed.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from dataclasses import dataclass
from urllib.parse import urlsplit, urlunsplit

import httpx

from server.i18n import N_

NOT_HTTP = N_("The address must begin with https:// (or http://).")
NO_HOST = N_("The address names no host that can be found.")
NOT_PUBLIC = N_(
    "The address leads to a private, local or reserved network: only public addresses are taken."
)


class UrlRefused(ValueError):
    """A URL that is not posted to; its message is one of the reasons above (English)."""


@dataclass(frozen=True, slots=True)
class Target:
    """Where a POST goes: the URL given, and the address its host resolved to."""

    url: str
    address: str


def public(address: str) -> bool:
    """Whether `address` is on the public internet (an IPv4-mapped IPv6 address by the IPv4
    address it maps)."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_global and not (
        ip.is_multicast or ip.is_private or ip.is_loopback or ip.is_link_local or ip.is_reserved
    )


def check_form(url: str) -> None:
    """Refuse (UrlRefused) a URL that is not http(s) with a host."""
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError for a port out of range
    except ValueError:
        raise UrlRefused(NOT_HTTP) from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise UrlRefused(NOT_HTTP)
    if parts.username is not None or parts.password is not None:
        raise UrlRefused(NOT_HTTP)


def resolve_now(url: str, allow_private: bool) -> Target:
    """Where to post `url`: its host's first address (IPv4 first), once every address it
    resolves to is checked. Raises UrlRefused. (Blocks while the name is looked up.)"""
    check_form(url)
    parts = urlsplit(url)
    host = parts.hostname or ""
    port = parts.port or (443 if parts.scheme == "https" else 80)
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError):
        raise UrlRefused(NO_HOST) from None
    addresses = [str(info[4][0]) for info in found]
    if not addresses:
        raise UrlRefused(NO_HOST)
    if not allow_private and not all(public(a) for a in addresses):
        raise UrlRefused(NOT_PUBLIC)
    addresses.sort(key=lambda a: ":" in a)  # IPv4 first: not every host routes IPv6
    return Target(url, addresses[0])


async def resolve(url: str, allow_private: bool) -> Target:
    """`resolve_now`, in a thread of its own."""
    return await asyncio.to_thread(resolve_now, url, allow_private)


def client(timeout: float) -> httpx.AsyncClient:
    """A client for posts: `timeout` seconds for each step, no redirects, no proxies."""
    return httpx.AsyncClient(
        timeout=httpx.Timeout(timeout), follow_redirects=False, trust_env=False
    )


async def post(
    http: httpx.AsyncClient, target: Target, content: bytes, headers: dict[str, str]
) -> httpx.Response:
    """POST `content` to `target`'s URL at the address it resolved to (the Host header and
    TLS name its host). Raises httpx.HTTPError."""
    parts = urlsplit(target.url)
    host = parts.hostname or ""
    ip = f"[{target.address}]" if ":" in target.address else target.address
    netloc = ip if parts.port is None else f"{ip}:{parts.port}"
    at = urlunsplit((parts.scheme, netloc, parts.path or "/", parts.query, ""))
    headers = headers | {"Host": parts.netloc.rsplit("@", 1)[-1]}
    extensions = {"sni_hostname": host} if parts.scheme == "https" else {}
    return await http.post(at, content=content, headers=headers, extensions=extensions)
