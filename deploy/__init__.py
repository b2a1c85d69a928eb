"""Operations tools: running several server processes behind nginx (`python -m deploy.cluster`)."""
