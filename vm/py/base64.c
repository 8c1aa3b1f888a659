/* base64.c — the binascii module (Error, hexlify/unhexlify, crc32, a2b_base64/b2a_base64)
 * and the base64 module over it: b64encode/b64decode with altchars and validate, the
 * standard_ and urlsafe_ forms, b16encode/b16decode, encodebytes/decodebytes. Decoding
 * without validate skips characters outside the alphabet and stops at the padding, as
 * CPython's a2b_base64; its errors are binascii.Error (a ValueError) with CPython's messages. */
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/buffer.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

static const char B64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* err: binascii.Error (the functions' bound self). */
static _Noreturn void fail(Value err, const char *msg) {
  Value text = rt_str_from_c(msg);
  rt_cleanup_push_value(&text);
  Value exc = rt_call(err, 1, &text, NULL);
  rt_cleanup_push_value(&exc);
  rt_raise_exc(exc);
}

/* The bytes of an argument to encode: a bytes-like object. */
static const unsigned char *data_arg(Value v, int64_t *n) {
  const char *p = rt_buffer_of(v, n);
  if (!p) rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(v));
  return (const unsigned char *)p;
}

/* The bytes of an argument to decode: bytes-like, or a str of ASCII characters. */
static const unsigned char *text_arg(Value v, int64_t *n) {
  if (rt_is_str(v)) {
    const unsigned char *s = (const unsigned char *)rt_str_data(v);
    *n = (int64_t)RT_AS(Str, v)->nbytes;
    for (int64_t k = 0; k < *n; k++)
      if (s[k] >= 0x80) rt_raise(RT_EXC_ValueError, "string argument should contain only ASCII characters");
    return s;
  }
  const char *p = rt_buffer_of(v, n);
  if (!p) {
    rt_raise(RT_EXC_TypeError, "argument should be a bytes-like object or ASCII string, not '%s'",
             rt_type_name(v));
  }
  return (const unsigned char *)p;
}

static Value bytes_of(StrBuf *sb) {
  int mark = rt_sb_cleanup_push(sb);
  Value b = rt_bytes_new(&rt_bytes_type, sb->data ? sb->data : "", sb->len);
  rt_cleanup_pop(mark, true);
  return b;
}

/* ---- base64 ---- */

/* alt: the two characters that stand for '+' and '/', or NULL. */
static Value encode64(const unsigned char *p, int64_t n, const unsigned char *alt, bool newline) {
  StrBuf sb;
  rt_sb_init(&sb);
  for (int64_t k = 0; k < n; k += 3) {
    uint32_t w = (uint32_t)p[k] << 16 | (k + 1 < n ? (uint32_t)p[k + 1] << 8 : 0) | (k + 2 < n ? p[k + 2] : 0);
    int chars = k + 2 < n ? 4 : k + 1 < n ? 3 : 2;
    for (int c = 0; c < 4; c++) {
      int d = (int)((w >> (18 - 6 * c)) & 63);
      char ch = c >= chars ? '=' : alt && d >= 62 ? (char)alt[d - 62] : B64[d];
      rt_sb_putc(&sb, ch);
    }
    if (newline && (k / 3 + 1) % 19 == 0 && k + 3 < n) rt_sb_putc(&sb, '\n'); /* 76 a line */
  }
  if (newline && n) rt_sb_putc(&sb, '\n');
  return bytes_of(&sb);
}

static int b64_digit(unsigned char c) {
  const char *at = c ? strchr(B64, c) : NULL;
  return at ? (int)(at - B64) : -1;
}

/* a2b_base64: alt maps two characters onto '+' and '/' first. Not strict, characters outside
 * the alphabet are skipped and the padding ends the data; strict (validate=True), they are
 * errors, as is anything after the padding. */
static Value decode64(Value err, const unsigned char *s, int64_t n, const unsigned char *alt, bool strict) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  int quad = 0, pads = 0;
  bool padding = false;
  unsigned left = 0;
  if (strict && n > 0 && s[0] == '=') fail(err, "Leading padding not allowed");
  int64_t k = 0;
  for (; k < n; k++) {
    unsigned char c = s[k];
    if (alt && c == alt[0]) c = '+';
    else if (alt && c == alt[1]) c = '/';
    if (c == '=') {
      padding = true;
      if (strict && quad == 0) fail(err, "Excess padding not allowed");
      if (quad >= 2 && quad + ++pads >= 4) { /* the padding ends the data */
        if (strict && k + 1 < n) fail(err, "Excess data after padding");
        break;
      }
      continue;
    }
    int d = b64_digit(c);
    if (d < 0) {
      if (strict) fail(err, "Only base64 data is allowed");
      continue;
    }
    if (strict && padding) fail(err, "Discontinuous padding not allowed");
    pads = 0;
    switch (quad) {
      case 0: left = (unsigned)d, quad = 1; break;
      case 1: rt_sb_putc(&sb, (char)((left << 2) | ((unsigned)d >> 4))), left = (unsigned)d & 15, quad = 2; break;
      case 2: rt_sb_putc(&sb, (char)((left << 4) | ((unsigned)d >> 2))), left = (unsigned)d & 3, quad = 3; break;
      default: rt_sb_putc(&sb, (char)((left << 6) | (unsigned)d)), left = 0, quad = 0; break;
    }
  }
  if (k == n && quad == 1) {
    char msg[160];
    snprintf(msg, sizeof msg,
             "Invalid base64-encoded string: number of data characters (%lld) cannot be 1 more than a multiple of 4",
             (long long)(sb.len / 3 * 4 + 1));
    fail(err, msg);
  }
  if (k == n && quad != 0) fail(err, "Incorrect padding");
  rt_cleanup_pop(mark, false);
  return bytes_of(&sb);
}

