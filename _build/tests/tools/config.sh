PYTHON3='/root/.pyenv/shims/python3'
RAGEL='/usr/bin/ragel'
GRAMMAR_IDS='rfc3986 rfc8141 urn-draft03 rfc1738 url-draft05 url-1993 core'
