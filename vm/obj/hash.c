/* hash.c — hash() of every hashable value (hash.h): numbers as CPython computes them, str with
 * its hash cached in the string, tuples combined as CPython 3.11 combines them. Frozensets hash
 * in set.c, which owns their table. */
#include "hash.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "objects.h"
#include "runtime.h"

int64_t rt_unhashable(Value self) {
  rt_raise(RT_EXC_TypeError, "unhashable type: '%s'", rt_type_name(self));
}

int64_t rt_hash_pointer(const void *p) {
  uintptr_t y = (uintptr_t)p;
  y = (y >> 4) | (y << (8 * sizeof(void *) - 4)); /* the low bits of an address are zeros */
  int64_t h = (int64_t)y;
  return h == -1 ? -2 : h;
}

/* _Py_HashDouble: the value as a rational m * 2**e reduced modulo 2**61 - 1, so that equal
 * ints and floats hash alike. */
int64_t rt_hash_double(double v) {
  if (!isfinite(v)) {
    if (isinf(v)) return v > 0 ? 314159 : -314159;
    return 0; /* CPython hashes a NaN by its identity, which Weft's floats lack */
  }
  int e;
  double m = frexp(v, &e);
  int sign = 1;
  if (m < 0) {
    sign = -1;
    m = -m;
  }
  uint64_t x = 0;
  while (m) { /* 28 bits at a time */
    x = ((x << 28) & RT_HASH_MODULUS) | x >> (RT_HASH_BITS - 28);
    m *= 268435456.0;
    e -= 28;
    uint64_t y = (uint64_t)m;
    m -= (double)y;
    x += y;
    if (x >= RT_HASH_MODULUS) x -= RT_HASH_MODULUS;
  }
  e = e >= 0 ? e % RT_HASH_BITS : RT_HASH_BITS - 1 - ((-1 - e) % RT_HASH_BITS);
  x = ((x << e) & RT_HASH_MODULUS) | x >> (RT_HASH_BITS - e);
  x = x * (uint64_t)(int64_t)sign;
  int64_t h = (int64_t)x;
  return h == -1 ? -2 : h;
}

/* ---- str: SipHash-1-3 (CPython's default string hash), key zero ---- */

#define ROTL(x, b) (uint64_t)(((x) << (b)) | ((x) >> (64 - (b))))
#define HALF_ROUND(a, b, c, d, s, t) \
  a += b;                            \
  c += d;                            \
  b = ROTL(b, s) ^ a;                \
  d = ROTL(d, t) ^ c;                \
  a = ROTL(a, 32);
#define SIP_ROUND(v0, v1, v2, v3)     \
  HALF_ROUND(v0, v1, v2, v3, 13, 16); \
  HALF_ROUND(v2, v1, v0, v3, 17, 21);

static uint64_t siphash13(const uint8_t *in, size_t n) {
  uint64_t b = (uint64_t)n << 56;
  uint64_t v0 = 0x736f6d6570736575ULL, v1 = 0x646f72616e646f6dULL;
  uint64_t v2 = 0x6c7967656e657261ULL, v3 = 0x7465646279746573ULL;
  for (; n >= 8; n -= 8, in += 8) {
    uint64_t mi = 0;
    for (int k = 0; k < 8; k++) mi |= (uint64_t)in[k] << (8 * k); /* little-endian */
    v3 ^= mi;
    SIP_ROUND(v0, v1, v2, v3);
    v0 ^= mi;
  }
  uint64_t t = 0;
  for (size_t k = 0; k < n; k++) t |= (uint64_t)in[k] << (8 * k);
  b |= t;
  v3 ^= b;
  SIP_ROUND(v0, v1, v2, v3);
  v0 ^= b;
  v2 ^= 0xff;
  SIP_ROUND(v0, v1, v2, v3);
  SIP_ROUND(v0, v1, v2, v3);
  SIP_ROUND(v0, v1, v2, v3);
  return (v0 ^ v1) ^ (v2 ^ v3);
}

