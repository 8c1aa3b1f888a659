/* bytes_methods.c — the methods of bytes and bytearray (decode, hex, find, split, join, strip,
 * replace, ...; bytearray's append, extend, pop, clear), bytes.fromhex, and the codecs behind
 * str.encode and bytes.decode: utf-8, utf-8-sig, ascii, latin-1, cp1252 and UTF-16/32 with errors
 * 'strict', 'ignore', 'replace', 'backslashreplace', 'xmlcharrefreplace' and 'surrogateescape',
 * raising CPython's UnicodeDecodeError and UnicodeEncodeError messages. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "buffer.h"
#include "exc.h"
#include "bytes_internal.h"
#include "codec.h"
#include "native.h"
#include "ops.h"

#define B(v) RT_AS(Bytes, v)

/* ---- codecs ---- */

typedef enum {
  CODEC_UTF8, CODEC_ASCII, CODEC_LATIN1, CODEC_CP1252, CODEC_UTF8_SIG,
  CODEC_UTF16, CODEC_UTF16LE, CODEC_UTF16BE, CODEC_UTF32, CODEC_UTF32LE, CODEC_UTF32BE
} Codec;

/* Windows-1252's bytes 0x80..0x9F (0: undefined); the others are Latin-1's. */
static const uint16_t cp1252_high[32] = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

/* The code point of byte x in a one-byte codec, -1 where it has none. */
static int32_t byte_to_cp(Codec c, uint8_t x) {
  if (c == CODEC_ASCII) return x < 0x80 ? x : -1;
  if (c == CODEC_CP1252 && x >= 0x80 && x < 0xA0) return cp1252_high[x - 0x80] ? cp1252_high[x - 0x80] : -1;
  return x;
}

/* The byte of code point cp in a one-byte codec, -1 where it has none. */
static int cp_to_byte(Codec c, uint32_t cp) {
  if (c == CODEC_ASCII) return cp < 0x80 ? (int)cp : -1;
  if (c == CODEC_LATIN1) return cp < 0x100 ? (int)cp : -1;
  if (cp < 0x80 || (cp >= 0xA0 && cp < 0x100)) return (int)cp;
  for (int k = 0; k < 32; k++)
    if (cp1252_high[k] == cp) return 0x80 + k;
  return -1;
}

/* The UTF-16/32 codecs' names (normalised) in Codec's order from CODEC_UTF16, two spellings each. */
static const char *const wide_names[][2] = {{"utf_16", "utf16"}, {"utf_16_le", "utf_16le"},
                                            {"utf_16_be", "utf_16be"}, {"utf_32", "utf32"},
                                            {"utf_32_le", "utf_32le"}, {"utf_32_be", "utf_32be"}};
static const int wide_order[] = {0, 1, -1};
typedef enum { ERR_STRICT, ERR_IGNORE, ERR_REPLACE, ERR_BACKSLASH, ERR_XMLREF, ERR_SURROGATEESCAPE } ErrMode;

static Codec codec_of(const char *fname, Value enc) {
  if (rt_is_undef(enc)) return CODEC_UTF8;
  if (!rt_is_str(enc)) {
    rt_raise(RT_EXC_TypeError, "%s() argument 'encoding' must be str, not %s", fname,
             rt_is_none(enc) ? "None" : rt_type_name(enc));
  }
  char norm[32];
  const char *s = rt_str_data(enc);
  size_t k = 0;
  for (; *s && k < sizeof norm - 1; s++) norm[k++] = *s == '-' ? '_' : (char)tolower((unsigned char)*s);
  norm[k] = 0;
  if (!strcmp(norm, "utf_8") || !strcmp(norm, "utf8")) return CODEC_UTF8;
  if (!strcmp(norm, "ascii") || !strcmp(norm, "us_ascii")) return CODEC_ASCII;
  if (!strcmp(norm, "latin_1") || !strcmp(norm, "latin1") || !strcmp(norm, "iso_8859_1") ||
      !strcmp(norm, "l1") || !strcmp(norm, "iso8859_1") || !strcmp(norm, "8859") || !strcmp(norm, "cp819") ||
      !strcmp(norm, "latin") || !strcmp(norm, "iso8859")) {
    return CODEC_LATIN1;
  }
  if (!strcmp(norm, "cp1252") || !strcmp(norm, "windows_1252")) return CODEC_CP1252;
  if (!strcmp(norm, "utf_8_sig") || !strcmp(norm, "utf8_sig")) return CODEC_UTF8_SIG;
  if (!strcmp(norm, "646") || !strcmp(norm, "us")) return CODEC_ASCII;
  for (int k = 0; k < 6; k++)
    if (!strcmp(norm, wide_names[k][0]) || !strcmp(norm, wide_names[k][1])) return (Codec)(CODEC_UTF16 + k);
  rt_raise(RT_EXC_LookupError, "unknown encoding: %s", rt_str_data(enc));
}

