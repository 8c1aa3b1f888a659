/* pyrandom.c — Python's `random` module, reproducing CPython 3.11's streams bit for bit.
 *
 * One global MT19937 (the module's hidden Random instance). Every integer draw goes through
 * _randbelow, which is CPython's getrandbits rejection loop (k = n.bit_length() bits, retried
 * while >= n); every float draw is genrand_res53. The algorithms of random.py (shuffle, sample,
 * choices, gauss with its cached second value, normalvariate, ...) are followed step by step,
 * consuming the same words in the same order. seed() takes ints (init_by_array over the words
 * of abs(n)), floats (their CPython hash) and strs (the bytes followed by their SHA-512, read as
 * one big-endian integer). getrandbits and seed take ints of any size; the ranges of
 * randrange and friends are machine-sized. getstate/setstate use CPython's state tuple, and
 * random.Random instances each own a stream that the same functions draw from.
 */
#include <stdio.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/exc.h"
#include "lib_source.h"
#include "py.h"
#include "mt19937.h"
#include "../obj/native.h"
#include "../obj/native_sample.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"

/* The module's one stream (random.py's hidden Random instance): the generator and gauss()'s
 * cached second value. One per VM (vm/obj/runtime.h), as one per interpreter in CPython. */
typedef struct Stream {
  RtMT gen;
  bool seeded;
  bool have_gauss_next; /* random.py's gauss_next is not None */
  double gauss_next;
} Stream;

/* The module's stream, and the one the functions below draw from: the module's, or a Random
 * instance's while one of its methods runs (on_stream, below). */
typedef struct ModState {
  Stream main;
  Stream *cur;        /* NULL: main */
  Value random_class; /* borrowed: the module holds it */
} ModState;

static RtStateKey stream_key = {"the random module's stream", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&stream_key); }
static Stream *stream(void) {
  ModState *m = mod_state();
  return m->cur ? m->cur : &m->main;
}

static RtMT *gen_of(Stream *st) {
  if (!st->seeded) {
    rt_mt_seed_os(&st->gen);
    st->seeded = true;
  }
  return &st->gen;
}
static RtMT *gen(void) { return gen_of(stream()); }

/* compiled code draws from the module's own stream, whatever Random method is running */
double rt_pyrandom_random(void) { return rt_mt_double(gen_of(&mod_state()->main)); }
RtMT *rt_pyrandom_state(void) { return gen_of(&mod_state()->main); }

/* ---- seeding ---- */

/* CPython's hash() of a float (Python/pyhash.c), modulus 2**61 - 1. */
static int64_t hash_double(double v) {
  const uint64_t mod = ((uint64_t)1 << 61) - 1;
  if (isinf(v)) return v > 0 ? 314159 : -314159;
  if (isnan(v)) return 0;
  int e, sign = 1;
  double m = frexp(v, &e);
  if (m < 0) {
    sign = -1;
    m = -m;
  }
  uint64_t x = 0;
  while (m != 0) {
    x = ((x << 28) & mod) | x >> (61 - 28);
    m *= 268435456.0;
    e -= 28;
    uint64_t y = (uint64_t)m;
    m -= (double)y;
    x += y;
    if (x >= mod) x -= mod;
  }
  e = e >= 0 ? e % 61 : 61 - 1 - ((-1 - e) % 61);
  x = ((x << e) & mod) | x >> (61 - e);
  int64_t h = (int64_t)x * sign;
  return h == -1 ? -2 : h;
}

/* ---- SHA-512 (FIPS 180-4), for seeding from a str as random.py does ---- */

static const uint64_t sha512_k[80] = {
    0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL, 0xb5c0fbcfec4d3b2fULL,
    0xe9b5dba58189dbbcULL, 0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL,
    0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL, 0xd807aa98a3030242ULL,
    0x12835b0145706fbeULL, 0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
    0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL, 0x9bdc06a725c71235ULL,
    0xc19bf174cf692694ULL, 0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL,
    0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL, 0x2de92c6f592b0275ULL,
    0x4a7484aa6ea6e483ULL, 0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
    0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL, 0xb00327c898fb213fULL,
    0xbf597fc7beef0ee4ULL, 0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL,
    0x06ca6351e003826fULL, 0x142929670a0e6e70ULL, 0x27b70a8546d22ffcULL,
    0x2e1b21385c26c926ULL, 0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
    0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL, 0x81c2c92e47edaee6ULL,
    0x92722c851482353bULL, 0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL,
    0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL, 0xd192e819d6ef5218ULL,
    0xd69906245565a910ULL, 0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
    0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL, 0x2748774cdf8eeb99ULL,
    0x34b0bcb5e19b48a8ULL, 0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL,
    0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL, 0x748f82ee5defb2fcULL,
    0x78a5636f43172f60ULL, 0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
    0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL, 0xbef9a3f7b2c67915ULL,
    0xc67178f2e372532bULL, 0xca273eceea26619cULL, 0xd186b8c721c0c207ULL,
    0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL, 0x06f067aa72176fbaULL,
    0x0a637dc5a2c898a6ULL, 0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
    0x28db77f523047d84ULL, 0x32caab7b40c72493ULL, 0x3c9ebe0a15c9bebcULL,
    0x431d67c49c100d4cULL, 0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL,
    0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL,
};

static uint64_t rotr64(uint64_t x, int n) { return x >> n | x << (64 - n); }

static void sha512_block(uint64_t h[8], const unsigned char *p) {
  uint64_t w[80], v[8];
  for (int t = 0; t < 16; t++) {
    w[t] = 0;
    for (int b = 0; b < 8; b++) w[t] = w[t] << 8 | p[8 * t + b];
  }
  for (int t = 16; t < 80; t++) {
    uint64_t s0 = rotr64(w[t - 15], 1) ^ rotr64(w[t - 15], 8) ^ (w[t - 15] >> 7);
    uint64_t s1 = rotr64(w[t - 2], 19) ^ rotr64(w[t - 2], 61) ^ (w[t - 2] >> 6);
    w[t] = s1 + w[t - 7] + s0 + w[t - 16];
  }
  memcpy(v, h, sizeof v);
  for (int t = 0; t < 80; t++) {
    uint64_t e = v[4], a = v[0];
    uint64_t t1 = v[7] + (rotr64(e, 14) ^ rotr64(e, 18) ^ rotr64(e, 41)) +
                  ((e & v[5]) ^ (~e & v[6])) + sha512_k[t] + w[t];
    uint64_t t2 = (rotr64(a, 28) ^ rotr64(a, 34) ^ rotr64(a, 39)) +
                  ((a & v[1]) ^ (a & v[2]) ^ (v[1] & v[2]));
    memmove(v + 1, v, 7 * sizeof v[0]);
    v[4] += t1;
    v[0] = t1 + t2;
  }
  for (int i = 0; i < 8; i++) h[i] += v[i];
}

