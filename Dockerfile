# The game server: migrations at start, then uvicorn on port 8000, as an unprivileged user.
# Installed in place (-e) so that the pages find web/ beside the code.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 DATA_DIR=/data
WORKDIR /app

COPY pyproject.toml README.md alembic.ini ./
COPY server ./server
COPY migrations ./migrations
COPY benchmarks ./benchmarks
COPY web ./web
RUN pip install -e . && useradd --system --uid 10001 --home /app app \
    && mkdir /data && chown app /data

USER app
VOLUME /data
EXPOSE 8000
CMD ["python", "-m", "server", "--host", "0.0.0.0", "--port", "8000"]
