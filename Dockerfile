# The game server: as an unprivileged user, applies the migrations at start, then serves on
# port 8000 (python -m server). Installed in place (-e) so that the pages find web/ beside
# the code. Several replicas can share one database when REDIS_URL is set (docs/scaling.md).
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 DATA_DIR=/data
WORKDIR /app

RUN useradd --system --uid 10001 --home-dir /app --shell /usr/sbin/nologin app \
    && mkdir /data && chown app /data

COPY pyproject.toml README.md alembic.ini ./
COPY migrations ./migrations
COPY server ./server
COPY web ./web
COPY locales ./locales
RUN pip install -e .

USER app
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/healthz', timeout=2)"]
CMD ["python", "-m", "server", "--host", "0.0.0.0", "--port", "8000"]