static void sha512(const unsigned char *msg, size_t n, unsigned char out[64]) {
  uint64_t h[8] = {0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
                   0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
                   0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL};
  size_t full = n / 128 * 128;
  for (size_t i = 0; i < full; i += 128) sha512_block(h, msg + i);
  unsigned char tail[256] = {0};
  size_t rest = n - full, tail_len = rest < 112 ? 128 : 256;
  memcpy(tail, msg + full, rest);
  tail[rest] = 0x80;
  uint64_t bits = (uint64_t)n * 8; /* the high 64 bits of the 128-bit length stay zero */
  for (int b = 0; b < 8; b++) tail[tail_len - 1 - b] = (unsigned char)(bits >> (8 * b));
  for (size_t i = 0; i < tail_len; i += 128) sha512_block(h, tail + i);
  for (int i = 0; i < 8; i++)
    for (int b = 0; b < 8; b++) out[8 * i + b] = (unsigned char)(h[i] >> (56 - 8 * b));
}

/* seed(str): int.from_bytes(a + sha512(a).digest()) (big-endian), then init_by_array over its
 * 32-bit words from the least significant, leading zero words dropped. */
static void seed_str(const char *s, size_t n) {
  size_t len = n + 64, lead = 0;
  unsigned char *bytes = rt_malloc(len);
  memcpy(bytes, s, n);
  sha512((const unsigned char *)s, n, bytes + n);
  while (lead < len && bytes[lead] == 0) lead++;
  size_t nwords = lead == len ? 1 : (len - lead + 3) / 4;
  uint32_t *key = rt_calloc(nwords, sizeof *key);
  for (size_t i = 0; i < len - lead; i++)
    key[i / 4] |= (uint32_t)bytes[len - 1 - i] << (8 * (i % 4));
  rt_mt_seed_array(&stream()->gen, key, nwords);
  stream()->seeded = true;
  free(key);
  free(bytes);
}

/* init_by_array over the 32-bit words of n, least significant first (at least one word). */
static void seed_u64(uint64_t n) {
  uint32_t key[2] = {(uint32_t)n, (uint32_t)(n >> 32)};
  rt_mt_seed_array(&stream()->gen, key, key[1] ? 2 : 1);
  stream()->seeded = true;
}

/* The same for an int of any size: its hex digits, eight to a word from the right. */
static void seed_big(Value n) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_int_sb_digits(&sb, n, 16, false);
  size_t nwords = (sb.len + 7) / 8;
  uint32_t *key = rt_calloc(nwords, sizeof *key);
  for (size_t i = 0; i < sb.len; i++) {
    char c = sb.data[sb.len - 1 - i];
    uint32_t d = (uint32_t)(c <= '9' ? c - '0' : c - 'a' + 10);
    key[i / 8] |= d << (4 * (i % 8));
  }
  rt_mt_seed_array(&stream()->gen, key, nwords);
  stream()->seeded = true;
  free(key);
  rt_cleanup_pop(mark, true);
}

static _Thread_local bool numba_seeding;

bool rt_pyrandom_numba_seeding(bool on) {
  bool was = numba_seeding;
  numba_seeding = on;
  return was;
}

/* CPython's Random methods are Python functions (random() and getrandbits() aside), and the
 * module's functions are bound methods of its hidden instance: a wrong call gets a Python
 * method's message, named Random.<name> and counting self ("Random.randint() missing 1
 * required positional argument: 'b'"), and takes its arguments by keyword too. */
static void method_args(const char *name, int argc, const Value *argv, const Kwargs *kw, int nparams,
                        const char *const *names, int nrequired, Value *out) {
  char fname[64];
  snprintf(fname, sizeof fname, "Random.%s", name);
  py_parse_method_args(fname, rt_none(), argc, argv, kw, nparams, names, nrequired, out);
}

static Value py_seed(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "version"};
  Value a[2];
  method_args("seed", argc, argv, kw, 2, names, 0, a);
  Value s = a[0];
  if (rt_is_undef(s) || rt_is_none(s)) {
    rt_mt_seed_os(&stream()->gen);
    stream()->seeded = true;
  } else if (numba_seeding && (s.tag == RT_INT || s.tag == RT_BOOL || rt_is_scalar_nonfloat(s))) {
    rt_mt_seed(&stream()->gen, (uint32_t)rt_to_index(s, NULL)); /* Numba's numba_rnd_init */
    stream()->seeded = true;
  } else if (s.tag == RT_INT || s.tag == RT_BOOL) {
    int64_t v = rt_to_index(s, NULL);
    seed_u64(v < 0 ? 0 - (uint64_t)v : (uint64_t)v);
  } else if (rt_is_bigint(s)) {
    seed_big(s);
  } else if (s.tag == RT_FLOAT) {
    seed_u64((uint64_t)hash_double(s.as.f)); /* CPython seeds with (size_t)hash(a) */
  } else if (rt_builtin_base(s) == RT_FLOAT) { /* np.float64 is a float */
    seed_u64((uint64_t)hash_double(rt_to_double(s, NULL)));
  } else if (rt_is_str(s)) {
    seed_str(rt_str_data(s), (size_t)RT_AS(Str, s)->nbytes);
  } else if (rt_is_bytes_like(s)) { /* random.py: the bytes themselves, as a str's encoding */
    seed_str((const char *)RT_AS(Bytes, s)->data, (size_t)RT_AS(Bytes, s)->n);
  } else {
    rt_raise(RT_EXC_TypeError,
             "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.");
  }
  stream()->have_gauss_next = false;
  return rt_none();
}

/* ---- integers ---- */

/* getrandbits(k) for 0 <= k <= 64: the first word is the least significant. */
static uint64_t getrandbits(int k) {
  if (k == 0) return 0;
  if (k <= 32) return rt_mt_next32(gen()) >> (32 - k);
  uint64_t lo = rt_mt_next32(gen());
  uint64_t hi = rt_mt_next32(gen()) >> (64 - k);
  return hi << 32 | lo;
}

