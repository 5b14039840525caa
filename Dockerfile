FROM python:3.11-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PORT=8000

WORKDIR /srv
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt

COPY gunicorn.conf.py .
COPY app ./app

RUN groupadd --system --gid 10001 settle \
    && useradd --system --uid 10001 --gid 10001 --no-create-home --shell /usr/sbin/nologin settle
USER 10001:10001

EXPOSE 8000
# slim has no curl: the probe is a one-line Python request (an error exits 1).
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request as r; r.urlopen('http://127.0.0.1:%s/livez' % os.environ.get('PORT', '8000'), timeout=2)"]

CMD ["gunicorn", "-c", "gunicorn.conf.py"]