const char *rt_codec_canonical(Value encoding) {
  static const char *const names[] = {"utf-8", "ascii", "iso8859-1", "cp1252", "utf-8-sig", "utf-16", "utf-16-le",
                                      "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"};
  return names[codec_of("lookup", encoding)];
}

const char *rt_codec_function_stem(Value encoding) {
  static const char *const stems[] = {"utf_8", "ascii", "latin_1", "charmap", "utf_8", "utf_16", "utf_16_le",
                                      "utf_16_be", "utf_32", "utf_32_le", "utf_32_be"};
  return stems[codec_of("lookup", encoding)];
}

/* The codec's name in its errors ("charmap" for the table-driven Windows-1252). */
static const char *codec_name(Codec c) {
  return c == CODEC_UTF8 || c == CODEC_UTF8_SIG ? "utf-8" : c == CODEC_ASCII ? "ascii"
         : c == CODEC_CP1252                   ? "charmap" : "latin-1";
}

static ErrMode errors_of(const char *fname, Value err) {
  if (rt_is_undef(err)) return ERR_STRICT;
  if (!rt_is_str(err)) {
    rt_raise(RT_EXC_TypeError, "%s() argument 'errors' must be str, not %s", fname,
             rt_is_none(err) ? "None" : rt_type_name(err));
  }
  const char *s = rt_str_data(err);
  if (!strcmp(s, "strict")) return ERR_STRICT;
  if (!strcmp(s, "ignore")) return ERR_IGNORE;
  if (!strcmp(s, "replace")) return ERR_REPLACE;
  if (!strcmp(s, "backslashreplace")) return ERR_BACKSLASH;
  if (!strcmp(s, "xmlcharrefreplace")) return ERR_XMLREF;
  if (!strcmp(s, "surrogateescape")) return ERR_SURROGATEESCAPE;
  rt_raise(RT_EXC_LookupError, "unknown error handler name '%s'", s);
}

/* Does the UTF-8 text hold a surrogate code point (an escaped byte, U+D800..U+DFFF)? */
static bool has_surrogate(const Str *s) {
  for (const char *p = s->data, *end = s->data + s->nbytes; (p = memchr(p, 0xED, (size_t)(end - p))); p++)
    if (p + 1 < end && (uint8_t)p[1] >= 0xA0) return true;
  return false;
}

/* UTF-8 of str, whose surrogates the errors handler decides: surrogateescape gives back the
 * byte U+DC80..U+DCFF stand for, strict raises CPython's "surrogates not allowed". */
static void utf8_encode_into(Value r, Value str, ErrMode em) {
  const Str *s = RT_AS(Str, str);
  if (!has_surrogate(s)) {
    rt_bytes_append(B(r), s->data, s->nbytes);
    return;
  }
  int64_t pos = 0;
  for (int64_t i = 0; i < s->nbytes; pos++) {
    int len;
    uint32_t cp = rt_utf8_decode(s->data + i, &len);
    if (cp < 0xD800 || cp > 0xDFFF) {
      rt_bytes_append(B(r), s->data + i, len);
    } else if (em == ERR_SURROGATEESCAPE && cp >= 0xDC80 && cp <= 0xDCFF) {
      uint8_t byte = (uint8_t)(cp - 0xDC00);
      rt_bytes_append(B(r), &byte, 1);
    } else if (em == ERR_STRICT || em == ERR_SURROGATEESCAPE) {
      int64_t end = pos + 1; /* strict names the whole run of surrogates, as CPython's */
      for (int64_t j = i + len; em == ERR_STRICT && j < s->nbytes; end++) {
        int l2;
        uint32_t c2 = rt_utf8_decode(s->data + j, &l2);
        if (c2 < 0xD800 || c2 > 0xDFFF) break;
        j += l2;
      }
      Value a[5] = {rt_str_from_c("utf-8"), str, rt_int(pos), rt_int(end), rt_str_from_c("surrogates not allowed")};
      Value err = rt_call(rt_exc_class(RT_EXC_UnicodeEncodeError), 5, a, NULL);
      rt_decref(a[0]);
      rt_decref(a[4]);
      rt_cleanup_push_value(&err); /* rt_raise_exc borrows it: released as the raise unwinds */
      rt_raise_exc(err);
    } else if (em != ERR_IGNORE) {
      char esc[16];
      int n = em == ERR_REPLACE ? snprintf(esc, sizeof esc, "?") : em == ERR_XMLREF ? snprintf(esc, sizeof esc, "&#%u;", cp)
                                                                  : snprintf(esc, sizeof esc, "\\u%04x", cp);
      rt_bytes_append(B(r), esc, n);
    }
    i += len;
  }
}

