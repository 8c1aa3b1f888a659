/* num_methods.c — the methods of int and float beyond arithmetic: int.to_bytes, int.from_bytes,
 * int.bit_count, int.as_integer_ratio, float.as_integer_ratio, float.hex and float.fromhex, with
 * CPython 3.11's defaults (length 1, byteorder 'big') and messages. Ints of any size: small
 * ones and big ones (bigint.c) go through the same generic int operations. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "bigint.h"
#include "native.h"
#include "objects.h"
#include "ops.h"

static Value int_of(Value v) { return v.tag == RT_BOOL ? rt_int(v.as.b) : v; }

/* 1 << bits (a new reference). */
static Value power_of_two(int64_t bits) { return rt_int_binop(RT_OP_LSHIFT, rt_int(1), rt_int(bits)); }

/* byteorder: 'big' → true, 'little' → false, with CPython's errors. */
static bool big_endian(const char *fname, Value order) {
  if (rt_is_undef(order)) return true;
  if (!rt_is_str(order)) {
    rt_raise(RT_EXC_TypeError, "%s() argument 'byteorder' must be str, not %s", fname, rt_type_name(order));
  }
  if (strcmp(rt_str_data(order), "big") == 0) return true;
  if (strcmp(rt_str_data(order), "little") == 0) return false;
  rt_raise(RT_EXC_ValueError, "byteorder must be either 'little' or 'big'");
}

static bool flag(Value v) { return !rt_is_undef(v) && rt_truthy(v); }

/* The bytes of a non-negative int u, big-endian, in exactly n bytes (fits: checked before). */
static void put_bytes(uint8_t *out, int64_t n, Value u) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_cleanup_push((void (*)(void *))rt_sb_free, &sb);
  rt_int_sb_digits(&sb, u, 16, false);
  memset(out, 0, (size_t)n);
  const char *hex = sb.data;
  size_t len = strlen(hex);
  for (size_t k = 0; k < len; k++) { /* digit k from the right: byte n-1-k/2 */
    char c = hex[len - 1 - k];
    int d = c <= '9' ? c - '0' : c - 'a' + 10;
    if (d == 0) continue; /* "0" for zero, which may fit in no byte at all */
    out[n - 1 - (int64_t)(k / 2)] |= (uint8_t)(k % 2 ? d << 4 : d);
  }
  rt_cleanup_pop(mark, true);
}

static Value int_to_bytes(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"length", "byteorder", "signed"};
  Value a[3];
  rt_parse_args("to_bytes", argc, argv, kw, 3, names, 0, a);
  int64_t n = rt_is_undef(a[0]) ? 1 : rt_to_index(a[0], NULL);
  bool big = big_endian("to_bytes", a[1]), sign = flag(a[2]);
  if (n < 0) rt_raise(RT_EXC_ValueError, "length argument must be non-negative");
  Value v = int_of(self);
  bool neg = rt_int_sign(v) < 0;
  if (neg && !sign) rt_raise(RT_EXC_OverflowError, "can't convert negative int to unsigned");
  Value mag = neg ? rt_int_unop(RT_UOP_INVERT, v) : (rt_incref(v), v); /* -v-1 for a negative v */
  int64_t bits = rt_int_bit_length(mag);
  rt_decref(mag);
  if (bits + (sign ? 1 : 0) > n * 8) rt_raise(RT_EXC_OverflowError, "int too big to convert");
  Value u = (rt_incref(v), v);
  if (neg) { /* two's complement: v + 2**(8n) */
    Value p = power_of_two(n * 8);
    rt_decref(u);
    u = rt_int_binop(RT_OP_ADD, v, p);
    rt_decref(p);
  }
  int mark = rt_cleanup_push_value(&u);
  Value out = rt_bytes_new(&rt_bytes_type, NULL, (size_t)n);
  Bytes *b = RT_AS(Bytes, out);
  put_bytes(b->data, n, u);
  if (!big) {
    for (int64_t i = 0, j = n - 1; i < j; i++, j--) {
      uint8_t t = b->data[i];
      b->data[i] = b->data[j];
      b->data[j] = t;
    }
  }
  rt_cleanup_pop(mark, true);
  return out;
}

/* from_bytes's argument as a bytes-like object (a new reference): bytes, bytearray, or what
 * bytes() makes of an iterable of ints. */