static int bit_length(uint64_t n) {
  int k = 0;
  while (n) {
    k++;
    n >>= 1;
  }
  return k;
}

/* _randbelow_with_getrandbits: uniform in [0, n), n > 0. */
static uint64_t randbelow(uint64_t n) {
  int k = bit_length(n);
  uint64_t r = getrandbits(k);
  while (r >= n) r = getrandbits(k);
  return r;
}

/* getrandbits(k) for any k: 32-bit words, the first the least significant, the last one
 * keeping its top bits, as CPython assembles them. */
static Value big_getrandbits(int64_t k) {
  Value acc = rt_int(0);
  int mark = rt_cleanup_push_value(&acc);
  for (int64_t shift = 0; k > 0; shift += 32, k -= 32) {
    uint32_t r = rt_mt_next32(gen());
    if (k < 32) r >>= 32 - k;
    Value w = rt_int_binop(RT_OP_LSHIFT, rt_int(r), rt_int(shift));
    Value n = rt_int_binop(RT_OP_OR, acc, w);
    rt_decref(w);
    rt_decref(acc);
    acc = n;
  }
  rt_cleanup_pop(mark, false);
  return acc;
}

static Value py_getrandbits(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("getrandbits", argc, kw, 1, 1);
  int64_t k = rt_to_index(argv[0], NULL);
  if (k < 0) rt_raise(RT_EXC_ValueError, "number of bits must be non-negative");
  if (k > 64) return big_getrandbits(k);
  return rt_int_from_u64(getrandbits((int)k));
}

/* randbytes(n): getrandbits(8 * n) as n little-endian bytes. */
static Value py_randbytes(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("randbytes", argc, kw, 1, 1);
  int64_t n = rt_to_index(argv[0], NULL);
  if (n < 0) rt_raise(RT_EXC_ValueError, "number of bits must be non-negative");
  unsigned char *buf = rt_malloc((size_t)n + 1);
  for (int64_t i = 0; i < n; i += 4) {
    uint32_t r = rt_mt_next32(gen());
    int64_t left = n - i < 4 ? n - i : 4;
    if (left < 4) r >>= 32 - 8 * left; /* the last word keeps its top bits */
    for (int64_t b = 0; b < left; b++) buf[i + b] = (unsigned char)(r >> (8 * b));
  }
  int mark = rt_cleanup_push(free, buf);
  Value out = rt_bytes_new(&rt_bytes_type, buf, (size_t)n);
  rt_cleanup_pop(mark, true);
  return out;
}

/* randrange's arguments: ints, or integral floats (deprecated in 3.10+ but accepted). */
typedef struct IndexJob {
  Value v;
  int64_t out;
} IndexJob;

static void index_job(void *ud) {
  IndexJob *j = ud;
  j->out = rt_to_index(j->v, NULL);
}

/* randrange's DeprecationWarning for a non-index argument, at its caller's line (stacklevel 2:
 * the program's when it called randrange; random.py's, filtered out, when randint did). */
static void deprecated(bool via_randint, const char *msg) {
  if (via_randint) return;
  Value warnings = rt_import("warnings");
  int mark = rt_cleanup_push_value(&warnings);
  Value warn = rt_getattr(warnings, "warn");
  rt_cleanup_push_value(&warn);
  Value args[2] = {rt_str_from_c(msg), rt_exc_class(RT_EXC_DeprecationWarning)};
  rt_cleanup_push_value(&args[0]);
  rt_decref(rt_call(warn, 2, args, NULL));
  rt_cleanup_pop(mark, true);
}

/* ValueError("non-integer arg 1 for randrange()") from random.py's line (under randint's when it
 * called), its __context__ the TypeError randrange's _index(v) raised and caught, whose
 * traceback is that one line, as CPython prints the pair. */
static _Noreturn void non_integer(bool via_randint, PyLibLine index_line, PyLibLine raise_line, Value v,
                                  const char *which) {
  Value msgs[2] = {rt_str_printf("'%s' object cannot be interpreted as an integer", rt_type_name(v)),
                   rt_str_printf("non-integer %s for randrange()", which)};
  rt_cleanup_push_value(&msgs[0]);
  rt_cleanup_push_value(&msgs[1]);
  Value index_error = rt_call(rt_exc_class(RT_EXC_TypeError), 1, &msgs[0], NULL);
  rt_cleanup_push_value(&index_error);
  py_lib_frames_set(index_error, &index_line, 1);
  Value exc = rt_call(rt_exc_class(RT_EXC_ValueError), 1, &msgs[1], NULL);
  rt_cleanup_push_value(&exc);
  PyLibLine frames[2] = {PY_LIB_RANDOM_RANDINT, raise_line};
  py_lib_frames_set(exc, frames + !via_randint, 1 + via_randint);
  ExcObj *e = RT_AS(ExcObj, exc);
  rt_decref(e->context);
  e->context = (rt_incref(index_error), index_error);
  rt_raise_exc(exc); /* the cleanups drop the messages and this function's references */
}

/* randrange's argument as CPython's: an index, else int(v) when that equals v (2.0); otherwise
 * ValueError("non-integer arg 1 for randrange()") from random.py's line, under randint's when
 * it called (int(v) raising, as for "abc", raises that instead). */