Value rt_bytes_encode(const char *fname, Value str, Value encoding, Value errors) {
  Codec c = codec_of(fname, encoding);
  ErrMode em = errors_of(fname, errors);
  Str *s = RT_AS(Str, str);
  if (c == CODEC_UTF8 && !has_surrogate(s)) return rt_bytes_new(&rt_bytes_type, s->data, (size_t)s->nbytes);
  if (c == CODEC_UTF8 || c == CODEC_UTF8_SIG) {
    Value r = rt_bytes_new(&rt_bytes_type, c == CODEC_UTF8_SIG ? "\xEF\xBB\xBF" : "", c == CODEC_UTF8_SIG ? 3 : 0);
    int mark = rt_cleanup_push_value(&r);
    utf8_encode_into(r, str, em);
    rt_cleanup_pop(mark, false);
    return r;
  }
  if (c >= CODEC_UTF16) return rt_wide_encode(s, c >= CODEC_UTF32 ? 4 : 2, wide_order[(c - CODEC_UTF16) % 3]);
  uint32_t limit = c == CODEC_ASCII ? 128 : 256;
  Value r = rt_bytes_new(&rt_bytes_type, NULL, 0), err = rt_undef();
  int mark = rt_cleanup_push_value(&r);
  rt_cleanup_push_value(&err); /* function scope: the raise below releases it */
  int64_t pos = 0;
  for (int64_t i = 0; i < s->nbytes; pos++) {
    int len;
    uint32_t cp = rt_utf8_decode(s->data + i, &len);
    int mapped = cp_to_byte(c, cp);
    if (mapped < 0 && em == ERR_SURROGATEESCAPE && cp >= 0xDC80 && cp <= 0xDCFF) mapped = (int)(cp - 0xDC00);
    uint8_t byte = (uint8_t)mapped;
    if (mapped < 0) {
      if (em == ERR_STRICT || em == ERR_SURROGATEESCAPE) {
        /* UnicodeEncodeError(encoding, object, start, end, reason): its str is the sentence */
        Value a[5] = {rt_str_from_c(codec_name(c)), str, rt_int(pos), rt_int(pos + 1),
                      c == CODEC_CP1252 ? rt_str_from_c("character maps to <undefined>")
                                        : rt_str_printf("ordinal not in range(%u)", limit)};
        err = rt_call(rt_exc_class(RT_EXC_UnicodeEncodeError), 5, a, NULL);
        rt_decref(a[0]);
        rt_decref(a[4]);
        rt_raise_exc(err);
      }
      byte = '?';
      char esc[16];
      int n = em == ERR_XMLREF ? snprintf(esc, sizeof esc, "&#%u;", cp)
              : em == ERR_BACKSLASH
                  ? snprintf(esc, sizeof esc, cp < 0x100 ? "\\x%02x" : cp < 0x10000 ? "\\u%04x" : "\\U%08x", cp)
                  : 0;
      if (n > 0) rt_bytes_append(B(r), esc, n);
    }
    if (mapped >= 0 || em == ERR_REPLACE) rt_bytes_append(B(r), &byte, 1);
    i += len;
  }
  rt_cleanup_pop(mark, false);
  return r;
}

Value rt_str_encode(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"encoding", "errors"};
  Value a[2];
  rt_parse_args("encode", argc, argv, kw, 2, names, 0, a);
  return rt_bytes_encode("encode", self, a[0], a[1]);
}

/* How many bytes of the UTF-8 sequence at p[0..n) are valid (need is set to its full length);
 * returns need when all are. */
static int utf8_valid_prefix(const uint8_t *p, int64_t n, int *need) {
  uint8_t c = p[0];
  uint8_t lo = 0x80, hi = 0xBF;
  if (c < 0x80) return *need = 1;
  if (c >= 0xC2 && c <= 0xDF) *need = 2;
  else if (c >= 0xE0 && c <= 0xEF) *need = 3, lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
  else if (c >= 0xF0 && c <= 0xF4) *need = 4, lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
  else return *need = 0;
  int k = 1;
  for (; k < *need && k < n; k++) {
    uint8_t x = p[k];
    if (x < (k == 1 ? lo : 0x80) || x > (k == 1 ? hi : 0xBF)) break;
  }
  return k;
}

/* Bytes [start, end) do not decode; positions count from base (after utf-8-sig's BOM). */
static void decode_error(Codec c, const Bytes *b, int64_t base, int64_t start, int64_t end, const char *why) {
  if (end - start == 1) {
    rt_raise(RT_EXC_UnicodeDecodeError, "'%s' codec can't decode byte 0x%02x in position %lld: %s",
             codec_name(c), b->data[start], (long long)(start - base), why);
  }
  rt_raise(RT_EXC_UnicodeDecodeError, "'%s' codec can't decode bytes in position %lld-%lld: %s",
           codec_name(c), (long long)(start - base), (long long)(end - 1 - base), why);
}

