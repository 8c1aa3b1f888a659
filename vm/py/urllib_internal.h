/* urllib_internal.h — what the files of urllib.parse share: views of a str's UTF-8 text (every
 * delimiter a URL has is ASCII, so a piece cut at one is UTF-8 too) and the registration of the
 * quoting half (urllib_quote.c) with the module urllib_parse.c makes. */
#ifndef WEFT_PY_URLLIB_INTERNAL_H
#define WEFT_PY_URLLIB_INTERNAL_H

#include <stdint.h>

#include "../obj/value.h"

/* A piece of UTF-8 text (not NUL-ended). */
typedef struct UrlSv {
  const char *p;
  int64_t n;
} UrlSv;

/* The first index of c in s at or after from, or -1. */
int64_t py_url_find(UrlSv s, char c, int64_t from);
/* A new str of the piece. */
Value py_url_str(UrlSv s);

/* quote, quote_plus, quote_from_bytes, unquote, unquote_plus, unquote_to_bytes, urlencode,
 * parse_qs, parse_qsl (urllib_quote.c). */
void py_urllib_quote_init(Value m);

#endif