/* CPython hashes a string's code points as 1, 2 or 4 bytes each, the width its widest code
 * point needs: ASCII text is its own UTF-8, anything else is re-encoded once. */
static int64_t str_hash_compute(Str *s) {
  if (s->nbytes == 0) return 0;
  uint64_t h;
  if (s->nbytes == s->nchars) {
    h = siphash13((const uint8_t *)s->data, (size_t)s->nbytes);
  } else {
    uint32_t maxcp = 0;
    for (int64_t b = 0; b < s->nbytes;) {
      int len;
      uint32_t cp = rt_utf8_decode(s->data + b, &len);
      if (cp > maxcp) maxcp = cp;
      b += len;
    }
    size_t width = maxcp < 256 ? 1 : maxcp < 65536 ? 2 : 4;
    uint8_t *buf = rt_malloc(width * (size_t)s->nchars);
    size_t k = 0;
    for (int64_t b = 0; b < s->nbytes;) {
      int len;
      uint32_t cp = rt_utf8_decode(s->data + b, &len);
      for (size_t j = 0; j < width; j++) buf[k++] = (uint8_t)(cp >> (8 * j));
      b += len;
    }
    h = siphash13(buf, k);
    free(buf);
  }
  int64_t r = (int64_t)h;
  return r == -1 ? -2 : r;
}

/* hash() of bytes: the same SipHash over the bytes themselves, so b'ab' hashes as 'ab'. */
int64_t rt_hash_bytes(const void *data, size_t n) {
  if (n == 0) return 0;
  int64_t r = (int64_t)siphash13((const uint8_t *)data, n);
  return r == -1 ? -2 : r;
}

/* ---- tuple: CPython 3.11's xxHash-based combination of the items' hashes ---- */

#define XXPRIME_1 11400714785074694791ULL
#define XXPRIME_2 14029467366897019727ULL
#define XXPRIME_5 2870177450012600261ULL

static int64_t tuple_hash(Tuple *t) {
  uint64_t acc = XXPRIME_5;
  for (int64_t i = 0; i < t->n; i++) {
    uint64_t lane;
    if (t->items[i].tag == RT_OBJ && t->items[i].as.o->type == &rt_tuple_type) { /* nesting */
      rt_recursion_enter_n("", RT_C_DEEP_LIMIT);
      lane = (uint64_t)tuple_hash(RT_AS(Tuple, t->items[i]));
      rt_recursion_leave();
    } else {
      lane = (uint64_t)rt_hash(t->items[i]);
    }
    acc += lane * XXPRIME_2;
    acc = ROTL(acc, 31);
    acc *= XXPRIME_1;
  }
  acc += (uint64_t)t->n ^ (XXPRIME_5 ^ 3527539UL);
  if (acc == (uint64_t)-1) return 1546275796;
  return (int64_t)acc;
}

int64_t rt_hash(Value v) {
  switch (v.tag) {
    case RT_INT: return rt_hash_int(v.as.i);
    case RT_BOOL: return v.as.b;
    case RT_FLOAT: return rt_hash_double(v.as.f);
    /* CPython 3.11 hashes None by its address, rotated right 4 bits; Debian's python3 is not
     * position-independent, so None is at 0x959cc0 in every run (this decides set order) */
    case RT_NONE: return 0x959CC;
    case RT_UNDEF: return 0x1F5B0E;
    case RT_OBJ: break;
  }
  const ObjType *t = v.as.o->type;
  if (t == &rt_str_type) {
    Str *s = RT_AS(Str, v);
    if (s->hash == -1) s->hash = str_hash_compute(s);
    return s->hash;
  }
  if (t == &rt_tuple_type) return tuple_hash(RT_AS(Tuple, v));
  if (t->hash) return t->hash(v);
  if (t->numkind == RT_NUMBER_SCALAR) return rt_hash(t->number(v)); /* np.float64(1.5) */
  if (t->numkind == RT_NUMBER_ARRAY) return rt_unhashable(v);
  return rt_hash_pointer(v.as.o);
}
