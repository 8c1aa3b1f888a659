/* bigint.c — Python ints beyond int64 on GMP (the one file that sees a BigInt's limbs): the BigInt
 * object, exact arithmetic on int-like values (RT_INT, RT_BOOL, BigInt), conversions to and
 * from floats and text, hashing, and the integer functions of the math module.
 *
 * Invariant: a BigInt never holds a value that fits int64 (finish() hands those back as
 * RT_INT), so a value has one representation. Small operands are read through stack limbs
 * (mpz_roinit_n), so mixing an RT_INT into big arithmetic allocates nothing for it.
 * Errors are raised before any mpz is initialised, or after it is cleared: unwinding never
 * skips a mpz_clear. */
#include <float.h>
#include <gmp.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "bigint.h"
#include "runtime.h"
#include "unicode.h"
#include "native.h"
#include "objects.h"
#include "ops.h"

_Static_assert(sizeof(long) == 8 && sizeof(mp_limb_t) == 8, "int64 values must fit one limb");

typedef struct BigInt {
  Obj hdr;
  mpz_t z;
} BigInt;

#define BIG(v) (RT_AS(BigInt, v)->z)

/* Results larger than this many bits raise MemoryError instead of asking GMP (which aborts
 * when memory runs out). */
#define MAX_BITS ((uint64_t)1 << 34)

/* ---- operands and results ---- */

typedef struct Small {
  mpz_t z;
  mp_limb_t limb;
} Small;

static int64_t small_of(Value v) { return v.tag == RT_BOOL ? v.as.b : v.as.i; }

/* A read-only mpz view of an int-like value; s holds the limb of a small one. */
static mpz_srcptr view(Value v, Small *s) {
  if (rt_is_bigint(v)) return BIG(v);
  int64_t i = small_of(v);
  s->limb = i < 0 ? 0 - (uint64_t)i : (uint64_t)i;
  return mpz_roinit_n(s->z, &s->limb, i < 0 ? -1 : i > 0);
}

static void bigint_free(Obj *o) {
  mpz_clear(((BigInt *)o)->z);
  free(o);
}