static int64_t range_arg(Value v, const char *which, bool via_randint) {
  int arg = which[0] == 'a' ? 0 : which[1] == 't' && which[2] == 'o' ? 1 : 2; /* start, stop, step */
  PyLibLine index_line = (PyLibLine)(PY_LIB_RANDOM_INDEX_START + arg), line = (PyLibLine)(PY_LIB_RANDOM_NONINT_START + arg);
  if (v.tag == RT_FLOAT && isfinite(v.as.f)) {
    double d = v.as.f;
    if (d != floor(d)) {
      deprecated(via_randint, "randrange() will raise TypeError in the future");
      non_integer(via_randint, index_line, line, v, which);
    }
    deprecated(via_randint, "non-integer arguments to randrange() have been deprecated since Python 3.10 and will be "
                            "removed in a subsequent version");
    return (int64_t)d;
  }
  IndexJob j = {v, 0};
  if (rt_pcall(index_job, &j) == 0) return j.out;
  if (!rt_exc_kind_is(rt_error_current()->kind, RT_EXC_TypeError)) rt_reraise();
  rt_error_clear();
  Value i = rt_call(rt_builtin_lookup("int"), 1, &v, NULL);
  int mark = rt_cleanup_push_value(&i);
  Value same = rt_binop(RT_OP_EQ, i, v);
  bool equal = rt_truthy(same);
  rt_decref(same);
  if (!equal) {
    deprecated(via_randint, "randrange() will raise TypeError in the future");
    non_integer(via_randint, index_line, line, v, which);
  }
  deprecated(via_randint, "non-integer arguments to randrange() have been deprecated since Python 3.10 and will be "
                          "removed in a subsequent version");
  int64_t r = rt_to_index(i, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static int64_t checked_add(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_add_overflow(a, b, &r)) rt_raise(RT_EXC_OverflowError, "int too large");
  return r;
}

/* randrange's errors raise from random.py's lines, under randint's when it called (via_randint). */
static _Noreturn void range_error(bool via_randint, PyLibLine line, const char *msg) {
  PyLibLine frames[2] = {PY_LIB_RANDOM_RANDINT, line};
  py_lib_raise(RT_EXC_ValueError, frames + !via_randint, 1 + via_randint, "%s", msg);
}

static int64_t randrange(int64_t start, int64_t stop, int64_t step, bool via_randint) {
  int64_t width;
  if (__builtin_sub_overflow(stop, start, &width)) rt_raise(RT_EXC_OverflowError, "int too large");
  if (step == 1) {
    if (width > 0) return start + (int64_t)randbelow((uint64_t)width);
    char msg[128];
    snprintf(msg, sizeof msg, "empty range for randrange() (%lld, %lld, %lld)", (long long)start,
             (long long)stop, (long long)width);
    range_error(via_randint, PY_LIB_RANDOM_EMPTY_RANGE, msg);
  }
  int64_t n;
  if (step > 0)
    n = checked_add(width, step - 1);
  else if (step < 0)
    n = checked_add(width, step + 1);
  else
    range_error(via_randint, PY_LIB_RANDOM_ZERO_STEP, "zero step for randrange()");
  /* Python's floor division */
  n = n / step - ((n % step != 0) && ((n < 0) != (step < 0)));
  if (n <= 0) range_error(via_randint, PY_LIB_RANDOM_EMPTY_STEP, "empty range for randrange()");
  return start + step * (int64_t)randbelow((uint64_t)n);
}

/* randrange(start, stop) for ints past 64 bits: start + _randbelow(stop - start), getrandbits
 * of the width's bit length until one is below it. */
static Value big_randrange(Value start, Value stop, bool via_randint) {
  Value width = rt_int_binop(RT_OP_SUB, stop, start);
  int mark = rt_cleanup_push_value(&width);
  if (rt_int_sign(width) <= 0) {
    StrBuf sb;
    rt_sb_init(&sb);
    rt_sb_cleanup_push(&sb);
    rt_sb_puts(&sb, "empty range for randrange() (");
    rt_sb_repr(&sb, start);
    rt_sb_puts(&sb, ", ");
    rt_sb_repr(&sb, stop);
    rt_sb_puts(&sb, ", ");
    rt_sb_repr(&sb, width);
    rt_sb_puts(&sb, ")");
    range_error(via_randint, PY_LIB_RANDOM_EMPTY_RANGE, sb.data);
  }
  int64_t k = rt_int_bit_length(width);
  Value r = rt_undef();
  rt_cleanup_push_value(&r);
  while (true) {
    rt_decref(r);
    r = k > 64 ? big_getrandbits(k) : rt_int_from_u64(getrandbits((int)k));
    Value diff = rt_int_binop(RT_OP_SUB, r, width);
    bool below = rt_int_sign(diff) < 0;
    rt_decref(diff);
    if (below) break;
  }
  Value out = rt_int_binop(RT_OP_ADD, start, r);
  rt_cleanup_pop(mark, true);
  return out;
}

static bool beyond_64_bits(Value a, Value b) {
  return rt_is_bigint(a) || rt_is_bigint(b);
}

static Value py_randrange(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"start", "stop", "step"};
  Value a[3];
  method_args("randrange", argc, argv, kw, 3, names, 1, a);
  if ((rt_is_undef(a[1]) || rt_is_none(a[1])) && rt_is_undef(a[2]) && rt_is_bigint(a[0]))
    return big_randrange(rt_int(0), a[0], false);
  bool unit_step = rt_is_undef(a[2]) || (a[2].tag == RT_INT && a[2].as.i == 1);
  if (!rt_is_undef(a[1]) && !rt_is_none(a[1]) && beyond_64_bits(a[0], a[1]) && unit_step)
    return big_randrange(a[0], a[1], false);
  int64_t start = range_arg(a[0], "arg 1", false);
  if (rt_is_undef(a[1]) || rt_is_none(a[1])) {
    if (!rt_is_undef(a[2])) rt_raise(RT_EXC_TypeError, "Missing a non-None stop argument");
    if (start > 0) return rt_int((int64_t)randbelow((uint64_t)start));
    range_error(false, PY_LIB_RANDOM_EMPTY_STOP, "empty range for randrange()");
  }
  int64_t stop = range_arg(a[1], "stop", false);
  int64_t step = rt_is_undef(a[2]) ? 1 : range_arg(a[2], "step", false);
  return rt_int(randrange(start, stop, step, false));
}

static Value py_randint(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "b"};
  Value a[2];
  method_args("randint", argc, argv, kw, 2, names, 2, a);
  Value stop = rt_binop(RT_OP_ADD, a[1], rt_int(1)); /* randint's b+1, before randrange's checks */
  int mark = rt_cleanup_push_value(&stop);
  Value r;
  if (beyond_64_bits(a[0], stop)) {
    r = big_randrange(a[0], stop, true);
  } else {
    int64_t lo = range_arg(a[0], "arg 1", true);
    r = rt_int(randrange(lo, range_arg(stop, "stop", true), 1, true));
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- sequences ---- */

/* Steps of random.py's code that can fail on what the program passed (a set to choice, a str
 * to shuffle): run so that the error shows random.py's line (lib_source.h). */
typedef struct Item {
  Value x, key, value;
} Item;

static Value get_item(void *ud) {
  Item *it = ud;
  return rt_getitem(it->x, it->key);
}

static Value set_item(void *ud) {
  Item *it = ud;
  rt_setitem(it->x, it->key, it->value);
  return rt_none();
}

static Value len_of(void *ud) { return rt_int(rt_len(*(Value *)ud)); }

static int64_t lib_len(PyLibLine at, Value x) { return py_lib_call(&at, 1, len_of, &x).as.i; }

static Value py_choice(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"seq"};
  Value seq;
  method_args("choice", argc, argv, kw, 1, names, 1, &seq);
  int64_t n = lib_len(PY_LIB_RANDOM_CHOICE_LEN, seq);
  if (n == 0) {
    PyLibLine line = PY_LIB_RANDOM_CHOICE_EMPTY;
    py_lib_raise(RT_EXC_IndexError, &line, 1, "Cannot choose from an empty sequence");
  }
  Item item = {seq, rt_int((int64_t)randbelow((uint64_t)n)), rt_undef()};
  PyLibLine at = PY_LIB_RANDOM_CHOICE_ITEM;
  return py_lib_call(&at, 1, get_item, &item);
}

