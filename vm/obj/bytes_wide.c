/* bytes_wide.c — the UTF-16 and UTF-32 codecs behind str.encode and bytes.decode: code units of
 * 2 or 4 bytes in little- or big-endian order; the plain "utf-16"/"utf-32" write a BOM in this
 * machine's (little-endian) order and read one when present. Errors are CPython's. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "bytes_internal.h"

static void put_unit(Bytes *b, uint32_t u, int unit, bool little) {
  uint8_t out[4];
  for (int k = 0; k < unit; k++) out[little ? k : unit - 1 - k] = (uint8_t)(u >> (8 * k));
  rt_bytes_append(b, out, unit);
}

static uint32_t get_unit(const uint8_t *p, int unit, bool little) {
  uint32_t u = 0;
  for (int k = 0; k < unit; k++) u |= (uint32_t)p[little ? k : unit - 1 - k] << (8 * k);
  return u;
}

Value rt_wide_encode(const Str *s, int unit, int order) {
  bool little = order >= 0; /* 0: with a BOM, in little-endian order */
  Value r = rt_bytes_new(&rt_bytes_type, NULL, 0);
  int mark = rt_cleanup_push_value(&r);
  Bytes *b = RT_AS(Bytes, r);
  if (order == 0) put_unit(b, 0xFEFF, unit, true);
  for (int64_t i = 0; i < s->nbytes;) {
    int len;
    uint32_t cp = rt_utf8_decode(s->data + i, &len);
    i += len;
    if (unit == 2 && cp > 0xFFFF) {
      cp -= 0x10000;
      put_unit(b, 0xD800 | (cp >> 10), 2, little);
      put_unit(b, 0xDC00 | (cp & 0x3FF), 2, little);
    } else {
      put_unit(b, cp, unit, little);
    }
  }
  rt_cleanup_pop(mark, false);
  return r;
}

static _Noreturn void wide_error(const char *codec, const Bytes *b, int64_t start, int64_t end, const char *why) {
  if (end - start == 1) {
    rt_raise(RT_EXC_UnicodeDecodeError, "'%s' codec can't decode byte 0x%02x in position %lld: %s", codec,
             b->data[start], (long long)start, why);
  }
  rt_raise(RT_EXC_UnicodeDecodeError, "'%s' codec can't decode bytes in position %lld-%lld: %s", codec,
           (long long)start, (long long)end - 1, why);
}

/* errors: 0 strict, 1 ignore, 2 replace, 3 backslashreplace (\\xNN a byte). */
Value rt_wide_decode(const Bytes *b, int unit, int order, int errors) {
  int64_t i = 0;
  bool little = order >= 0;
  if (order == 0 && b->n >= unit) { /* a BOM picks the order and is dropped */
    if (get_unit(b->data, unit, true) == 0xFEFF) i = unit;
    else if (get_unit(b->data, unit, false) == 0xFEFF) i = unit, little = false;
  }
  char codec[16];
  snprintf(codec, sizeof codec, "utf-%d-%s", unit * 8, little ? "le" : "be");
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  while (i < b->n) {
    const char *why = NULL;
    int64_t end = b->n;
    if (b->n - i < unit) {
      why = "truncated data";
    } else {
      uint32_t u = get_unit(b->data + i, unit, little);
      end = i + unit;
      if (unit == 4 && (u > 0x10FFFF || (u >= 0xD800 && u <= 0xDFFF))) {
        why = "code point not in range(0x110000)";
      } else if (unit == 2 && u >= 0xD800 && u <= 0xDBFF) {
        uint32_t lo = b->n - i >= 4 ? get_unit(b->data + i + 2, 2, little) : 0;
        if (b->n - i < 4) why = "unexpected end of data", end = b->n;
        else if (lo < 0xDC00 || lo > 0xDFFF) why = "illegal UTF-16 surrogate";
        else u = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00), end = i + 4;
      } else if (unit == 2 && u >= 0xDC00 && u <= 0xDFFF) {
        why = "illegal encoding";
      }
      if (!why) {
        rt_utf8_encode(&sb, u);
        i = end;
        continue;
      }
    }
    if (errors == 0) wide_error(codec, b, i, end, why);
    if (errors == 2) rt_sb_puts(&sb, "\xEF\xBF\xBD");
    for (int64_t k = i; errors == 3 && k < end && k < b->n; k++) rt_sb_printf(&sb, "\\x%02x", b->data[k]);
    i = end;
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}