/* The canonical Value of r, which it takes over (r is cleared or moved). */
static Value finish(mpz_t r) {
  if (mpz_fits_slong_p(r)) {
    Value v = rt_int(mpz_get_si(r));
    mpz_clear(r);
    return v;
  }
  BigInt *b = malloc(sizeof *b);
  if (!b) {
    mpz_clear(r);
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  rt_obj_init(&b->hdr, &rt_bigint_type);
  mpz_init(b->z);
  mpz_swap(b->z, r);
  mpz_clear(r);
  return rt_obj(b);
}

Value rt_int_from_u64(uint64_t u) {
  if (u <= (uint64_t)INT64_MAX) return rt_int((int64_t)u);
  mpz_t r;
  mpz_init_set_ui(r, u);
  return finish(r);
}

bool rt_int_to_i64(Value a, int64_t *out) {
  if (!rt_is_bigint(a)) {
    *out = small_of(a);
    return true;
  }
  return false; /* canonical: a BigInt never fits */
}

bool rt_int_to_u64(Value a, uint64_t *out) {
  if (!rt_is_bigint(a)) {
    *out = (uint64_t)small_of(a);
    return small_of(a) >= 0;
  }
  if (mpz_sgn(BIG(a)) < 0 || mpz_sizeinbase(BIG(a), 2) > 64) return false;
  *out = mpz_get_ui(BIG(a));
  return true;
}

int rt_int_sign(Value a) {
  if (rt_is_bigint(a)) return mpz_sgn(BIG(a));
  int64_t i = small_of(a);
  return (i > 0) - (i < 0);
}

int64_t rt_int_bit_length(Value a) {
  Small s;
  mpz_srcptr z = view(a, &s);
  return mpz_sgn(z) == 0 ? 0 : (int64_t)mpz_sizeinbase(z, 2);
}

/* ---- floats ---- */

static _Noreturn void too_large_for_float(void) {
  rt_raise(RT_EXC_OverflowError, "int too large to convert to float");
}

/* |z| as a double, correctly rounded (ties to even) like PyLong_AsDouble: the top 55 bits
 * with every lower bit folded into a sticky bit round exactly once in the conversion. */
static double abs_to_double(mpz_srcptr z) {
  size_t n = mpz_sizeinbase(z, 2);
  if (mpz_sgn(z) == 0) return 0.0;
  if (n <= 64) {
    mpz_t t;
    mpz_init(t);
    mpz_abs(t, z);
    uint64_t u = mpz_get_ui(t);
    mpz_clear(t);
    return (double)u;
  }
  size_t shift = n - 55;
  mpz_t t;
  mpz_init(t);
  mpz_abs(t, z);
  bool sticky = mpz_scan1(t, 0) < shift;
  mpz_tdiv_q_2exp(t, t, shift);
  uint64_t top = mpz_get_ui(t) | (sticky ? 1 : 0);
  mpz_clear(t);
  if (shift > 2000) return INFINITY;
  return ldexp((double)top, (int)shift);
}

double rt_int_to_double(Value a) {
  if (!rt_is_bigint(a)) return (double)small_of(a);
  double d = abs_to_double(BIG(a));
  if (isinf(d)) too_large_for_float();
  return mpz_sgn(BIG(a)) < 0 ? -d : d;
}

double rt_int_frexp(Value a, int64_t *e) {
  Small s;
  mpz_srcptr z = view(a, &s);
  size_t n = mpz_sizeinbase(z, 2);
  if (n <= 64) {
    int ie;
    double m = frexp(rt_int_to_double(a), &ie);
    *e = ie;
    return m;
  }
  /* the top 55 bits and a sticky bit, rounded once to 53 bits, then scaled into [0.5, 1] */
  size_t shift = n - 55;
  mpz_t t;
  mpz_init(t);
  mpz_abs(t, z);
  bool sticky = mpz_scan1(t, 0) < shift;
  mpz_tdiv_q_2exp(t, t, shift);
  double m = ldexp((double)(mpz_get_ui(t) | (sticky ? 1 : 0)), -55);
  mpz_clear(t);
  *e = (int64_t)n;
  if (m == 1.0) {
    m = 0.5;
    (*e)++;
  }
  return mpz_sgn(z) < 0 ? -m : m;
}

Value rt_int_from_double(double f) {
  double t = trunc(f);
  if (t >= -9223372036854775808.0 && t < 9223372036854775808.0) return rt_int((int64_t)t);
  mpz_t r;
  mpz_init_set_d(r, t);
  return finish(r);
}

int rt_int_cmp_double(Value a, double f) {
  if (isnan(f)) return 2;
  Small s;
  mpz_srcptr z = view(a, &s);
  int c = mpz_cmp_d(z, f); /* exact, infinities included */
  return (c > 0) - (c < 0);
}

/* a / b correctly rounded, as CPython's long_true_divide: a quotient with two or three bits
 * beyond the double's precision (fewer for subnormal results), the remainder as a sticky bit,
 * rounded half to even by hand, then scaled exactly. */
static double true_divide(mpz_srcptr a, mpz_srcptr b) {
  if (mpz_sgn(b) == 0) rt_raise(RT_EXC_ZeroDivisionError, "division by zero");
  bool neg = (mpz_sgn(a) < 0) != (mpz_sgn(b) < 0);
  if (mpz_sgn(a) == 0) return neg ? -0.0 : 0.0;
  size_t na = mpz_sizeinbase(a, 2), nb = mpz_sizeinbase(b, 2);
  if (na <= DBL_MANT_DIG && nb <= DBL_MANT_DIG) return mpz_get_d(a) / mpz_get_d(b);
  int64_t diff = (int64_t)na - (int64_t)nb;
  mpz_t x, q, r;
  if (diff > DBL_MAX_EXP) goto overflow;
  if (diff < DBL_MIN_EXP - DBL_MANT_DIG - 1) return neg ? -0.0 : 0.0;
  int64_t shift = (diff > DBL_MIN_EXP ? diff : DBL_MIN_EXP) - DBL_MANT_DIG - 2;
  bool inexact = false;
  mpz_init(x);
  mpz_abs(x, a);
  if (shift <= 0) {
    mpz_mul_2exp(x, x, (mp_bitcnt_t)-shift);
  } else {
    inexact = mpz_scan1(x, 0) < (mp_bitcnt_t)shift;
    mpz_tdiv_q_2exp(x, x, (mp_bitcnt_t)shift);
  }
  mpz_inits(q, r, NULL);
  mpz_tdiv_qr(q, r, x, b);
  if (mpz_sgn(r) != 0) inexact = true;
  mpz_abs(q, q);
  int64_t xbits = (int64_t)mpz_sizeinbase(q, 2);
  uint64_t low = mpz_get_ui(q);
  mpz_clears(x, q, r, NULL);
  int64_t extra = (xbits > DBL_MIN_EXP - shift ? xbits : DBL_MIN_EXP - shift) - DBL_MANT_DIG;
  uint64_t mask = (uint64_t)1 << (extra - 1), lowi = low | inexact;
  if ((lowi & mask) && (lowi & (3 * mask - 1))) low += mask;
  low &= ~(2 * mask - 1);
  double dx = (double)low;
  if (shift + xbits >= DBL_MAX_EXP &&
      (shift + xbits > DBL_MAX_EXP || dx == ldexp(1.0, (int)xbits)))
    goto overflow;
  double res = ldexp(dx, (int)shift);
  return neg ? -res : res;
overflow:
  rt_raise(RT_EXC_OverflowError, "integer division result too large for a float");
}

/* ---- arithmetic ---- */

static _Noreturn void no_memory(void) { rt_raise(RT_EXC_MemoryError, "%s", ""); }

/* x ** y for y >= 0. */
static Value int_pow(mpz_srcptr x, mpz_srcptr y) {
  if (mpz_cmpabs_ui(x, 1) <= 0) { /* 0, 1, -1: any exponent */
    if (mpz_sgn(x) == 0) return rt_int(mpz_sgn(y) == 0);
    if (mpz_sgn(x) > 0 || mpz_even_p(y)) return rt_int(1);
    return rt_int(-1);
  }
  if (!mpz_fits_ulong_p(y)) no_memory();
  unsigned long e = mpz_get_ui(y);
  if (e > MAX_BITS / (uint64_t)mpz_sizeinbase(x, 2)) no_memory(); /* (bits * e could wrap: 2 ** 2**63) */
  mpz_t r;
  mpz_init(r);
  if ((uint64_t)mpz_sizeinbase(x, 2) * e < ((uint64_t)1 << 20)) {
    mpz_pow_ui(r, x, e);
    return finish(r);
  }
  /* a large result: square-and-multiply from the top bit, seeing Ctrl-C between the steps
   * (one mpz_pow_ui call could run for minutes) */
  mpz_set(r, x);
  for (int b = 62 - __builtin_clzl(e); b >= 0; b--) {
    if (rt_interrupted) {
      mpz_clear(r);
      rt_check_interrupt();
    }
    mpz_mul(r, r, r);
    if (e >> b & 1) mpz_mul(r, r, x);
  }
  return finish(r);
}

static Value shift_left(mpz_srcptr x, mpz_srcptr y) {
  if (mpz_sgn(y) < 0) rt_raise(RT_EXC_ValueError, "negative shift count");
  if (mpz_sgn(x) == 0) return rt_int(0);
  if (!mpz_fits_slong_p(y)) rt_raise(RT_EXC_OverflowError, "too many digits in integer");
  uint64_t s = mpz_get_ui(y);
  if (s + mpz_sizeinbase(x, 2) > MAX_BITS) no_memory();
  mpz_t r;
  mpz_init(r);
  mpz_mul_2exp(r, x, s);
  return finish(r);
}

static Value shift_right(mpz_srcptr x, mpz_srcptr y) {
  if (mpz_sgn(y) < 0) rt_raise(RT_EXC_ValueError, "negative shift count");
  if (!mpz_fits_ulong_p(y) || mpz_get_ui(y) >= mpz_sizeinbase(x, 2) + 1) {
    return rt_int(mpz_sgn(x) < 0 ? -1 : 0);
  }
  mpz_t r;
  mpz_init(r);
  mpz_fdiv_q_2exp(r, x, mpz_get_ui(y));
  return finish(r);
}

typedef void (*MpzOp)(mpz_ptr, mpz_srcptr, mpz_srcptr);

static Value apply(MpzOp fn, mpz_srcptr x, mpz_srcptr y) {
  mpz_t r;
  mpz_init(r);
  fn(r, x, y);
  return finish(r);
}

Value rt_int_binop(BinOp op, Value a, Value b) {
  Small sa, sb;
  mpz_srcptr x = view(a, &sa), y = view(b, &sb);
  switch (op) {
    case RT_OP_ADD: return apply(mpz_add, x, y);
    case RT_OP_SUB: return apply(mpz_sub, x, y);
    case RT_OP_MUL: return apply(mpz_mul, x, y);
    case RT_OP_TRUEDIV: return rt_float(true_divide(x, y));
    case RT_OP_FLOORDIV:
      if (mpz_sgn(y) == 0) rt_raise(RT_EXC_ZeroDivisionError, "integer division or modulo by zero");
      return apply(mpz_fdiv_q, x, y);
    case RT_OP_MOD:
      if (mpz_sgn(y) == 0) rt_raise(RT_EXC_ZeroDivisionError, "integer modulo by zero");
      return apply(mpz_fdiv_r, x, y);
    case RT_OP_POW:
      if (mpz_sgn(y) < 0) { /* a float power, as CPython computes it */
        double fx = rt_int_to_double(a), fy = rt_int_to_double(b);
        return rt_binop(RT_OP_POW, rt_float(fx), rt_float(fy));
      }
      return int_pow(x, y);
    case RT_OP_LSHIFT: return shift_left(x, y);
    case RT_OP_RSHIFT: return shift_right(x, y);
    case RT_OP_AND: return apply(mpz_and, x, y);
    case RT_OP_OR: return apply(mpz_ior, x, y);
    case RT_OP_XOR: return apply(mpz_xor, x, y);
    case RT_OP_EQ: case RT_OP_NE: case RT_OP_LT:
    case RT_OP_LE: case RT_OP_GT: case RT_OP_GE: return rt_cmp_result(op, mpz_cmp(x, y));
    default: return rt_undef();
  }
}

Value rt_int_unop(UnOp op, Value a) {
  Small s;
  mpz_srcptr x = view(a, &s);
  mpz_t r;
  switch (op) {
    case RT_UOP_NEG: mpz_init(r); mpz_neg(r, x); return finish(r);
    case RT_UOP_INVERT: mpz_init(r); mpz_com(r, x); return finish(r);
    case RT_UOP_POS:
      if (!rt_is_bigint(a)) return rt_int(small_of(a));
      rt_incref(a);
      return a;
    default: return rt_undef();
  }
}

/* ---- text ---- */

static bool pow2_base(int base) { return (base & (base - 1)) == 0; }

static _Noreturn void str_limit(int limit) {
  rt_raise(RT_EXC_ValueError,
           "Exceeds the limit (%d digits) for integer string conversion; use "
           "sys.set_int_max_str_digits() to increase the limit",
           limit);
}

void rt_int_sb_digits(StrBuf *sb, Value a, int base, bool upper) {
  Small s;
  mpz_srcptr z = view(a, &s);
  int limit = rt_int_max_str_digits();
  /* 3.33 bits per decimal digit: well past the limit needs no conversion to know */
  if (base == 10 && limit > 0 && mpz_sizeinbase(z, 2) > (size_t)(limit * 3.33) + 64) str_limit(limit);
  size_t cap = mpz_sizeinbase(z, base) + 2;
  char *buf = malloc(cap);
  if (!buf) no_memory();
  mpz_get_str(buf, upper ? -base : base, z);
  const char *d = buf[0] == '-' ? buf + 1 : buf;
  if (base == 10 && limit > 0 && strlen(d) > (size_t)limit) {
    free(buf);
    str_limit(limit);
  }
  rt_sb_puts(sb, d);
  free(buf);
}

static Value bigint_repr(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  if (mpz_sgn(BIG(self)) < 0) rt_sb_putc(&sb, '-');
  rt_int_sb_digits(&sb, self, 10, false);
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return 99;
}

static bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

static _Noreturn void bad_literal(Value s, int base) {
  Value r = rt_repr(s);
  rt_cleanup_push_value(&r); /* released after the message is made */
  rt_raise(RT_EXC_ValueError, "invalid literal for int() with base %d: %s", base, rt_str_data(r));
}

/* Digits of a literal into mpz (or an int64 when they fit); base 2..36. */
static Value from_digits(const char *digits, size_t n, int base, bool neg) {
  int64_t acc = 0;
  size_t i = 0;
  for (; i < n; i++) { /* an int64 while it fits, GMP past that */
    if (__builtin_mul_overflow(acc, (int64_t)base, &acc) ||
        __builtin_add_overflow(acc, (int64_t)digit_value(digits[i]), &acc))
      break;
  }
  if (i == n) return rt_int(neg ? -acc : acc);
  char *buf = malloc(n + 1);
  if (!buf) no_memory();
  memcpy(buf, digits, n);
  buf[n] = '\0';
  mpz_t r;
  mpz_init_set_str(r, buf, base);
  free(buf);
  if (neg) mpz_neg(r, r);
  return finish(r);
}

/* The text int() and float() parse from a str with characters outside ASCII: each decimal digit
 * as its ASCII digit, each white space as ' ', anything else as '?' (never valid), as CPython
 * transforms it. A malloc'd text of *n bytes. */
char *rt_str_to_ascii_digits(Value str, size_t *n) {
  const Str *o = RT_AS(Str, str);
  char *out = malloc((size_t)o->nchars + 1);
  if (!out) no_memory();
  size_t k = 0;
  for (int64_t i = 0; i < o->nbytes;) {
    int len;
    uint32_t c = rt_utf8_decode(o->data + i, &len);
    if (c < 0x80) out[k++] = (char)c;
    else if (rt_uc_decimal(c) >= 0) out[k++] = (char)('0' + rt_uc_decimal(c));
    else out[k++] = rt_uc_flags(c) & RT_UC_SPACE ? ' ' : '?';
    i += len;
  }
  out[k] = '\0';
  *n = k;
  return out;
}

Value rt_int_parse(Value str, int base) {
  const Str *o = RT_AS(Str, str);
  if (o->nbytes == o->nchars) return rt_int_parse_text(o->data, (size_t)o->nbytes, base, str);
  size_t n;
  char *text = rt_str_to_ascii_digits(str, &n);
  int mark = rt_cleanup_push(free, text);
  Value r = rt_int_parse_text(text, n, base, str);
  rt_cleanup_pop(mark, true);
  return r;
}

Value rt_int_parse_text(const char *text, size_t n, int base, Value str) {
  const char *p = text, *end = p + n;
  int orig = base;
  while (p < end && is_space(*p)) p++;
  while (end > p && is_space(end[-1])) end--;
  bool neg = false;
  if (p < end && (*p == '+' || *p == '-')) neg = *p++ == '-';
  if (end - p >= 2 && p[0] == '0') {
    char c = (char)(p[1] | 0x20);
    int pb = c == 'x' ? 16 : c == 'o' ? 8 : c == 'b' ? 2 : 0;
    if (pb && (base == 0 || base == pb)) {
      base = pb;
      p += 2;
      if (p < end && *p == '_') p++;
    }
  }
  if (base == 0) {
    base = 10;
    const char *q = p;
    while (q < end && (*q == '0' || *q == '_')) q++;
    if (q < end && q != p && p[0] == '0') bad_literal(str, orig); /* "010" */
  }
  /* the valid digits first (CPython counts them against the limit before judging the rest) */
  size_t ndig = 0;
  const char *q = p;
  while (q < end) {
    if (*q == '_' && q > p && q + 1 < end && q[1] != '_' && q[-1] != '_') {
      q++;
      continue;
    }
    if (digit_value(*q) >= base) break;
    ndig++;
    q++;
  }
  int limit = rt_int_max_str_digits();
  if (!pow2_base(base) && limit > 0 && ndig > (size_t)limit) {
    rt_raise(RT_EXC_ValueError,
             "Exceeds the limit (%d digits) for integer string conversion: value has %zu "
             "digits; use sys.set_int_max_str_digits() to increase the limit",
             limit, ndig);
  }
  if (q != end || ndig == 0) bad_literal(str, orig);
  char *digits = malloc(ndig + 1);
  if (!digits) no_memory();
  size_t k = 0;
  for (const char *c = p; c < end; c++)
    if (*c != '_') digits[k++] = *c;
  int mark = rt_cleanup_push(free, digits);
  Value r = from_digits(digits, k, base, neg);
  rt_cleanup_pop(mark, true);
  return r;
}

Value rt_int_from_literal(const char *digits, int base) {
  return from_digits(digits, strlen(digits), base, false);
}

/* ---- hashing, pow with a modulus, rounding ---- */

int64_t rt_bigint_hash(Value a) {
  const uint64_t modulus = ((uint64_t)1 << 61) - 1;
  Small s;
  mpz_srcptr z = view(a, &s);
  int64_t h = (int64_t)mpz_tdiv_ui(z, modulus); /* |a| mod 2**61-1 */
  if (mpz_sgn(z) < 0) h = -h;
  return h == -1 ? -2 : h;
}

Value rt_int_powmod(Value b, Value e, Value m) {
  Small sb, se, sm;
  mpz_srcptr x = view(b, &sb), y = view(e, &se), mod = view(m, &sm);
  if (mpz_sgn(mod) == 0) rt_raise(RT_EXC_ValueError, "pow() 3rd argument cannot be 0");
  mpz_t r, base, am;
  mpz_inits(r, base, am, NULL);
  mpz_abs(am, mod);
  mpz_set(base, x);
  if (mpz_sgn(y) < 0 && !mpz_invert(base, base, am)) {
    mpz_clears(r, base, am, NULL);
    rt_raise(RT_EXC_ValueError, "base is not invertible for the given modulus");
  }
  mpz_t ay;
  mpz_init(ay);
  mpz_abs(ay, y);
  mpz_powm(r, base, ay, am);
  if (mpz_sgn(mod) < 0 && mpz_sgn(r) != 0) mpz_add(r, r, mod); /* the sign of the modulus */
  mpz_clears(base, am, ay, NULL);
  return finish(r);
}

Value rt_int_round(Value a, int64_t nd) {
  if (nd >= 0 || (uint64_t)0 - (uint64_t)nd > (uint64_t)rt_int_bit_length(a) / 3 + 2) {
    if (nd < 0) return rt_int(0);
    return rt_int_unop(RT_UOP_POS, a);
  }
  Small s;
  mpz_srcptr x = view(a, &s);
  mpz_t p, q, r;
  mpz_inits(p, q, r, NULL);
  mpz_ui_pow_ui(p, 10, (unsigned long)-nd);
  mpz_fdiv_qr(q, r, x, p);
  mpz_mul_2exp(r, r, 1);
  int c = mpz_cmp(r, p);
  if (c > 0 || (c == 0 && mpz_odd_p(q))) mpz_add_ui(q, q, 1);
  mpz_mul(q, q, p);
  mpz_clears(p, r, NULL);
  return finish(q);
}

/* ---- math's integer functions ---- */

static void check_nonneg(Value v, const char *msg) {
  if (rt_int_sign(v) < 0) rt_raise(RT_EXC_ValueError, "%s", msg);
}

Value rt_int_factorial(Value n) {
  check_nonneg(n, "factorial() not defined for negative values");
  if (rt_is_bigint(n)) {
    rt_raise(RT_EXC_OverflowError, "factorial() argument should not exceed %lld",
             (long long)INT64_MAX);
  }
  mpz_t r;
  mpz_init(r);
  mpz_fac_ui(r, (unsigned long)small_of(n));
  return finish(r);
}

Value rt_int_gcd(Value a, Value b) {
  Small sa, sb;
  return apply(mpz_gcd, view(a, &sa), view(b, &sb));
}

Value rt_int_lcm(Value a, Value b) {
  Small sa, sb;
  return apply(mpz_lcm, view(a, &sa), view(b, &sb));
}

/* k (or n - k for comb) as an unsigned long; 0 < k <= n is given. */
static unsigned long small_k(mpz_srcptr k, const char *msg) {
  if (!mpz_fits_slong_p(k)) rt_raise(RT_EXC_OverflowError, "%s must not exceed %lld", msg,
                                      (long long)INT64_MAX);
  return mpz_get_ui(k);
}

Value rt_int_comb(Value n, Value k) {
  check_nonneg(n, "n must be a non-negative integer");
  check_nonneg(k, "k must be a non-negative integer");
  Small sn, sk;
  mpz_srcptr zn = view(n, &sn), zk = view(k, &sk);
  if (mpz_cmp(zk, zn) > 0) return rt_int(0);
  mpz_t r, nk;
  mpz_inits(r, nk, NULL);
  mpz_sub(nk, zn, zk);
  if (mpz_cmp(nk, zk) > 0) mpz_set(nk, zk); /* min(n - k, k) */
  if (!mpz_fits_slong_p(nk)) {
    mpz_clears(r, nk, NULL);
    rt_raise(RT_EXC_OverflowError, "min(n - k, k) must not exceed %lld", (long long)INT64_MAX);
  }
  mpz_bin_ui(r, zn, mpz_get_ui(nk));
  mpz_clear(nk);
  return finish(r);
}

Value rt_int_perm(Value n, Value k) {
  check_nonneg(n, "n must be a non-negative integer");
  check_nonneg(k, "k must be a non-negative integer");
  Small sn, sk;
  mpz_srcptr zn = view(n, &sn), zk = view(k, &sk);
  if (mpz_cmp(zk, zn) > 0) return rt_int(0);
  unsigned long kk = small_k(zk, "k");
  mpz_t r, f;
  mpz_inits(r, f, NULL);
  mpz_bin_ui(r, zn, kk); /* n! / (n-k)! = C(n, k) * k! */
  mpz_fac_ui(f, kk);
  mpz_mul(r, r, f);
  mpz_clear(f);
  return finish(r);
}

Value rt_int_isqrt(Value n) {
  check_nonneg(n, "isqrt() argument must be nonnegative");
  Small s;
  mpz_t r;
  mpz_init(r);
  mpz_sqrt(r, view(n, &s));
  return finish(r);
}

/* ---- the object ---- */

static Value big_bit_length(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("bit_length", argc, kw, 0, 0);
  return rt_int(rt_int_bit_length(self));
}

static Value big_conjugate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("conjugate", argc, kw, 0, 0);
  rt_incref(self);
  return self;
}