/* x[i], x[j] = x[j], x[i]: the reads in CPython's order, then the stores. */
static void swap_items(Value x, int64_t i, int64_t j) {
  PyLibLine read = PY_LIB_RANDOM_SHUFFLE_READ, store = PY_LIB_RANDOM_SHUFFLE_STORE;
  Item get_j = {x, rt_int(j), rt_undef()}, get_i = {x, rt_int(i), rt_undef()};
  Value xj = py_lib_call(&read, 1, get_item, &get_j);
  int mark = rt_cleanup_push_value(&xj);
  Value xi = py_lib_call(&read, 1, get_item, &get_i);
  rt_cleanup_push_value(&xi);
  Item put_i = {x, rt_int(i), xj}, put_j = {x, rt_int(j), xi};
  py_lib_call(&store, 1, set_item, &put_i);
  py_lib_call(&store, 1, set_item, &put_j);
  rt_cleanup_pop(mark, true);
}

static Value py_shuffle(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x"};
  Value x;
  method_args("shuffle", argc, argv, kw, 1, names, 1, &x);
  if (rt_is_list(x)) { /* fast path, same draws */
    List *l = RT_AS(List, x);
    for (int64_t i = l->n - 1; i > 0; i--) {
      int64_t j = (int64_t)randbelow((uint64_t)i + 1);
      Value t = l->items[i];
      l->items[i] = l->items[j];
      l->items[j] = t;
    }
    return rt_none();
  }
  for (int64_t i = lib_len(PY_LIB_RANDOM_SHUFFLE_LEN, x) - 1; i > 0; i--) swap_items(x, i, (int64_t)randbelow((uint64_t)i + 1));
  return rt_none();
}

/* An open-addressing set of indices: sample()'s `selected` for large populations. */
typedef struct IndexSet {
  int64_t *slots; /* -1 marks an empty slot */
  int64_t cap;
} IndexSet;

static bool indexset_add(IndexSet *s, int64_t v) {
  uint64_t h = (uint64_t)v * 0x9E3779B97F4A7C15ull;
  for (int64_t i = (int64_t)(h & (uint64_t)(s->cap - 1));; i = (i + 1) & (s->cap - 1)) {
    if (s->slots[i] == v) return false;
    if (s->slots[i] < 0) {
      s->slots[i] = v;
      return true;
    }
  }
}

static void sample_from_set(Value pop, int64_t n, int64_t k, Value result) {
  IndexSet s;
  s.cap = 16;
  while (s.cap < 2 * k + 2) s.cap *= 2;
  s.slots = rt_malloc((size_t)s.cap * sizeof *s.slots);
  memset(s.slots, 0xff, (size_t)s.cap * sizeof *s.slots);
  for (int64_t i = 0; i < k; i++) {
    int64_t j = (int64_t)randbelow((uint64_t)n);
    while (!indexset_add(&s, j)) j = (int64_t)randbelow((uint64_t)n);
    Value item = rt_getitem(pop, rt_int(j));
    rt_list_append(result, item);
    rt_decref(item);
  }
  free(s.slots);
}

static void sample_from_pool(Value pop, int64_t n, int64_t k, Value result) {
  Value *pool = rt_malloc((size_t)(n ? n : 1) * sizeof *pool);
  for (int64_t i = 0; i < n; i++) pool[i] = rt_getitem(pop, rt_int(i));
  for (int64_t i = 0; i < k; i++) {
    int64_t j = (int64_t)randbelow((uint64_t)(n - i));
    rt_list_append(result, pool[j]);
    Value t = pool[j];
    pool[j] = pool[n - i - 1];
    pool[n - i - 1] = t; /* keeps every reference in the array for the release below */
  }
  for (int64_t i = 0; i < n; i++) rt_decref(pool[i]);
  free(pool);
}

static Value py_sample(Value self, int argc, const Value *argv, const Kwargs *kw);

/* sample(population, k, counts=...): random.py's way, a sample of range(total) mapped through
 * the cumulative counts by bisect, so the stream is consumed as CPython's is. */
static Value sample_counts(Value pop, Value k, Value counts) {
  int64_t n = rt_len(pop);
  Value cl = rt_call(rt_builtin_lookup("list"), 1, &counts, NULL);
  int mark = rt_cleanup_push_value(&cl);
  if (RT_AS(List, cl)->n != n) rt_raise(RT_EXC_ValueError, "The number of counts does not match the population");
  int64_t *cum = rt_malloc(sizeof *cum * (size_t)(n ? n : 1)), total = 0;
  rt_cleanup_push(free, cum);
  for (int64_t i = 0; i < n; i++) {
    Value c = RT_AS(List, cl)->items[i];
    if (c.tag != RT_INT && c.tag != RT_BOOL) rt_raise(RT_EXC_TypeError, "Counts must be integers");
    if (__builtin_add_overflow(total, c.as.i, &total)) rt_raise(RT_EXC_OverflowError, "counts too large");
    cum[i] = total;
  }
  if (total <= 0) rt_raise(RT_EXC_ValueError, "Total of counts must be greater than zero");
  Value args[2] = {rt_range_new(0, total, 1), k};
  rt_cleanup_push_value(&args[0]);
  Value sel = py_sample(rt_none(), 2, args, NULL);
  rt_cleanup_push_value(&sel);
  List *l = RT_AS(List, sel);
  for (int64_t i = 0; i < l->n; i++) {
    int64_t x = l->items[i].as.i, lo = 0, hi = n - 1; /* bisect_right(cum_counts[:-1], x) */
    while (lo < hi) {
      int64_t mid = (lo + hi) / 2;
      if (x < cum[mid]) hi = mid;
      else lo = mid + 1;
    }
    Value item = rt_getitem(pop, rt_int(lo));
    Value old = l->items[i];
    l->items[i] = item;
    rt_decref(old);
  }
  rt_incref(sel);
  rt_cleanup_pop(mark, true);
  return sel;
}

