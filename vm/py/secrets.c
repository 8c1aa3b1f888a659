/* secrets.c — the secrets module: random tokens and numbers from the operating system's
 * generator (getrandom): token_bytes, token_hex, token_urlsafe (32 bytes by default),
 * randbelow, randbits, choice and compare_digest, with CPython's errors. */
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/buffer.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw
enum { DEFAULT_ENTROPY = 32 };

static void fill_random(unsigned char *p, size_t n) {
  while (n > 0) {
    ssize_t got = getrandom(p, n, 0);
    if (got < 0) rt_raise(RT_EXC_OSError, "getrandom failed");
    p += got;
    n -= (size_t)got;
  }
}

/* The byte count of a token function's nbytes argument (None or absent: 32). */
static int64_t nbytes_arg(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"nbytes"};
  Value a[1];
  py_parse_pyargs(fname, argc, argv, kw, 1, names, 0, a);
  if (rt_is_undef(a[0]) || rt_is_none(a[0])) return DEFAULT_ENTROPY;
  int64_t n = rt_to_index(a[0], NULL);
  if (n < 0) rt_raise(RT_EXC_ValueError, "negative argument not allowed");
  return n;
}

static Value random_bytes(int64_t n) {
  unsigned char *buf = rt_malloc((size_t)n + 1);
  int mark = rt_cleanup_push(free, buf);
  fill_random(buf, (size_t)n);
  Value b = rt_bytes_new(&rt_bytes_type, buf, (size_t)n);
  rt_cleanup_pop(mark, true);
  return b;
}

static Value s_token_bytes(ARGS) {
  (void)self;
  return random_bytes(nbytes_arg("token_bytes", argc, argv, kw));
}

static Value s_token_hex(ARGS) {
  (void)self;
  Value b = random_bytes(nbytes_arg("token_hex", argc, argv, kw));
  StrBuf sb;
  rt_sb_init(&sb);
  for (int64_t k = 0; k < RT_AS(Bytes, b)->n; k++) rt_sb_printf(&sb, "%02x", RT_AS(Bytes, b)->data[k]);
  rt_decref(b);
  return rt_sb_to_str(&sb);
}

/* base64 with '-' and '_', without the '=' padding */
static Value s_token_urlsafe(ARGS) {
  (void)self;
  static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  Value b = random_bytes(nbytes_arg("token_urlsafe", argc, argv, kw));
  const unsigned char *p = RT_AS(Bytes, b)->data;
  int64_t n = RT_AS(Bytes, b)->n;
  StrBuf sb;
  rt_sb_init(&sb);
  for (int64_t k = 0; k < n; k += 3) {
    uint32_t w = (uint32_t)p[k] << 16 | (k + 1 < n ? (uint32_t)p[k + 1] << 8 : 0) | (k + 2 < n ? p[k + 2] : 0);
    int chars = k + 2 < n ? 4 : k + 1 < n ? 3 : 2;
    for (int c = 0; c < chars; c++) rt_sb_putc(&sb, alphabet[(w >> (18 - 6 * c)) & 63]);
  }
  rt_decref(b);
  return rt_sb_to_str(&sb);
}

/* k random bits as an int (k >= 0). */
static Value random_bits(int64_t k) {
  if (k == 0) return rt_int(0);
  int64_t nb = (k + 7) / 8;
  Value b = random_bytes(nb), fb = rt_undef();
  int mark = rt_cleanup_push_value(&b);
  rt_cleanup_push_value(&fb);
  fb = rt_num_class_method("int", "from_bytes");
  Value args[2] = {b, rt_str_from_c("little")};
  rt_cleanup_push_value(&args[1]);
  Value v = rt_call(fb, 2, args, NULL);
  rt_cleanup_pop(mark, true);
  if (nb * 8 > k) {
    Value shifted = rt_int_binop(RT_OP_RSHIFT, v, rt_int(nb * 8 - k));
    rt_decref(v);
    v = shifted;
  }
  return v;
}

static Value s_randbits(ARGS) {
  (void)self;
  rt_check_args("getrandbits", argc, kw, 1, 1, RT_ARGS_ONE);
  int64_t k = rt_to_index(argv[0], NULL);
  if (k < 0) rt_raise(RT_EXC_ValueError, "number of bits must be non-negative");
  return random_bits(k);
}

/* A random int in [0, n) by rejection of k-bit draws, as random's _randbelow. */
static Value below(Value n) {
  int64_t k = rt_int_bit_length(n);
  for (;;) {
    Value r = random_bits(k);
    Value lt = rt_int_binop(RT_OP_LT, r, n);
    if (rt_truthy(lt)) return r;
    rt_decref(r);
  }
}

static Value s_randbelow(ARGS) {
  (void)self;
  static const char *const names[] = {"exclusive_upper_bound"};
  Value a[1];
  py_parse_pyargs("randbelow", argc, argv, kw, 1, names, 1, a);
  if (!rt_is_intlike(a[0])) rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'bit_length'", rt_type_name(a[0]));
  if (rt_int_sign(a[0]) <= 0) rt_raise(RT_EXC_ValueError, "Upper bound must be positive.");
  return below(a[0]);
}

static Value s_choice(ARGS) {
  (void)self;
  static const char *const names[] = {"seq"};
  Value a[1];
  py_parse_pyargs("choice", argc, argv, kw, 1, names, 1, a);
  int64_t n = rt_len(a[0]);
  if (n == 0) rt_raise(RT_EXC_IndexError, "Cannot choose from an empty sequence");
  Value i = below(rt_int(n));
  return rt_getitem(a[0], i);
}

/* Equal in time independent of where they differ: str (ASCII) with str, bytes-like with
 * bytes-like. */
static Value s_compare_digest(ARGS) {
  (void)self;
  rt_check_args("compare_digest", argc, kw, 2, 2, RT_ARGS_CLINIC);
  const char *p[2];
  int64_t n[2];
  bool both_str = rt_is_str(argv[0]) && rt_is_str(argv[1]);
  for (int k = 0; k < 2; k++) {
    if (both_str) {
      p[k] = rt_str_data(argv[k]);
      n[k] = RT_AS(Str, argv[k])->nbytes;
      if (n[k] != RT_AS(Str, argv[k])->nchars) rt_raise(RT_EXC_TypeError, "comparing strings with non-ASCII characters is not supported");
    } else if (!(p[k] = rt_buffer_of(argv[k], &n[k]))) {
      rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(argv[k]));
    }
  }
  unsigned char diff = n[0] != n[1];
  const char *first = n[0] ? p[0] : "";
  for (int64_t k = 0; k < n[1]; k++) diff |= (unsigned char)(first[k < n[0] ? k : 0] ^ p[1][k]);
  return rt_bool(diff == 0);
}

void rt_secrets_module_init(Value m) {
  rt_module_add_fn(m, "token_bytes", s_token_bytes);
  rt_module_add_fn(m, "token_hex", s_token_hex);
  rt_module_add_fn(m, "token_urlsafe", s_token_urlsafe);
  rt_module_add_fn(m, "randbits", s_randbits);
  rt_module_add_fn(m, "randbelow", s_randbelow);
  rt_module_add_fn(m, "choice", s_choice);
  rt_module_add_fn(m, "compare_digest", s_compare_digest);
  rt_module_set(m, "DEFAULT_ENTROPY", rt_int(DEFAULT_ENTROPY));
}