static Value bytes_decode(const Bytes *b, Codec c, ErrMode em) {
  if (c >= CODEC_UTF16) {
    if (em == ERR_SURROGATEESCAPE) em = ERR_STRICT; /* CPython's UTF-16/32 escape no byte either */
    return rt_wide_decode(b, c >= CODEC_UTF32 ? 4 : 2, wide_order[(c - CODEC_UTF16) % 3], (int)em);
  }
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  bool one_byte = c == CODEC_ASCII || c == CODEC_LATIN1 || c == CODEC_CP1252;
  int64_t i = 0;
  if (c == CODEC_UTF8_SIG && b->n >= 3 && !memcmp(b->data, "\xEF\xBB\xBF", 3)) i = 3;
  int64_t base = i;
  while (i < b->n) {
    uint8_t x = b->data[i];
    int32_t cp = one_byte ? byte_to_cp(c, x) : -1;
    if (cp >= 0 || (!one_byte && x < 0x80)) {
      rt_utf8_encode(&sb, cp >= 0 ? (uint32_t)cp : x);
      i++;
      continue;
    }
    int need = 1, ok = one_byte ? 0 : utf8_valid_prefix(b->data + i, b->n - i, &need);
    if (ok == need && need > 0) {
      rt_sb_putn(&sb, (const char *)b->data + i, (size_t)need);
      i += need;
      continue;
    }
    int64_t bad = ok ? ok : 1;
    if (em == ERR_SURROGATEESCAPE && x >= 0x80) { /* each byte that does not decode: U+DC80.. */
      for (int64_t k = i; k < i + bad; k++) rt_utf8_encode(&sb, 0xDC00u + b->data[k]);
      i += bad;
      continue;
    }
    if (em == ERR_STRICT || em == ERR_SURROGATEESCAPE) {
      const char *why = c == CODEC_ASCII    ? "ordinal not in range(128)"
                        : c == CODEC_CP1252 ? "character maps to <undefined>"
                        : need == 0         ? "invalid start byte"
                        : i + ok >= b->n    ? "unexpected end of data"
                                            : "invalid continuation byte";
      decode_error(c, b, base, i, i + bad, why);
    }
    if (em == ERR_REPLACE) rt_sb_puts(&sb, "\xEF\xBF\xBD");
    for (int64_t k = i; em == ERR_BACKSLASH && k < i + bad; k++) rt_sb_printf(&sb, "\\x%02x", b->data[k]);
    if (em == ERR_XMLREF) rt_raise(RT_EXC_TypeError, "don't know how to handle UnicodeDecodeError in error callback");
    i += bad;
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static Value m_decode(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"encoding", "errors"};
  Value a[2];
  rt_parse_args("decode", argc, argv, kw, 2, names, 0, a);
  return bytes_decode(B(self), codec_of("decode", a[0]), errors_of("decode", a[1]));
}

Value rt_bytes_decode(Value b, Value encoding, Value errors) {
  return bytes_decode(B(b), codec_of("str", encoding), errors_of("str", errors));
}

static Value m_fromhex(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return rt_bytes_fromhex(self.as.o->type, argc, argv, kw);
}

/* ---- hex ---- */

/* hex(sep=, bytes_per_sep=1): sep (a str or bytes of one ASCII character) between groups of
 * |bytes_per_sep| bytes, counted from the right when it is positive, from the left else. */
static Value m_hex(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"sep", "bytes_per_sep"};
  Value a[2];
  rt_parse_args("hex", argc, argv, kw, 2, names, 0, a);
  char sep = 0;
  int64_t per = 1;
  if (!rt_is_undef(a[0])) {
    int64_t len = rt_len(a[0]);
    if (len != 1) rt_raise(RT_EXC_ValueError, "sep must be length 1.");
    unsigned char c = rt_is_str(a[0]) ? (unsigned char)rt_str_data(a[0])[0] : 0;
    if (!rt_is_str(a[0])) {
      int64_t n;
      const char *p = rt_buffer_of(a[0], &n);
      if (!p) rt_raise(RT_EXC_TypeError, "sep must be str or bytes.");
      c = (unsigned char)p[0];
    }
    if (c >= 0x80) rt_raise(RT_EXC_ValueError, "sep must be ASCII.");
    sep = (char)c;
    if (!rt_is_undef(a[1])) per = rt_to_index(a[1], NULL);
  }
  int64_t n = B(self)->n;
  uint64_t g = per < 0 ? (uint64_t)0 - (uint64_t)per : (uint64_t)per;
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int64_t i = 0; i < n; i++) {
    if (sep && g && i > 0) {
      uint64_t from = per > 0 ? (uint64_t)(n - i) : (uint64_t)i; /* bytes before the gap, on the counted side */
      if (from % g == 0) rt_sb_putc(&sb, sep);
    }
    rt_sb_printf(&sb, "%02x", B(self)->data[i]);
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static int hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  c = (char)tolower((unsigned char)c);
  return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

Value rt_bytes_fromhex(const ObjType *type, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("fromhex", argc, kw, 1, 1);
  if (!rt_is_str(argv[0])) {
    rt_raise(RT_EXC_TypeError, "fromhex() argument must be str, not %s", rt_type_name(argv[0]));
  }
  const Str *s = RT_AS(Str, argv[0]);
  Value r = rt_bytes_new(type, NULL, 0);
  int mark = rt_cleanup_push_value(&r);
  for (int64_t i = 0; i < s->nbytes;) {
    if (s->data[i] == ' ' || s->data[i] == '\t' || s->data[i] == '\n' || s->data[i] == '\r' ||
        s->data[i] == '\f' || s->data[i] == '\v') {
      i++;
      continue;
    }
    int hi = hexval(s->data[i]);
    int lo = i + 1 < s->nbytes ? hexval(s->data[i + 1]) : -1;
    if (hi < 0 || lo < 0) {
      int64_t at = hi < 0 ? i : i + 1;
      rt_raise(RT_EXC_ValueError, "non-hexadecimal number found in fromhex() arg at position %lld",
               (long long)rt_str_char_index(argv[0], at));
    }
    uint8_t byte = (uint8_t)(hi * 16 + lo);
    rt_bytes_append(B(r), &byte, 1);
    i += 2;
  }
  rt_cleanup_pop(mark, false);
  return r;
}

/* ---- searching ---- */

/* The needle of find/count/index/...: a bytes-like object or an int in range(0, 256). */
static const uint8_t *needle_of(Value v, uint8_t *one, int64_t *len) {
  if (rt_is_bytes_like(v)) {
    *len = B(v)->n;
    return B(v)->data;
  }
  if (v.tag == RT_INT || v.tag == RT_BOOL) {
    *one = rt_byte_value(v, "byte must be in range(0, 256)");
    *len = 1;
    return one;
  }
  rt_raise(RT_EXC_TypeError, "argument should be integer or bytes-like object, not '%s'",
           rt_type_name(v));
}

static void span_of(const Bytes *b, Value start, Value end, int64_t *lo, int64_t *hi) {
  int64_t n = b->n;
  const char *msg = "slice indices must be integers or None or have an __index__ method";
  *lo = 0;
  *hi = n;
  if (!rt_is_undef(start) && !rt_is_none(start)) {
    *lo = rt_to_index(start, msg);
    if (*lo < 0) *lo = *lo + n < 0 ? 0 : *lo + n;
  }
  if (!rt_is_undef(end) && !rt_is_none(end)) {
    *hi = rt_to_index(end, msg);
    if (*hi < 0) *hi = *hi + n < 0 ? 0 : *hi + n;
    if (*hi > n) *hi = n;
  }
}

/* find/rfind/index/rindex/count: the position found (-1 for none), or the count. */
static int64_t search(const char *fname, Value self, int argc, const Value *argv, const Kwargs *kw,
                      bool reverse, bool count) {
  rt_check_nargs(fname, argc, kw, 1, 3);
  uint8_t one;
  int64_t m, lo, hi;
  const uint8_t *nd = needle_of(argv[0], &one, &m);
  const Bytes *b = B(self);
  span_of(b, argc > 1 ? argv[1] : rt_undef(), argc > 2 ? argv[2] : rt_undef(), &lo, &hi);
  if (lo > b->n || hi - lo < m) return count ? 0 : -1;
  int64_t found = -1, k = 0;
  if (count && m == 0) return hi - lo + 1;
  for (int64_t i = reverse ? hi - m : lo; reverse ? i >= lo : i <= hi - m;) {
    if (m == 0 || memcmp(b->data + i, nd, (size_t)m) == 0) {
      if (!count) return i;
      k++;
      found = i;
      i += m;
      continue;
    }
    i += reverse ? -1 : 1;
  }
  (void)found;
  return count ? k : -1;
}

static Value m_find(Value s, int c, const Value *a, const Kwargs *kw) {
  return rt_int(search("find", s, c, a, kw, false, false));
}
static Value m_rfind(Value s, int c, const Value *a, const Kwargs *kw) {
  return rt_int(search("rfind", s, c, a, kw, true, false));
}
static Value m_count(Value s, int c, const Value *a, const Kwargs *kw) {
  return rt_int(search("count", s, c, a, kw, false, true));
}
static Value m_index(Value s, int c, const Value *a, const Kwargs *kw) {
  int64_t i = search("index", s, c, a, kw, false, false);
  if (i < 0) rt_raise(RT_EXC_ValueError, "subsection not found");
  return rt_int(i);
}
static Value m_rindex(Value s, int c, const Value *a, const Kwargs *kw) {
  int64_t i = search("rindex", s, c, a, kw, true, false);
  if (i < 0) rt_raise(RT_EXC_ValueError, "subsection not found");
  return rt_int(i);
}

static bool affix_one(const Bytes *b, Value x, int64_t lo, int64_t hi, bool end) {
  const Bytes *p = B(x);
  if (hi - lo < p->n || lo > b->n) return false;
  int64_t at = end ? hi - p->n : lo;
  return p->n == 0 || memcmp(b->data + at, p->data, (size_t)p->n) == 0;
}

static Value affix(const char *fname, Value self, int argc, const Value *argv, const Kwargs *kw,
                   bool end) {
  rt_check_nargs(fname, argc, kw, 1, 3);
  int64_t lo, hi;
  span_of(B(self), argc > 1 ? argv[1] : rt_undef(), argc > 2 ? argv[2] : rt_undef(), &lo, &hi);
  Value x = argv[0];
  if (rt_is_tuple(x)) {
    const Tuple *t = RT_AS(Tuple, x);
    for (int64_t i = 0; i < t->n; i++) {
      if (!rt_is_bytes_like(t->items[i])) {
        rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'",
                 rt_type_name(t->items[i]));
      }
      if (affix_one(B(self), t->items[i], lo, hi, end)) return rt_bool(true);
    }
    return rt_bool(false);
  }
  if (!rt_is_bytes_like(x)) {
    rt_raise(RT_EXC_TypeError, "%s first arg must be bytes or a tuple of bytes, not %s", fname,
             rt_type_name(x));
  }
  return rt_bool(affix_one(B(self), x, lo, hi, end));
}
static Value m_startswith(Value s, int c, const Value *a, const Kwargs *kw) {
  return affix("startswith", s, c, a, kw, false);
}
static Value m_endswith(Value s, int c, const Value *a, const Kwargs *kw) {
  return affix("endswith", s, c, a, kw, true);
}