static Value py_sample(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"population", "k", "counts"};
  Value a[3];
  method_args("sample", argc, argv, kw, 3, names, 2, a);
  Value pop = a[0];
  if (!rt_is_list(pop) && !rt_is_tuple(pop) && !rt_is_type(pop, &rt_range_type) && !rt_is_str(pop)) {
    PyLibLine line = PY_LIB_RANDOM_SAMPLE_SEQUENCE;
    py_lib_raise(RT_EXC_TypeError, &line, 1, "Population must be a sequence.  For dicts or sets, use sorted(d).");
  }
  if (!rt_is_undef(a[2]) && !rt_is_none(a[2])) return sample_counts(pop, a[1], a[2]);
  int64_t n = rt_len(pop), k = rt_to_index(a[1], NULL);
  if (k < 0 || k > n) {
    PyLibLine line = PY_LIB_RANDOM_SAMPLE_LARGE;
    py_lib_raise(RT_EXC_ValueError, &line, 1, "Sample larger than population or is negative");
  }
  int64_t setsize = 21;
  if (k > 5) setsize += (int64_t)pow(4, ceil(log((double)(k * 3)) / log(4)));
  Value result = rt_list_new(k);
  if (n <= setsize)
    sample_from_pool(pop, n, k, result);
  else
    sample_from_set(pop, n, k, result);
  return result;
}

/* bisect.bisect_right(cum, x, 0, hi) */
static int64_t bisect_right(const double *cum, double x, int64_t hi) {
  int64_t lo = 0;
  while (lo < hi) {
    int64_t mid = (lo + hi) / 2;
    if (x < cum[mid])
      hi = mid;
    else
      lo = mid + 1;
  }
  return lo;
}

/* Cumulative weights as doubles (exact for the integer and float weights programs use). */
static double *cumulative(Value weights, Value cum_weights, int64_t n) {
  bool given_cum = !rt_is_undef(cum_weights) && !rt_is_none(cum_weights);
  Value w = given_cum ? cum_weights : weights;
  if (rt_len(w) != n)
    rt_raise(RT_EXC_ValueError, "The number of weights does not match the population");
  double *cum = rt_malloc((size_t)(n ? n : 1) * sizeof *cum), acc = 0;
  for (int64_t i = 0; i < n; i++) {
    Value item = rt_getitem(w, rt_int(i));
    double v = rt_to_double(item, NULL);
    rt_decref(item);
    acc = given_cum ? v : acc + v;
    cum[i] = acc;
  }
  return cum;
}

static Value py_choices(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"population", "weights", "cum_weights", "k"};
  Value a[4];
  method_args("choices", argc, argv, kw, 4, names, 1, a);
  Value pop = a[0];
  int64_t n = rt_len(pop), k = rt_is_undef(a[3]) ? 1 : rt_to_index(a[3], NULL);
  bool weighted = !rt_is_undef(a[1]) && !rt_is_none(a[1]);
  bool cumw = !rt_is_undef(a[2]) && !rt_is_none(a[2]);
  if (weighted && cumw)
    rt_raise(RT_EXC_TypeError, "Cannot specify both weights and cumulative weights");
  Value result = rt_list_new(k > 0 ? k : 0);
  double *cum = NULL, total = 0;
  if (weighted || cumw) {
    cum = cumulative(a[1], a[2], n);
    total = n ? cum[n - 1] : 0;
    if (n == 0) rt_raise(RT_EXC_IndexError, "list index out of range");
    if (total <= 0.0) rt_raise(RT_EXC_ValueError, "Total of weights must be greater than zero");
    if (!isfinite(total)) rt_raise(RT_EXC_ValueError, "Total of weights must be finite");
  }
  for (int64_t i = 0; i < k; i++) {
    double r = rt_mt_double(gen());
    int64_t j = cum ? bisect_right(cum, r * total, n - 1) : (int64_t)floor(r * (double)n);
    Value item = rt_getitem(pop, rt_int(j));
    rt_list_append(result, item);
    rt_decref(item);
  }
  free(cum);
  return result;
}

/* ---- real-valued distributions ---- */

static Value py_random(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  (void)argv;
  if (argc || (kw && kw->n)) { /* a C method of _random.Random */
    if (argc) rt_raise(RT_EXC_TypeError, "Random.random() takes no arguments (%d given)", argc);
    rt_raise(RT_EXC_TypeError, "Random.random() takes no keyword arguments");
  }
  return rt_float(rt_mt_double(gen()));
}

/* a + (b - a) * r with Python's arithmetic on the argument types */
static Value affine(Value a, Value b, double r) {
  Value d = rt_binop(RT_OP_SUB, b, a);
  Value scaled = rt_binop(RT_OP_MUL, d, rt_float(r));
  Value out = rt_binop(RT_OP_ADD, a, scaled);
  rt_decref(d);
  rt_decref(scaled);
  return out;
}

/* mu + z * sigma with Python's arithmetic */
static Value shift_scale(Value mu, double z, Value sigma) {
  Value scaled = rt_binop(RT_OP_MUL, rt_float(z), sigma);
  Value out = rt_binop(RT_OP_ADD, mu, scaled);
  rt_decref(scaled);
  return out;
}

static Value py_uniform(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "b"};
  Value a[2];
  method_args("uniform", argc, argv, kw, 2, names, 2, a);
  return affine(a[0], a[1], rt_mt_double(gen()));
}

static Value py_triangular(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"low", "high", "mode"};
  Value a[3];
  method_args("triangular", argc, argv, kw, 3, names, 0, a);
  double low = rt_is_undef(a[0]) ? 0.0 : rt_to_double(a[0], NULL);
  double high = rt_is_undef(a[1]) ? 1.0 : rt_to_double(a[1], NULL);
  double u = rt_mt_double(gen()), c = 0.5;
  if (!rt_is_undef(a[2]) && !rt_is_none(a[2])) {
    if (high == low) { /* ZeroDivisionError inside random.py: it returns low itself */
      if (rt_is_undef(a[0])) return rt_float(0.0);
      rt_incref(a[0]);
      return a[0];
    }
    c = (rt_to_double(a[2], NULL) - low) / (high - low);
  }
  if (u > c) {
    u = 1.0 - u;
    c = 1.0 - c;
    double t = low;
    low = high;
    high = t;
  }
  return rt_float(low + (high - low) * sqrt(u * c));
}