static const unsigned char *altchars_arg(Value v) {
  if (rt_is_undef(v) || rt_is_none(v)) return NULL;
  int64_t n;
  const unsigned char *p = text_arg(v, &n);
  if (n != 2) rt_raise(RT_EXC_AssertionError, "%s", rt_str_data(rt_repr(v)));
  return p;
}

static Value f_b64encode(ARGS) {
  (void)self;
  static const char *const names[] = {"s", "altchars"};
  Value a[2];
  py_parse_pyargs("b64encode", argc, argv, kw, 2, names, 1, a);
  int64_t n;
  const unsigned char *p = data_arg(a[0], &n);
  return encode64(p, n, altchars_arg(a[1]), false);
}

static Value f_b64decode(ARGS) {
  static const char *const names[] = {"s", "altchars", "validate"};
  Value a[3];
  py_parse_pyargs("b64decode", argc, argv, kw, 3, names, 1, a);
  int64_t n;
  const unsigned char *s = text_arg(a[0], &n), *alt = altchars_arg(a[1]);
  bool validate = !rt_is_undef(a[2]) && rt_truthy(a[2]);
  return decode64(self, s, n, alt, validate);
}

static Value one_arg(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"s"};
  Value a[1];
  py_parse_pyargs(fname, argc, argv, kw, 1, names, 1, a);
  return a[0];
}

static Value f_standard_b64encode(ARGS) {
  (void)self;
  int64_t n;
  const unsigned char *p = data_arg(one_arg("standard_b64encode", argc, argv, kw), &n);
  return encode64(p, n, NULL, false);
}

static Value f_standard_b64decode(ARGS) {
  int64_t n;
  const unsigned char *s = text_arg(one_arg("standard_b64decode", argc, argv, kw), &n);
  return decode64(self, s, n, NULL, false);
}

static Value f_urlsafe_b64encode(ARGS) {
  (void)self;
  int64_t n;
  const unsigned char *p = data_arg(one_arg("urlsafe_b64encode", argc, argv, kw), &n);
  return encode64(p, n, (const unsigned char *)"-_", false);
}

static Value f_urlsafe_b64decode(ARGS) {
  int64_t n;
  const unsigned char *s = text_arg(one_arg("urlsafe_b64decode", argc, argv, kw), &n);
  return decode64(self, s, n, (const unsigned char *)"-_", false);
}

static Value f_encodebytes(ARGS) {
  (void)self;
  int64_t n;
  const unsigned char *p = data_arg(one_arg("encodebytes", argc, argv, kw), &n);
  return encode64(p, n, NULL, true);
}

static Value f_decodebytes(ARGS) {
  int64_t n;
  const unsigned char *s = data_arg(one_arg("decodebytes", argc, argv, kw), &n);
  return decode64(self, s, n, NULL, false);
}

/* ---- base32 (RFC 4648; the "extended hex" alphabet for b32hex*) ---- */

static const char B32[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", B32HEX[] = "0123456789ABCDEFGHIJKLMNOPQRSTUV";

static Value encode32(const unsigned char *p, int64_t n, const char *alphabet) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int64_t k = 0; k < n; k += 5) {
    int64_t take = n - k < 5 ? n - k : 5;
    uint64_t acc = 0;
    for (int j = 0; j < 5; j++) acc = acc << 8 | (j < take ? p[k + j] : 0);
    static const int chars[6] = {0, 2, 4, 5, 7, 8}; /* the output characters for 1..5 bytes */
    for (int j = 0; j < 8; j++) rt_sb_putc(&sb, j < chars[take] ? alphabet[(acc >> (35 - 5 * j)) & 31] : '=');
  }
  rt_cleanup_pop(mark, false);
  return bytes_of(&sb);
}