/* ---- making new bytes ---- */

static Value like(Value self, const void *data, int64_t n) {
  return rt_bytes_new(self.as.o->type, data, (size_t)n);
}

static const Bytes *bytes_arg(Value v) {
  if (!rt_is_bytes_like(v)) {
    rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(v));
  }
  return B(v);
}

static Value case_map(Value self, int argc, const Kwargs *kw, bool upper) {
  rt_check_nargs(upper ? "upper" : "lower", argc, kw, 0, 0);
  Value r = like(self, B(self)->data, B(self)->n);
  for (int64_t i = 0; i < B(r)->n; i++) {
    uint8_t c = B(r)->data[i];
    B(r)->data[i] = (uint8_t)(upper ? toupper(c) : tolower(c)) & (c < 0x80 ? 0xFF : 0);
    if (c >= 0x80) B(r)->data[i] = c;
  }
  return r;
}
static Value m_upper(Value s, int c, const Value *a, const Kwargs *kw) {
  (void)a;
  return case_map(s, c, kw, true);
}
static Value m_lower(Value s, int c, const Value *a, const Kwargs *kw) {
  (void)a;
  return case_map(s, c, kw, false);
}

static bool is_space(uint8_t c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

static Value strip_impl(const char *fname, Value self, int argc, const Value *argv,
                        const Kwargs *kw, bool left, bool right) {
  rt_check_nargs(fname, argc, kw, 0, 1);
  const Bytes *b = B(self), *chars = NULL;
  if (argc == 1 && !rt_is_none(argv[0])) chars = bytes_arg(argv[0]);
  int64_t lo = 0, hi = b->n;
#define STRIPPED(c) (chars ? (chars->n && memchr(chars->data, (c), (size_t)chars->n)) : is_space(c))
  while (left && lo < hi && STRIPPED(b->data[lo])) lo++;
  while (right && hi > lo && STRIPPED(b->data[hi - 1])) hi--;
#undef STRIPPED
  return like(self, b->data + lo, hi - lo);
}
static Value m_strip(Value s, int c, const Value *a, const Kwargs *kw) {
  return strip_impl("strip", s, c, a, kw, true, true);
}
static Value m_lstrip(Value s, int c, const Value *a, const Kwargs *kw) {
  return strip_impl("lstrip", s, c, a, kw, true, false);
}
static Value m_rstrip(Value s, int c, const Value *a, const Kwargs *kw) {
  return strip_impl("rstrip", s, c, a, kw, false, true);
}

static void append_piece(Value list, Value piece) {
  rt_list_append(list, piece);
  rt_decref(piece);
}

static Value m_split(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"sep", "maxsplit"};
  Value a[2];
  rt_parse_args("split", argc, argv, kw, 2, names, 0, a);
  int64_t maxsplit = rt_is_undef(a[1]) ? -1 : rt_to_index(a[1], NULL);
  const Bytes *b = B(self);
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  int64_t i = 0, splits = 0;
  if (rt_is_undef(a[0]) || rt_is_none(a[0])) {
    while (i < b->n) {
      while (i < b->n && is_space(b->data[i])) i++;
      if (i >= b->n) break;
      int64_t j = i;
      if (maxsplit >= 0 && splits >= maxsplit) {
        j = b->n; /* the rest as it is, trailing whitespace included */
      } else {
        while (j < b->n && !is_space(b->data[j])) j++;
      }
      append_piece(out, like(self, b->data + i, j - i));
      splits++;
      i = j;
    }
  } else {
    const Bytes *sep = bytes_arg(a[0]);
    if (sep->n == 0) rt_raise(RT_EXC_ValueError, "empty separator");
    for (;;) {
      const uint8_t *hit = maxsplit >= 0 && splits >= maxsplit ? NULL
          : memmem(b->data + i, (size_t)(b->n - i), sep->data, (size_t)sep->n);
      int64_t j = hit ? hit - b->data : b->n;
      append_piece(out, like(self, b->data + i, j - i));
      if (!hit) break;
      splits++;
      i = j + sep->n;
    }
  }
  rt_cleanup_pop(mark, false);
  return out;
}