static void mu_sigma(const char *fname, int argc, const Value *argv, const Kwargs *kw, Value *mu,
                     Value *sigma) {
  static const char *const names[] = {"mu", "sigma"};
  Value a[2];
  method_args(fname, argc, argv, kw, 2, names, 0, a);
  *mu = rt_is_undef(a[0]) ? rt_float(0.0) : a[0];
  *sigma = rt_is_undef(a[1]) ? rt_float(1.0) : a[1];
}

static Value py_gauss(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value mu, sigma;
  mu_sigma("gauss", argc, argv, kw, &mu, &sigma);
  double z = stream()->gauss_next;
  bool had = stream()->have_gauss_next;
  stream()->have_gauss_next = false;
  if (!had) {
    double x2pi = rt_mt_double(gen()) * (2 * M_PI);
    double g2rad = sqrt(-2.0 * log(1.0 - rt_mt_double(gen())));
    z = cos(x2pi) * g2rad;
    stream()->gauss_next = sin(x2pi) * g2rad;
    stream()->have_gauss_next = true;
  }
  return shift_scale(mu, z, sigma);
}

static double normal_kinderman_monahan(void) {
  const double nv_magic = 4 * exp(-0.5) / sqrt(2.0);
  for (;;) {
    double u1 = rt_mt_double(gen());
    double u2 = 1.0 - rt_mt_double(gen());
    double z = nv_magic * (u1 - 0.5) / u2;
    if (z * z / 4.0 <= -log(u2)) return z;
  }
}

static Value py_normalvariate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value mu, sigma;
  mu_sigma("normalvariate", argc, argv, kw, &mu, &sigma);
  return shift_scale(mu, normal_kinderman_monahan(), sigma);
}

static Value py_lognormvariate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("lognormvariate", argc, kw, 2, 2);
  double z = normal_kinderman_monahan();
  return rt_float(exp(rt_to_double(argv[0], NULL) + z * rt_to_double(argv[1], NULL)));
}

static Value py_expovariate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("expovariate", argc, kw, 1, 1);
  double lambd = rt_to_double(argv[0], NULL);
  double num = -log(1.0 - rt_mt_double(gen()));
  if (lambd == 0) rt_raise(RT_EXC_ZeroDivisionError, "float division by zero");
  return rt_float(num / lambd);
}

/* gammavariate(alpha, 1.0): Cheng's method for alpha > 1, Ahrens-Dieter GS below. */
static double gamma_unit(double alpha) {
  if (alpha > 1.0) {
    const double log4 = log(4.0), sg_magic = 1.0 + log(4.5);
    double ainv = sqrt(2.0 * alpha - 1.0), bbb = alpha - log4, ccc = alpha + ainv;
    for (;;) {
      double u1 = rt_mt_double(gen());
      if (!(1e-7 < u1 && u1 < 0.9999999)) continue;
      double u2 = 1.0 - rt_mt_double(gen());
      double v = log(u1 / (1.0 - u1)) / ainv, x = alpha * exp(v);
      double z = u1 * u1 * u2, r = bbb + ccc * v - x;
      if (r + sg_magic - 4.5 * z >= 0.0 || r >= log(z)) return x;
    }
  }
  if (alpha == 1.0) return -log(1.0 - rt_mt_double(gen()));
  for (;;) {
    double u = rt_mt_double(gen()), b = (M_E + alpha) / M_E, p = b * u, x;
    x = p <= 1.0 ? pow(p, 1.0 / alpha) : -log((b - p) / alpha);
    double u1 = rt_mt_double(gen());
    if (p > 1.0 ? u1 <= pow(x, alpha - 1.0) : u1 <= exp(-x)) return x;
  }
}

static void two_doubles(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                        double *a, double *b) {
  rt_check_nargs(fname, argc, kw, 2, 2);
  *a = rt_to_double(argv[0], NULL);
  *b = rt_to_double(argv[1], NULL);
}

static Value py_gammavariate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  double alpha, beta;
  two_doubles("gammavariate", argc, argv, kw, &alpha, &beta);
  if (alpha <= 0.0 || beta <= 0.0)
    rt_raise(RT_EXC_ValueError, "gammavariate: alpha and beta must be > 0.0");
  return rt_float(gamma_unit(alpha) * beta);
}

static Value py_betavariate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  double alpha, beta;
  two_doubles("betavariate", argc, argv, kw, &alpha, &beta);
  if (alpha <= 0.0 || beta <= 0.0) /* raised by the inner gammavariate calls */
    rt_raise(RT_EXC_ValueError, "gammavariate: alpha and beta must be > 0.0");
  double y = gamma_unit(alpha);
  if (y == 0) return rt_float(0.0);
  return rt_float(y / (y + gamma_unit(beta)));
}

static Value py_paretovariate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("paretovariate", argc, kw, 1, 1);
  double alpha = rt_to_double(argv[0], NULL), u = 1.0 - rt_mt_double(gen());
  return rt_float(pow(u, -1.0 / alpha));
}

static Value py_weibullvariate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  double alpha, beta;
  two_doubles("weibullvariate", argc, argv, kw, &alpha, &beta);
  double u = 1.0 - rt_mt_double(gen());
  return rt_float(alpha * pow(-log(u), 1.0 / beta));
}

/* Python's float %: the result takes the divisor's sign. */
static double py_fmod(double x, double m) {
  double r = fmod(x, m);
  if (r != 0) {
    if ((m < 0) != (r < 0)) r += m;
  } else {
    r = copysign(0.0, m);
  }
  return r;
}

static Value py_vonmisesvariate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  double mu, kappa;
  two_doubles("vonmisesvariate", argc, argv, kw, &mu, &kappa);
  if (kappa <= 1e-6) return rt_float(2 * M_PI * rt_mt_double(gen()));
  double s = 0.5 / kappa, r = s + sqrt(1.0 + s * s), z;
  for (;;) {
    z = cos(M_PI * rt_mt_double(gen()));
    double d = z / (r + z), u2 = rt_mt_double(gen());
    if (u2 < 1.0 - d * d || u2 <= (1.0 - d) * exp(d)) break;
  }
  double q = 1.0 / r, f = (q + z) / (1.0 + q * z);
  double theta = rt_mt_double(gen()) > 0.5 ? mu + acos(f) : mu - acos(f);
  return rt_float(py_fmod(theta, 2 * M_PI));
}