static Value bigint_getattr(Value self, const char *name) {
  if (!strcmp(name, "real") || !strcmp(name, "numerator")) {
    rt_incref(self);
    return self;
  }
  if (!strcmp(name, "imag")) return rt_int(0);
  if (!strcmp(name, "denominator")) return rt_int(1);
  if (!strcmp(name, "bit_length")) return rt_native_bind("bit_length", big_bit_length, self);
  if (!strcmp(name, "conjugate")) return rt_native_bind("conjugate", big_conjugate, self);
  return rt_num_method(self, name);
}

/* A NumPy scalar meets a Python int too large for C: NumPy 1.24 falls back to Python objects,
 * so the scalar takes part as the Python number it holds. */
static Value other_number(Value v) {
  if (rt_is_scalar_number(v)) return v.as.o->type->number(v);
  return v;
}

static Value bigint_binop(BinOp op, Value a, Value b) {
  /* with a NumPy scalar, NumPy's scalar math decides (value-based casting: 2**63 - np.uint64(1)
   * is a uint64; its comparisons give numpy.bool_) */
  if (rt_is_scalar_number(a) || rt_is_scalar_number(b)) return rt_undef();
  a = other_number(a);
  b = other_number(b);
  if (rt_is_intlike(a) && rt_is_intlike(b)) return rt_int_binop(op, a, b);
  if (rt_is_array_number(a) || rt_is_array_number(b)) return rt_undef(); /* NumPy's to say */
  if ((a.tag == RT_FLOAT && rt_is_intlike(b)) || (b.tag == RT_FLOAT && rt_is_intlike(a))) {
    if (op >= RT_OP_EQ && op <= RT_OP_GE) { /* exact, as Python compares ints with floats */
      int c = a.tag == RT_FLOAT ? rt_int_cmp_double(b, a.as.f) : rt_int_cmp_double(a, b.as.f);
      if (c == 2) return rt_bool(op == RT_OP_NE);
      return rt_cmp_result(op, a.tag == RT_FLOAT ? -c : c);
    }
    double x = a.tag == RT_FLOAT ? a.as.f : rt_int_to_double(a);
    double y = b.tag == RT_FLOAT ? b.as.f : rt_int_to_double(b);
    return rt_binop(op, rt_float(x), rt_float(y));
  }
  return rt_undef();
}

static Value bigint_unop(UnOp op, Value a) { return rt_int_unop(op, a); }

static bool bigint_index(Value self, int64_t *out) {
  (void)self, (void)out;
  rt_raise(RT_EXC_OverflowError, "cannot fit 'int' into an index-sized integer");
}

static double bigint_to_double(Value self) { return rt_int_to_double(self); }

static ValueTag bigint_base(Value self) {
  (void)self;
  return RT_INT;
}

static Value bigint_round(Value self, bool has_nd, int64_t nd) {
  return rt_int_round(self, has_nd ? nd : 0);
}

const ObjType rt_bigint_type = {
    .name = "int",
    .free = bigint_free,
    .repr = bigint_repr,
    .getattr = bigint_getattr,
    .binop = bigint_binop,
    .unop = bigint_unop,
    .index = bigint_index,
    .to_double = bigint_to_double,
    .builtin_base = bigint_base,
    .round = bigint_round,
    .hash = rt_bigint_hash, /* equal big ints hash alike, as dict and set keys need */
};