static Value m_join(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("join", argc, kw, 1, 1);
  Value r = like(self, NULL, 0);
  int mark = rt_cleanup_push_value(&r);
  Value it = rt_iter(argv[0]);
  int m2 = rt_cleanup_push_value(&it);
  Value x;
  for (int64_t k = 0; rt_next(it, &x); k++) {
    int m3 = rt_cleanup_push_value(&x);
    if (!rt_is_bytes_like(x)) {
      rt_raise(RT_EXC_TypeError, "sequence item %lld: expected a bytes-like object, %s found",
               (long long)k, rt_type_name(x));
    }
    if (k) rt_bytes_append(B(r), B(self)->data, B(self)->n);
    rt_bytes_append(B(r), B(x)->data, B(x)->n);
    rt_cleanup_pop(m3, true);
  }
  rt_cleanup_pop(m2, true);
  rt_cleanup_pop(mark, false);
  return r;
}

static Value m_replace(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("replace", argc, kw, 2, 3);
  const Bytes *b = B(self), *old = bytes_arg(argv[0]), *new_ = bytes_arg(argv[1]);
  int64_t limit = argc > 2 ? rt_to_index(argv[2], NULL) : -1;
  Value r = like(self, NULL, 0);
  int mark = rt_cleanup_push_value(&r);
  int64_t i = 0, done = 0;
  while (i <= b->n && (limit < 0 || done < limit)) {
    const uint8_t *hit = old->n == 0 ? b->data + i
        : (i < b->n ? memmem(b->data + i, (size_t)(b->n - i), old->data, (size_t)old->n) : NULL);
    if (!hit) break;
    int64_t j = hit - b->data;
    rt_bytes_append(B(r), b->data + i, j - i);
    rt_bytes_append(B(r), new_->data, new_->n);
    done++;
    if (old->n == 0) {
      if (j < b->n) rt_bytes_append(B(r), b->data + j, 1);
      i = j + 1;
    } else {
      i = j + old->n;
    }
  }
  if (i < b->n) rt_bytes_append(B(r), b->data + i, b->n - i);
  rt_cleanup_pop(mark, false);
  return r;
}