static Value as_bytes(Value v) {
  if (rt_is_bytes_like(v)) return (rt_incref(v), v);
  if (rt_is_str(v) || v.tag == RT_INT || v.tag == RT_BOOL || v.tag == RT_FLOAT || v.tag == RT_NONE ||
      rt_is_bigint(v)) {
    rt_raise(RT_EXC_TypeError, "cannot convert '%s' object to bytes", rt_type_name(v));
  }
  return rt_call(rt_builtin_lookup("bytes"), 1, &v, NULL);
}

static Value int_from_bytes(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"bytes", "byteorder", "signed"};
  Value a[3];
  rt_parse_args("from_bytes", argc, argv, kw, 3, names, 1, a);
  Value data = as_bytes(a[0]);
  int mark = rt_cleanup_push_value(&data);
  bool big = big_endian("from_bytes", a[1]), sign = flag(a[2]);
  const Bytes *b = RT_AS(Bytes, data);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_cleanup_push((void (*)(void *))rt_sb_free, &sb);
  rt_sb_puts(&sb, "0");
  for (int64_t k = 0; k < b->n; k++) rt_sb_printf(&sb, "%02x", b->data[big ? k : b->n - 1 - k]);
  Value text = rt_str_new(sb.data, sb.len);
  rt_cleanup_push_value(&text);
  Value r = rt_int_parse(text, 16);
  bool top = b->n > 0 && (b->data[big ? 0 : b->n - 1] & 0x80);
  if (sign && top) { /* two's complement: r - 2**(8n) */
    Value p = power_of_two(b->n * 8);
    Value s = rt_int_binop(RT_OP_SUB, r, p);
    rt_decref(p);
    rt_decref(r);
    r = s;
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value int_bit_count(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("bit_count", argc, kw, 0, 0);
  Value v = int_of(self);
  if (v.tag == RT_INT) {
    uint64_t u = v.as.i < 0 ? 0 - (uint64_t)v.as.i : (uint64_t)v.as.i;
    return rt_int(__builtin_popcountll(u));
  }
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_cleanup_push((void (*)(void *))rt_sb_free, &sb);
  rt_int_sb_digits(&sb, v, 2, false);
  int64_t n = 0;
  for (const char *p = sb.data; *p; p++) n += *p == '1';
  rt_cleanup_pop(mark, true);
  return rt_int(n);
}

static Value int_as_integer_ratio(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("as_integer_ratio", argc, kw, 0, 0);
  Value v = int_of(self);
  rt_incref(v);
  return rt_tuple_pair(v, rt_int(1));
}

static Value float_as_integer_ratio(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("as_integer_ratio", argc, kw, 0, 0);
  double x = self.as.f;
  if (isinf(x)) rt_raise(RT_EXC_OverflowError, "cannot convert Infinity to integer ratio");
  if (isnan(x)) rt_raise(RT_EXC_ValueError, "cannot convert NaN to integer ratio");
  int e;
  double m = frexp(x, &e);
  while (m != floor(m)) { /* exact: at most 53 + 1074 doublings of a binary fraction */
    m *= 2.0;
    e--;
  }
  Value num = rt_int_from_double(m), den = rt_int(1);
  if (e > 0) {
    Value shifted = rt_int_binop(RT_OP_LSHIFT, num, rt_int(e));
    rt_decref(num);
    num = shifted;
  } else if (e < 0) {
    den = power_of_two(-e);
  }
  return rt_tuple_pair(num, den);
}

/* float.hex(): 0x1.<13 hex digits>p<exp> for normal numbers, 0x0.<...>p-1022 below them. */
static Value float_hex(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("hex", argc, kw, 0, 0);
  double x = self.as.f;
  if (isnan(x)) return rt_str_from_c("nan");
  if (isinf(x)) return rt_str_from_c(x < 0 ? "-inf" : "inf");
  const char *sign = signbit(x) ? "-" : "";
  if (x == 0) return rt_str_from_c(signbit(x) ? "-0x0.0p+0" : "0x0.0p+0");
  int e;
  double m = frexp(fabs(x), &e);
  int shift = e < -1021 ? 1 - (-1021 - e) : 1; /* subnormals keep the exponent -1022 */
  m = ldexp(m, shift);
  e -= shift;
  int lead = (int)m;
  m -= lead;
  char digits[14];
  for (int k = 0; k < 13; k++) {
    m *= 16.0;
    int d = (int)m;
    digits[k] = "0123456789abcdef"[d];
    m -= d;
  }
  digits[13] = '\0';
  char buf[64];
  snprintf(buf, sizeof buf, "%s0x%d.%sp%c%d", sign, lead, digits, e < 0 ? '-' : '+', abs(e));
  return rt_str_from_c(buf);
}

static bool is_hex(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* Does s (sign and 0x stripped) read as hexdigits[.hexdigits][p[sign]digits], a digit at least
 * in the mantissa? */
static bool hex_float_syntax(const char *s) {
  size_t digits = 0;
  while (is_hex(*s)) s++, digits++;
  if (*s == '.') {
    s++;
    while (is_hex(*s)) s++, digits++;
  }
  if (digits == 0) return false;
  if (*s == 'p' || *s == 'P') {
    s++;
    if (*s == '+' || *s == '-') s++;
    if (!(*s >= '0' && *s <= '9')) return false;
    while (*s >= '0' && *s <= '9') s++;
  }
  return *s == '\0';
}

static _Noreturn void bad_hex(void) {
  rt_raise(RT_EXC_ValueError, "invalid hexadecimal floating-point string");
}

/* float.fromhex(s): the syntax checked here, the correctly rounded value from strtod. */
static Value float_fromhex(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("fromhex", argc, kw, 1, 1);
  if (!rt_is_str(argv[0])) rt_raise(RT_EXC_TypeError, "bad argument type for built-in operation");
  const char *s = rt_str_data(argv[0]);
  while (*s == ' ' || (*s >= '\t' && *s <= '\r')) s++;
  size_t n = strlen(s);
  while (n > 0 && (s[n - 1] == ' ' || (s[n - 1] >= '\t' && s[n - 1] <= '\r'))) n--;
  char *text = rt_malloc(n + 3);
  int mark = rt_cleanup_push(free, text);
  const char *p = s;
  bool neg = *p == '-';
  if (*p == '-' || *p == '+') p++;
  size_t rest = n - (size_t)(p - s);
  char *body = text + 2;
  memcpy(body, p, rest);
  body[rest] = '\0';
  double v;
  if (!strcasecmp(body, "inf") || !strcasecmp(body, "infinity")) {
    v = INFINITY;
  } else if (!strcasecmp(body, "nan")) {
    v = NAN;
  } else {
    if (body[0] == '0' && (body[1] == 'x' || body[1] == 'X')) body += 2;
    if (!hex_float_syntax(body)) bad_hex();
    body -= 2;
    body[0] = '0';
    body[1] = 'x';
    errno = 0;
    v = strtod(body, NULL);
    if (isinf(v)) rt_raise(RT_EXC_OverflowError, "hexadecimal value too large to represent as a float");
  }
  rt_cleanup_pop(mark, true);
  return rt_float(neg ? -v : v);
}

Value rt_num_method(Value self, const char *name) {
  if (self.tag == RT_FLOAT) {
    if (!strcmp(name, "hex")) return rt_native_bind("hex", float_hex, self);
    if (!strcmp(name, "as_integer_ratio")) return rt_native_bind("as_integer_ratio", float_as_integer_ratio, self);
    if (!strcmp(name, "fromhex")) return rt_native_bind("fromhex", float_fromhex, self);
    return rt_undef();
  }
  if (!strcmp(name, "to_bytes")) return rt_native_bind("to_bytes", int_to_bytes, self);
  if (!strcmp(name, "bit_count")) return rt_native_bind("bit_count", int_bit_count, self);
  if (!strcmp(name, "as_integer_ratio")) return rt_native_bind("as_integer_ratio", int_as_integer_ratio, self);
  if (!strcmp(name, "from_bytes")) return rt_native_bind("from_bytes", int_from_bytes, self);
  return rt_undef();
}

Value rt_num_class_method(const char *cls, const char *name) {
  if (!strcmp(cls, "int") && !strcmp(name, "from_bytes")) return rt_native_new("from_bytes", int_from_bytes);
  if (!strcmp(cls, "float") && !strcmp(name, "fromhex")) return rt_native_new("fromhex", float_fromhex);
  return rt_undef();
}