/* base64._b32decode: whole quanta of 8, then the padding decides how much of the last is kept. */
static Value decode32(Value err, const unsigned char *s, int64_t l, bool casefold, unsigned char map1,
                      const char *alphabet) {
  if (l % 8) fail(err, "Incorrect padding");
  int64_t n = l;
  while (n > 0 && s[n - 1] == '=') n--;
  int64_t padchars = l - n;
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  uint64_t acc = 0;
  for (int64_t k = 0; k < n; k += 8) {
    acc = 0;
    for (int64_t j = k; j < k + 8 && j < n; j++) {
      unsigned char c = s[j];
      if (map1 && (c == '0' || c == '1')) c = c == '0' ? 'O' : map1; /* map01: 0 is O, 1 is I or L */
      if (casefold && c >= 'a' && c <= 'z') c = (unsigned char)(c - 'a' + 'A');
      const char *at = c ? strchr(alphabet, c) : NULL;
      if (!at) fail(err, "Non-base32 digit found");
      acc = acc << 5 | (uint64_t)(at - alphabet);
    }
    for (int b = 4; b >= 0; b--) rt_sb_putc(&sb, (char)((acc >> (8 * b)) & 255));
  }
  if (padchars != 0 && padchars != 1 && padchars != 3 && padchars != 4 && padchars != 6) fail(err, "Incorrect padding");
  if (padchars && sb.len) {
    acc <<= 5 * padchars;
    size_t leftover = (size_t)(43 - 5 * padchars) / 8;
    sb.len -= 5;
    for (size_t b = 0; b < leftover; b++) rt_sb_putc(&sb, (char)((acc >> (8 * (4 - b))) & 255));
  }
  rt_cleanup_pop(mark, false);
  return bytes_of(&sb);
}

static Value b32_decode_call(const char *fname, Value self, int argc, const Value *argv, const Kwargs *kw,
                             const char *alphabet) {
  static const char *const names[] = {"s", "casefold", "map01"};
  Value a[3];
  py_parse_pyargs(fname, argc, argv, kw, alphabet == B32 ? 3 : 2, names, 1, a);
  int64_t n;
  const unsigned char *s = text_arg(a[0], &n);
  unsigned char map1 = 0;
  if (alphabet == B32 && !rt_is_undef(a[2]) && !rt_is_none(a[2])) {
    int64_t mn;
    const unsigned char *m = text_arg(a[2], &mn);
    if (mn != 1) rt_raise(RT_EXC_ValueError, "byte string of length 1 expected");
    map1 = m[0];
  }
  return decode32(self, s, n, !rt_is_undef(a[1]) && rt_truthy(a[1]), map1, alphabet);
}

static Value f_b32encode(ARGS) {
  (void)self;
  int64_t n;
  const unsigned char *p = data_arg(one_arg("b32encode", argc, argv, kw), &n);
  return encode32(p, n, B32);
}

static Value f_b32hexencode(ARGS) {
  (void)self;
  int64_t n;
  const unsigned char *p = data_arg(one_arg("b32hexencode", argc, argv, kw), &n);
  return encode32(p, n, B32HEX);
}

static Value f_b32decode(ARGS) { return b32_decode_call("b32decode", self, argc, argv, kw, B32); }
static Value f_b32hexdecode(ARGS) { return b32_decode_call("b32hexdecode", self, argc, argv, kw, B32HEX); }

/* ---- base16 and hex ---- */

static Value hex_of(const unsigned char *p, int64_t n, const char *digits) {
  StrBuf sb;
  rt_sb_init(&sb);
  for (int64_t k = 0; k < n; k++) {
    rt_sb_putc(&sb, digits[p[k] >> 4]);
    rt_sb_putc(&sb, digits[p[k] & 15]);
  }
  return bytes_of(&sb);
}

static int hex_digit(unsigned char c, bool lower_ok) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (lower_ok && c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

static Value unhex(Value err, const unsigned char *s, int64_t n, bool lower_ok, const char *bad) {
  if (n % 2) fail(err, lower_ok ? "Odd-length string" : "Non-base16 digit found");
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int64_t k = 0; k < n; k += 2) {
    int hi = hex_digit(s[k], lower_ok), lo = hex_digit(s[k + 1], lower_ok);
    if (hi < 0 || lo < 0) fail(err, bad);
    rt_sb_putc(&sb, (char)(hi << 4 | lo));
  }
  rt_cleanup_pop(mark, false);
  return bytes_of(&sb);
}

static Value f_b16encode(ARGS) {
  (void)self;
  int64_t n;
  const unsigned char *p = data_arg(one_arg("b16encode", argc, argv, kw), &n);
  return hex_of(p, n, "0123456789ABCDEF");
}