/* ---- bytearray's mutation ---- */

static void need_bytearray(Value self, const char *name) {
  if (!rt_is_type(self, &rt_bytearray_type)) {
    rt_raise(RT_EXC_AttributeError, "'bytes' object has no attribute '%s'", name);
  }
}

static Value m_append(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("append", argc, kw, 1, 1);
  uint8_t c = rt_byte_value(argv[0], "byte must be in range(0, 256)");
  rt_bytes_append(B(self), &c, 1);
  return rt_none();
}

static Value m_extend(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("extend", argc, kw, 1, 1);
  if (argv[0].tag != RT_OBJ || !argv[0].as.o->type->iter) {
    rt_raise(RT_EXC_TypeError, "can't extend bytearray with %s", rt_type_name(argv[0]));
  }
  rt_bytes_extend_from(B(self), argv[0]);
  return rt_none();
}

static Value m_pop(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("pop", argc, kw, 0, 1);
  Bytes *b = B(self);
  if (b->n == 0) rt_raise(RT_EXC_IndexError, "pop from empty bytearray");
  int64_t i = argc ? rt_to_index(argv[0], NULL) : -1;
  if (i < 0) i += b->n;
  if (i < 0 || i >= b->n) rt_raise(RT_EXC_IndexError, "pop index out of range");
  rt_bytes_check_resize(b, b->n - 1);
  uint8_t c = b->data[i];
  memmove(b->data + i, b->data + i + 1, (size_t)(b->n - i - 1));
  b->n--;
  return rt_int(c);
}

static Value m_clear(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("clear", argc, kw, 0, 0);
  (void)argv;
  rt_bytes_check_resize(B(self), 0);
  B(self)->n = 0;
  return rt_none();
}