/* X(name): the module's functions, each implemented by py_<name>. */
#define PYRANDOM_FUNCS(X)                                                   \
  X(seed) X(random) X(uniform) X(triangular) X(randint) X(randrange)       \
  X(choice) X(choices) X(shuffle) X(sample) X(gauss) X(normalvariate)      \
  X(lognormvariate) X(expovariate) X(getrandbits) X(randbytes) X(gammavariate) \
  X(betavariate) X(paretovariate) X(weibullvariate) X(vonmisesvariate)

/* ---- getstate and setstate: (3, the 624 words and the position, gauss's cached value) ---- */

static Value py_getstate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("getstate", argc, kw, 0, 0);
  RtMT *g = gen();
  Value words = rt_tuple_new(RT_MT_N + 1);
  for (int k = 0; k < RT_MT_N; k++) rt_tuple_set(words, k, rt_int(g->mt[k]));
  rt_tuple_set(words, RT_MT_N, rt_int(g->mti));
  Value items[3] = {rt_int(3), words, stream()->have_gauss_next ? rt_float(stream()->gauss_next) : rt_none()};
  Value t = rt_tuple_from(3, items);
  rt_decref(words);
  return t;
}

static Value py_setstate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("setstate", argc, kw, 1, 1);
  /* random.py unpacks it: version, internalstate, self.gauss_next = state */
  Value st = rt_call(rt_builtin_lookup("tuple"), 1, argv, NULL);
  int mark = rt_cleanup_push_value(&st);
  if (RT_AS(Tuple, st)->n < 3) {
    rt_raise(RT_EXC_ValueError, "not enough values to unpack (expected 3, got %lld)",
             (long long)RT_AS(Tuple, st)->n);
  }
  if (RT_AS(Tuple, st)->n > 3) rt_raise(RT_EXC_ValueError, "too many values to unpack (expected 3)");
  const Tuple *t = RT_AS(Tuple, st);
  if (!(t->items[0].tag == RT_INT && (t->items[0].as.i == 3 || t->items[0].as.i == 2))) {
    Value r = rt_repr(t->items[0]);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_ValueError, "state with version %s passed to Random.setstate() of version 3",
             rt_str_data(r));
  }
  if (!rt_is_tuple(t->items[1])) rt_raise(RT_EXC_TypeError, "state vector must be a tuple");
  const Tuple *w = RT_AS(Tuple, t->items[1]);
  if (w->n != RT_MT_N + 1) rt_raise(RT_EXC_ValueError, "state vector is the wrong size");
  int64_t pos = rt_to_index(w->items[RT_MT_N], NULL);
  if (pos < 0 || pos > RT_MT_N) rt_raise(RT_EXC_ValueError, "invalid state");
  RtMT next;
  for (int k = 0; k < RT_MT_N; k++) next.mt[k] = (uint32_t)rt_to_index(w->items[k], NULL);
  next.mti = (int)pos;
  Stream *s = stream();
  s->gen = next;
  s->seeded = true;
  s->have_gauss_next = !rt_is_none(t->items[2]);
  if (s->have_gauss_next) s->gauss_next = rt_to_double(t->items[2], NULL);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

#define PYRANDOM_STATE_FUNCS(X) X(getstate) X(setstate)

/* ---- random.Random: a generator of its own, with the module's functions as methods ---- */

typedef struct RandomObj {
  Obj hdr;
  Stream st;
} RandomObj;

static const ObjType random_type;
static bool is_random(Value v) { return rt_is_type(v, &random_type); }

static void restore_stream(void *prev) { mod_state()->cur = prev; }

/* fn (one of the module's functions) drawing from self's stream. */
static Value on_stream(Value self, NativeFn fn, int argc, const Value *argv, const Kwargs *kw) {
  ModState *m = mod_state();
  Stream *prev = m->cur;
  m->cur = &RT_AS(RandomObj, self)->st;
  int mark = rt_cleanup_push(restore_stream, prev);
  Value r = fn(rt_none(), argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

#define X(name)                                                                         \
  static Value r_##name(Value self, int argc, const Value *argv, const Kwargs *kw) {   \
    return on_stream(self, py_##name, argc, argv, kw);                                 \
  }
PYRANDOM_FUNCS(X)
PYRANDOM_STATE_FUNCS(X)
#undef X

static const struct {
  const char *name;
  NativeFn fn;
} random_methods[] = {
#define X(name) {#name, r_##name},
    PYRANDOM_FUNCS(X) PYRANDOM_STATE_FUNCS(X)
#undef X
};

static Value random_getattr(Value self, const char *name) {
  for (size_t k = 0; k < sizeof random_methods / sizeof random_methods[0]; k++) {
    if (strcmp(name, random_methods[k].name) == 0) {
      return rt_native_bind(random_methods[k].name, random_methods[k].fn, self);
    }
  }
  return rt_undef();
}

/* Random(x=None): seeded as random.seed(x) seeds. */
static Value c_random(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc > 1) {
    rt_raise(RT_EXC_TypeError,
             "Random.__init__() takes from 1 to 2 positional arguments but %d were given", argc + 1);
  }
  RandomObj *o = rt_malloc(sizeof *o);
  rt_obj_init(&o->hdr, &random_type);
  memset(&o->st, 0, sizeof o->st);
  Value r = rt_obj(o);
  int mark = rt_cleanup_push_value(&r);
  Value none = on_stream(r, py_seed, argc, argv, kw);
  rt_decref(none);
  rt_cleanup_pop(mark, false);
  return r;
}

static void random_free(Obj *o) { free(o); }

static Value random_repr(Value self) {
  return rt_str_printf("<random.Random object at %p>", (void *)self.as.o);
}

static Value random_type_object(Value self) {
  (void)self;
  Value c = mod_state()->random_class;
  rt_incref(c);
  return c;
}

static const ObjType random_type = {
    .name = "random.Random",
    .free = random_free,
    .repr = random_repr,
    .getattr = random_getattr,
    .type_object = random_type_object,
};

void rt_random_module_init(Value m) {
#define X(name) rt_module_add_fn(m, #name, py_##name);
  PYRANDOM_FUNCS(X)
  PYRANDOM_STATE_FUNCS(X)
#undef X
  ModState *st = mod_state();
  st->random_class = rt_native_class("Random", c_random, is_random, "<class 'random.Random'>");
  Value zero = rt_int(0);
  rt_native_class_sample(st->random_class, 1, &zero); /* Random.randint(r, a, b) */
  rt_module_set(m, "Random", st->random_class);
}