static Value f_b16decode(ARGS) {
  static const char *const names[] = {"s", "casefold"};
  Value a[2];
  py_parse_pyargs("b16decode", argc, argv, kw, 2, names, 1, a);
  int64_t n;
  const unsigned char *s = text_arg(a[0], &n);
  bool casefold = !rt_is_undef(a[1]) && rt_truthy(a[1]);
  for (int64_t k = 0; k < n && !casefold; k++)
    if (hex_digit(s[k], false) < 0) fail(self, "Non-base16 digit found");
  return unhex(self, s, n, true, "Non-hexadecimal digit found");
}

static Value f_hexlify(ARGS) {
  (void)self;
  int64_t n;
  const unsigned char *p = data_arg(one_arg("hexlify", argc, argv, kw), &n);
  return hex_of(p, n, "0123456789abcdef");
}

static Value f_unhexlify(ARGS) {
  int64_t n;
  const unsigned char *s = text_arg(one_arg("unhexlify", argc, argv, kw), &n);
  return unhex(self, s, n, true, "Non-hexadecimal digit found");
}

static Value f_crc32(ARGS) {
  (void)self;
  static const char *const names[] = {"data", "crc"};
  Value a[2];
  py_parse_pyargs("crc32", argc, argv, kw, 2, names, 1, a);
  int64_t n;
  const unsigned char *p = data_arg(a[0], &n);
  uLong crc = rt_is_undef(a[1]) ? 0 : (uLong)((uint64_t)rt_to_index(a[1], NULL) & 0xffffffffu);
  while (n > 0) { /* zlib takes a uInt length */
    uInt chunk = n > (int64_t)0x40000000 ? 0x40000000u : (uInt)n;
    crc = crc32(crc, p, chunk);
    p += chunk;
    n -= chunk;
  }
  return rt_int((int64_t)(crc & 0xffffffff));
}

static Value f_b2a_base64(ARGS) {
  (void)self;
  static const char *const names[] = {"data", "newline"};
  Value a[2];
  py_parse_pyargs("b2a_base64", argc, argv, kw, 2, names, 1, a);
  int64_t n;
  const unsigned char *p = data_arg(a[0], &n);
  Value r = encode64(p, n, NULL, false);
  if (!rt_is_undef(a[1]) && !rt_truthy(a[1])) return r;
  rt_bytes_append(RT_AS(Bytes, r), "\n", 1);
  return r;
}

static Value f_a2b_base64(ARGS) {
  int64_t n;
  const unsigned char *s = text_arg(one_arg("a2b_base64", argc, argv, kw), &n);
  return decode64(self, s, n, NULL, false);
}

static void bind(Value m, const char *name, NativeFn fn, Value err) {
  Value f = rt_native_bind(name, fn, err);
  rt_module_set(m, name, f);
}

void rt_binascii_module_init(Value m) {
  Value bases = rt_exc_class(RT_EXC_ValueError);
  bases = rt_tuple_from(1, &bases);
  Value ns = rt_dict_new();
  Value q = rt_str_from_c("binascii.Error");
  rt_dict_set_str(ns, "__qualname__", q);
  rt_decref(q);
  Value args[3] = {rt_str_from_c("Error"), bases, ns};
  Value err = rt_type_make(NULL, args, rt_undef());
  for (int k = 0; k < 3; k++) rt_decref(args[k]);
  rt_module_set(m, "Error", err);
  bind(m, "hexlify", f_hexlify, err);
  bind(m, "b2a_hex", f_hexlify, err);
  bind(m, "unhexlify", f_unhexlify, err);
  bind(m, "a2b_hex", f_unhexlify, err);
  bind(m, "crc32", f_crc32, err);
  bind(m, "b2a_base64", f_b2a_base64, err);
  bind(m, "a2b_base64", f_a2b_base64, err);
}

void rt_base64_module_init(Value m) {
  Value binascii = rt_import("binascii");
  int mark = rt_cleanup_push_value(&binascii);
  Value err = rt_getattr(binascii, "Error");
  rt_cleanup_pop(mark, true);
  rt_module_set(m, "binascii", rt_import("binascii"));
  bind(m, "b64encode", f_b64encode, err);
  bind(m, "b64decode", f_b64decode, err);
  bind(m, "standard_b64encode", f_standard_b64encode, err);
  bind(m, "standard_b64decode", f_standard_b64decode, err);
  bind(m, "urlsafe_b64encode", f_urlsafe_b64encode, err);
  bind(m, "urlsafe_b64decode", f_urlsafe_b64decode, err);
  bind(m, "encodebytes", f_encodebytes, err);
  bind(m, "decodebytes", f_decodebytes, err);
  bind(m, "b32encode", f_b32encode, err);
  bind(m, "b32decode", f_b32decode, err);
  bind(m, "b32hexencode", f_b32hexencode, err);
  bind(m, "b32hexdecode", f_b32hexdecode, err);
  bind(m, "b16encode", f_b16encode, err);
  bind(m, "b16decode", f_b16decode, err);
  rt_decref(err);
}