static Value m_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("copy", argc, kw, 0, 0);
  (void)argv;
  return like(self, B(self)->data, B(self)->n);
}

/* insert(index, item): the byte before position index (clamped as list.insert does). */
static Value m_insert(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("insert", argc, kw, 2, 2, RT_ARGS_CLINIC);
  Bytes *b = B(self);
  int64_t i = rt_to_index(argv[0], NULL);
  uint8_t c = rt_byte_value(argv[1], "byte must be in range(0, 256)");
  if (i < 0) i = i + b->n < 0 ? 0 : i + b->n;
  if (i > b->n) i = b->n;
  rt_bytes_append(b, &c, 1); /* grows by one (checks exports) */
  memmove(b->data + i + 1, b->data + i, (size_t)(b->n - 1 - i));
  b->data[i] = c;
  return rt_none();
}

/* remove(value): the first byte equal to value taken out. */
static Value m_remove(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("bytearray.remove", argc, kw, 1, 1, RT_ARGS_ONE);
  Bytes *b = B(self);
  uint8_t c = rt_byte_value(argv[0], "byte must be in range(0, 256)");
  const uint8_t *hit = b->n ? memchr(b->data, c, (size_t)b->n) : NULL;
  if (!hit) rt_raise(RT_EXC_ValueError, "value not found in bytearray");
  int64_t i = hit - b->data;
  rt_bytes_check_resize(b, b->n - 1);
  memmove(b->data + i, b->data + i + 1, (size_t)(b->n - i - 1));
  b->n--;
  return rt_none();
}

static Value m_reverse(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("bytearray.reverse", argc, kw, 0, 0, RT_ARGS_NONE);
  (void)argv;
  Bytes *b = B(self);
  for (int64_t i = 0, j = b->n - 1; i < j; i++, j--) {
    uint8_t t = b->data[i];
    b->data[i] = b->data[j];
    b->data[j] = t;
  }
  return rt_none();
}

/* translate(table, /, delete=b''): each byte not in delete mapped through table (256 bytes, or
 * None: kept). */
static Value m_translate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"", "delete"};
  Value a[2];
  rt_parse_args("translate", argc, argv, kw, 2, names, 1, a);
  int64_t tn = 0, dn = 0;
  const char *table = NULL, *del = NULL;
  if (!rt_is_none(a[0])) {
    table = rt_buffer_of(a[0], &tn);
    if (!table) rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(a[0]));
    if (tn != 256) rt_raise(RT_EXC_ValueError, "translation table must be 256 characters long");
  }
  if (!rt_is_undef(a[1])) {
    del = rt_buffer_of(a[1], &dn);
    if (!del) rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(a[1]));
  }
  bool drop[256] = {false};
  for (int64_t k = 0; k < dn; k++) drop[(uint8_t)del[k]] = true;
  Value r = like(self, NULL, 0);
  int mark = rt_cleanup_push_value(&r);
  for (int64_t i = 0; i < B(self)->n; i++) {
    uint8_t c = B(self)->data[i];
    if (drop[c]) continue;
    uint8_t out = table ? (uint8_t)table[c] : c;
    rt_bytes_append(B(r), &out, 1);
  }
  rt_cleanup_pop(mark, false);
  return r;
}

static const struct {
  const char *name;
  NativeFn fn;
  bool mutating; /* bytearray only */
} bytes_methods[] = {
    {"decode", m_decode, false},     {"hex", m_hex, false},
    {"translate", m_translate, false},
    {"find", m_find, false},         {"rfind", m_rfind, false},
    {"index", m_index, false},       {"rindex", m_rindex, false},
    {"count", m_count, false},       {"startswith", m_startswith, false},
    {"endswith", m_endswith, false}, {"split", m_split, false},
    {"join", m_join, false},         {"strip", m_strip, false},
    {"lstrip", m_lstrip, false},     {"rstrip", m_rstrip, false},
    {"upper", m_upper, false},       {"lower", m_lower, false},
    {"replace", m_replace, false},   {"append", m_append, true},
    {"extend", m_extend, true},      {"pop", m_pop, true},
    {"clear", m_clear, true},        {"copy", m_copy, true},
    {"insert", m_insert, true},      {"remove", m_remove, true},
    {"reverse", m_reverse, true},
    {"fromhex", m_fromhex, false},
};

Value rt_bytes_getattr(Value self, const char *name) {
  for (size_t i = 0; i < sizeof bytes_methods / sizeof bytes_methods[0]; i++) {
    if (strcmp(name, bytes_methods[i].name) == 0) {
      if (bytes_methods[i].mutating && !rt_is_type(self, &rt_bytearray_type)) return rt_undef();
      return rt_native_bind(bytes_methods[i].name, bytes_methods[i].fn, self);
    }
  }
  (void)need_bytearray;
  return rt_bytes_ascii_getattr(self, name);
}
