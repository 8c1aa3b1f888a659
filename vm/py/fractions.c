/* fractions.c — the fractions module: Fraction, a rational number kept as a numerator and a
 * positive denominator without common factors (Weft's ints, of any size), with CPython 3.11's
 * construction (ints, pairs, strings, floats and Decimals exactly), arithmetic (exact with
 * ints and Fractions; a float or complex result with floats and complexes), comparisons, the
 * hash of an equal int or float, str/repr, rounding and limit_denominator. */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/complex.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/native_sample.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "modlib.h"
#include "numtypes.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef struct Fraction {
  Obj hdr;
  Value num, den; /* den > 0, gcd(num, den) == 1 */
} Fraction;

static const ObjType frac_type;
typedef struct ModState {
  Value frac_class; /* borrowed: the module holds it */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"fractions", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

bool nt_is_fraction(Value v) { return rt_is_type(v, &frac_type); }

void nt_fraction_parts(Value v, Value *num, Value *den) {
  *num = RT_AS(Fraction, v)->num;
  *den = RT_AS(Fraction, v)->den;
}

static void frac_free(Obj *o) {
  Fraction *f = (Fraction *)o;
  rt_decref(f->num);
  rt_decref(f->den);
  free(f);
}

/* A Fraction of num/den already in lowest terms with den > 0 (steals both). */
static Value frac_raw(Value num, Value den) {
  Fraction *f = rt_malloc(sizeof *f);
  rt_obj_init(&f->hdr, &frac_type);
  f->num = num;
  f->den = den;
  return rt_obj(f);
}

static _Noreturn void zero_den(Value num) {
  StrBuf sb;
  rt_sb_init(&sb);
  if (rt_int_sign(num) < 0) rt_sb_putc(&sb, '-');
  rt_int_sb_digits(&sb, num, 10, false);
  rt_decref(num);
  rt_sb_cleanup_push(&sb);
  rt_raise(RT_EXC_ZeroDivisionError, "Fraction(%s, 0)", sb.data);
}

/* Fraction(num, den) in lowest terms (steals both); "Fraction(n, 0)" for a zero den. */
static Value frac_make(Value num, Value den) {
  if (nt_is_zero(den)) {
    rt_decref(den);
    zero_den(num);
  }
  Value g = rt_int_gcd(num, den);
  if (rt_int_sign(den) < 0) g = nt_op(RT_OP_SUB, rt_int(0), g);
  if (!nt_test(RT_OP_EQ, g, rt_int(1))) {
    num = nt_op(RT_OP_FLOORDIV, num, nt_own(g));
    den = nt_op(RT_OP_FLOORDIV, den, nt_own(g));
  }
  rt_decref(g);
  return frac_raw(num, den);
}

/* The exact ratio of a finite float (new references). */
static void float_ratio(double x, Value *num, Value *den) {
  if (isnan(x)) rt_raise(RT_EXC_ValueError, "cannot convert NaN to integer ratio");
  if (isinf(x)) rt_raise(RT_EXC_OverflowError, "cannot convert Infinity to integer ratio");
  int e;
  double m = frexp(x, &e);
  Value mant = rt_int((int64_t)ldexp(m, 53));
  e -= 53;
  if (e >= 0) {
    *num = nt_op(RT_OP_LSHIFT, mant, rt_int(e));
    *den = rt_int(1);
    return;
  }
  Value f = frac_make(mant, nt_op(RT_OP_LSHIFT, rt_int(1), rt_int(-e)));
  *num = nt_own(RT_AS(Fraction, f)->num);
  *den = nt_own(RT_AS(Fraction, f)->den);
  rt_decref(f);
}

/* An int or a Fraction as a ratio (borrowed); false for anything else. */
static bool rational_parts(Value v, Value *num, Value *den) {
  if (v.tag == RT_BOOL) v = rt_int(v.as.b);
  if (rt_is_intlike(v)) {
    *num = v;
    *den = rt_int(1);
    return true;
  }
  if (nt_is_fraction(v)) {
    nt_fraction_parts(v, num, den);
    return true;
  }
  return false;
}

/* ---- construction from text ---- */

/* \d+(_\d+)* at *p: the digits appended to sb; false when there is none. */
static bool scan_digits(const char **p, const char *end, StrBuf *sb) {
  const char *q = *p;
  if (q >= end || *q < '0' || *q > '9') return false;
  while (q < end) {
    if (*q >= '0' && *q <= '9') {
      rt_sb_putc(sb, *q++);
    } else if (*q == '_' && q + 1 < end && q[1] >= '0' && q[1] <= '9') {
      q++;
    } else {
      break;
    }
  }
  *p = q;
  return true;
}

static Value digits_int(StrBuf *sb) {
  if (sb->len == 0) return rt_int(0);
  rt_sb_putc(sb, '\0');
  return rt_int_from_literal(sb->data, 10);
}

/* The parts of a rational's text ("3/4", "-1.25e3", " 2 "); false when it is not one. */
typedef struct {
  bool neg, has_den;
  StrBuf num, den, frac, exp; /* digits; exp may start with '-' */
} RatText;

static bool parse_rational(const char *p, const char *end, RatText *t) {
  while (p < end && strchr(" \t\n\r\f\v", *p)) p++;
  while (end > p && strchr(" \t\n\r\f\v", end[-1])) end--;
  if (p < end && (*p == '+' || *p == '-')) t->neg = *p++ == '-';
  bool lead = p < end && (isdigit((unsigned char)*p) || (*p == '.' && p + 1 < end && isdigit((unsigned char)p[1])));
  if (!lead) return false;
  scan_digits(&p, end, &t->num);
  if (p < end && *p == '/') {
    p++;
    t->has_den = true;
    if (!scan_digits(&p, end, &t->den)) return false;
    return p == end;
  }
  if (p < end && *p == '.') {
    p++;
    scan_digits(&p, end, &t->frac);
  }
  if (p < end && (*p == 'e' || *p == 'E')) {
    p++;
    if (p < end && (*p == '+' || *p == '-')) {
      if (*p == '-') rt_sb_putc(&t->exp, '-');
      p++;
    }
    if (!scan_digits(&p, end, &t->exp)) return false;
  }
  return p == end;
}

static Value frac_from_text(Value s) {
  RatText t = {0};
  rt_sb_init(&t.num), rt_sb_init(&t.den), rt_sb_init(&t.frac), rt_sb_init(&t.exp);
  const char *p = rt_str_data(s);
  bool ok = parse_rational(p, p + RT_AS(Str, s)->nbytes, &t);
  Value num = rt_int(0), den = rt_int(1);
  if (ok) {
    num = digits_int(&t.num);
    if (t.has_den) {
      den = digits_int(&t.den);
    } else {
      if (t.frac.len) {
        size_t n = t.frac.len;
        num = nt_op(RT_OP_ADD, nt_op(RT_OP_MUL, num, nt_pow10((int64_t)n)), digits_int(&t.frac));
        den = nt_pow10((int64_t)n);
      }
      if (t.exp.len) {
        rt_sb_putc(&t.exp, '\0');
        int64_t e = strtoll(t.exp.data, NULL, 10);
        if (e >= 0) num = nt_op(RT_OP_MUL, num, nt_pow10(e));
        else den = nt_op(RT_OP_MUL, den, nt_pow10(-e));
      }
    }
    if (t.neg) num = nt_op(RT_OP_SUB, rt_int(0), num);
  }
  rt_sb_free(&t.num), rt_sb_free(&t.den), rt_sb_free(&t.frac), rt_sb_free(&t.exp);
  if (!ok) {
    Value r = rt_repr(s);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_ValueError, "Invalid literal for Fraction: %s", rt_str_data(r));
  }
  return frac_make(num, den);
}

/* Fraction(x) for one argument. */
static Value frac_from_one(Value x) {
  Value n, d;
  if (rational_parts(x, &n, &d)) return frac_raw(nt_own(n), nt_own(d));
  if (x.tag == RT_FLOAT) {
    float_ratio(x.as.f, &n, &d);
    return frac_raw(n, d);
  }
  if (nt_is_decimal(x)) {
    nt_decimal_ratio(x, &n, &d);
    return frac_raw(n, d);
  }
  if (rt_is_str(x)) return frac_from_text(x);
  rt_raise(RT_EXC_TypeError, "argument should be a string or a Rational instance");
}

static const char *const ctor_names[] = {"numerator", "denominator"};

static Value c_fraction(ARGS) {
  (void)self;
  Value a[2];
  if (argc > 2) {
    rt_raise(RT_EXC_TypeError, "Fraction.__new__() takes from 1 to 3 positional arguments but %d were given", argc + 1);
  }
  rt_parse_args("Fraction", argc, argv, kw, 2, ctor_names, 0, a);
  if (rt_is_undef(a[0])) return frac_raw(rt_int(0), rt_int(1));
  if (rt_is_undef(a[1]) || a[1].tag == RT_NONE) return frac_from_one(a[0]);
  Value na, da, nb, db;
  if (!rational_parts(a[0], &na, &da) || !rational_parts(a[1], &nb, &db)) {
    rt_raise(RT_EXC_TypeError, "both arguments should be Rational instances");
  }
  return frac_make(rt_int_binop(RT_OP_MUL, na, db), rt_int_binop(RT_OP_MUL, nb, da));
}

/* ---- conversions ---- */

static double frac_to_double(Value self) {
  Fraction *f = RT_AS(Fraction, self);
  return rt_int_binop(RT_OP_TRUEDIV, f->num, f->den).as.f;
}

static Value floor_of(Value self) {
  Fraction *f = RT_AS(Fraction, self);
  return rt_int_binop(RT_OP_FLOORDIV, f->num, f->den);
}

static Value ceil_of(Value self) {
  Fraction *f = RT_AS(Fraction, self);
  Value q = nt_op(RT_OP_FLOORDIV, rt_int_unop(RT_UOP_NEG, f->num), nt_own(f->den));
  return nt_op(RT_OP_SUB, rt_int(0), q);
}

static Value trunc_of(Value self) {
  return rt_int_sign(RT_AS(Fraction, self)->num) < 0 ? ceil_of(self) : floor_of(self);
}

static Value frac_number(Value self) { return trunc_of(self); }

static void put_int(StrBuf *sb, Value v) {
  if (rt_int_sign(v) < 0) rt_sb_putc(sb, '-');
  rt_int_sb_digits(sb, v, 10, false);
}

static Value frac_str(Value self) {
  Fraction *f = RT_AS(Fraction, self);
  StrBuf sb;
  rt_sb_init(&sb);
  put_int(&sb, f->num);
  if (!nt_test(RT_OP_EQ, f->den, rt_int(1))) {
    rt_sb_putc(&sb, '/');
    put_int(&sb, f->den);
  }
  return rt_sb_to_str(&sb);
}

static Value frac_repr(Value self) {
  Fraction *f = RT_AS(Fraction, self);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, "Fraction(");
  put_int(&sb, f->num);
  rt_sb_puts(&sb, ", ");
  put_int(&sb, f->den);
  rt_sb_putc(&sb, ')');
  return rt_sb_to_str(&sb);
}

/* CPython's hash of a rational: num * den**-1 modulo 2**61 - 1, so that an equal int or
 * float hashes the same. */
#define HASH_P ((uint64_t)0x1FFFFFFFFFFFFFFF)

static uint64_t mulmod(uint64_t a, uint64_t b) { return (uint64_t)((unsigned __int128)a * b % HASH_P); }

static int64_t frac_hash(Value self) {
  Fraction *f = RT_AS(Fraction, self);
  Value dm = rt_int_binop(RT_OP_MOD, f->den, rt_int((int64_t)HASH_P));
  uint64_t d = (uint64_t)dm.as.i, h;
  if (d == 0) {
    h = 314159; /* sys.hash_info.inf */
  } else {
    uint64_t inv = 1, base = d;
    for (uint64_t e = HASH_P - 2; e; e >>= 1, base = mulmod(base, base)) {
      if (e & 1) inv = mulmod(inv, base);
    }
    Value an = nt_abs(nt_own(f->num));
    uint64_t hn = (uint64_t)rt_hash(an);
    rt_decref(an);
    h = mulmod(hn, inv);
  }
  int64_t r = rt_int_sign(f->num) < 0 ? -(int64_t)h : (int64_t)h;
  return r == -1 ? -2 : r;
}

static int frac_truthy(Value self) { return !nt_is_zero(RT_AS(Fraction, self)->num); }

/* round(f): ties to even; round(f, n): a Fraction. */
static Value round_int(Value num, Value den) {
  Value q = rt_int_binop(RT_OP_FLOORDIV, num, den);
  Value r2 = nt_op(RT_OP_MUL, rt_int_binop(RT_OP_MOD, num, den), rt_int(2));
  bool up = nt_test(RT_OP_GT, r2, den) ||
            (nt_test(RT_OP_EQ, r2, den) && nt_test(RT_OP_EQ, rt_int_binop(RT_OP_AND, q, rt_int(1)), rt_int(1)));
  rt_decref(r2);
  return up ? nt_op(RT_OP_ADD, q, rt_int(1)) : q;
}

static Value frac_round(Value self, bool has_nd, int64_t nd) {
  Fraction *f = RT_AS(Fraction, self);
  if (!has_nd) return round_int(f->num, f->den);
  Value shift = nt_pow10(nd < 0 ? -nd : nd);
  if (nd > 0) {
    Value scaled = rt_int_binop(RT_OP_MUL, f->num, shift);
    Value n = round_int(scaled, f->den);
    rt_decref(scaled);
    return frac_make(n, shift);
  }
  Value d = rt_int_binop(RT_OP_MUL, f->den, shift);
  Value n = round_int(f->num, d);
  rt_decref(d);
  return frac_raw(nt_op(RT_OP_MUL, n, shift), rt_int(1));
}

/* ---- arithmetic ---- */

static Value compare(BinOp op, Value na, Value da, Value nb, Value db) {
  Value x = rt_int_binop(RT_OP_MUL, na, db), y = rt_int_binop(RT_OP_MUL, nb, da);
  Value r = rt_int_binop(op, x, y);
  rt_decref(x);
  rt_decref(y);
  return r;
}

/* The exact operation on two ratios (borrowed). */
static Value exact_binop(BinOp op, Value na, Value da, Value nb, Value db) {
  if (op >= RT_OP_EQ && op <= RT_OP_GE) return compare(op, na, da, nb, db);
  switch (op) {
  case RT_OP_ADD:
  case RT_OP_SUB:
    return frac_make(nt_op(op, rt_int_binop(RT_OP_MUL, na, db), rt_int_binop(RT_OP_MUL, nb, da)),
                     rt_int_binop(RT_OP_MUL, da, db));
  case RT_OP_MUL:
    return frac_make(rt_int_binop(RT_OP_MUL, na, nb), rt_int_binop(RT_OP_MUL, da, db));
  case RT_OP_TRUEDIV:
    if (nt_is_zero(nb)) { /* CPython's message shows the numerator after its reductions */
      Value g = rt_int_gcd(da, db);
      Value n = nt_op(RT_OP_FLOORDIV, nt_own(db), g);
      zero_den(rt_int_sign(na) < 0 ? nt_op(RT_OP_SUB, rt_int(0), n) : nt_is_zero(na) ? (rt_decref(n), rt_int(0)) : n);
    }
    return frac_make(rt_int_binop(RT_OP_MUL, na, db), rt_int_binop(RT_OP_MUL, da, nb));
  case RT_OP_FLOORDIV:
  case RT_OP_MOD:
    if (nt_is_zero(nb)) rt_raise(RT_EXC_ZeroDivisionError, "integer division or modulo by zero");
    if (op == RT_OP_FLOORDIV) {
      return nt_op(op, rt_int_binop(RT_OP_MUL, na, db), rt_int_binop(RT_OP_MUL, da, nb));
    }
    return frac_make(nt_op(op, rt_int_binop(RT_OP_MUL, na, db), rt_int_binop(RT_OP_MUL, nb, da)),
                     rt_int_binop(RT_OP_MUL, da, db));
  default: return rt_undef();
  }
}

/* f ** p for an int p (borrowed). */
static Value int_power(Value num, Value den, Value p) {
  if (rt_int_sign(p) >= 0) return frac_raw(rt_int_binop(RT_OP_POW, num, p), rt_int_binop(RT_OP_POW, den, p));
  if (nt_is_zero(num)) zero_den(rt_int(1));
  Value q = rt_int_unop(RT_UOP_NEG, p);
  Value n = rt_int_binop(RT_OP_POW, den, q), d = rt_int_binop(RT_OP_POW, num, q);
  rt_decref(q);
  if (rt_int_sign(d) < 0) {
    n = nt_op(RT_OP_SUB, rt_int(0), n);
    d = nt_op(RT_OP_SUB, rt_int(0), d);
  }
  return frac_raw(n, d);
}

/* a ** b where a or b is a Fraction: a Fraction for an int power, else a float or complex;
 * int ** Fraction with a non-negative integral value stays an int (CPython's __rpow__). */
static Value frac_pow(Value a, Value b) {
  Value na, da, nb, db;
  bool ra = rational_parts(a, &na, &da), rb = rational_parts(b, &nb, &db);
  bool b_int = rb && nt_test(RT_OP_EQ, db, rt_int(1));
  if (!nt_is_fraction(a) && b_int && rt_int_sign(nb) >= 0) {
    return a.tag == RT_FLOAT || rt_is_complex(a) || ra ? rt_binop(RT_OP_POW, a, nb) : rt_undef();
  }
  if (ra && b_int) return int_power(na, da, nb);
  if (ra) {
    Value fa = rt_int_binop(RT_OP_TRUEDIV, na, da); /* float(a) ** b, whatever b is */
    return rt_binop(RT_OP_POW, fa, rb ? rt_int_binop(RT_OP_TRUEDIV, nb, db) : b);
  }
  if (a.tag != RT_FLOAT && !rt_is_complex(a)) return rt_undef();
  if (b_int) return rt_binop(RT_OP_POW, a, nb);
  return rt_binop(RT_OP_POW, a, rt_float(frac_to_double(b)));
}

/* The comparison of a Fraction with a float: exact, infinities and NaN as 0.0 compares. */
static Value float_compare(BinOp op, Value a, Value b) {
  bool left = nt_is_fraction(a);
  double x = left ? b.as.f : a.as.f;
  if (!isfinite(x)) return left ? rt_binop(op, rt_float(0.0), b) : rt_binop(op, a, rt_float(0.0));
  Value n, d, fn, fd;
  float_ratio(x, &n, &d);
  nt_fraction_parts(left ? a : b, &fn, &fd);
  Value r = left ? compare(op, fn, fd, n, d) : compare(op, n, d, fn, fd);
  rt_decref(n);
  rt_decref(d);
  return r;
}

/* A Fraction with a float or complex: the float's or complex's operation. */
static Value inexact_binop(BinOp op, Value a, Value b) {
  bool left = nt_is_fraction(a);
  Value other = left ? b : a;
  if (op >= RT_OP_EQ && op <= RT_OP_GE) {
    if (rt_is_complex(other)) {
      if ((op != RT_OP_EQ && op != RT_OP_NE) || RT_AS(Complex, other)->im != 0) return rt_undef();
      other = rt_float(RT_AS(Complex, other)->re);
    }
    return left ? float_compare(op, a, other) : float_compare(op, other, b);
  }
  double f = frac_to_double(left ? a : b);
  Value fv = rt_is_complex(other) ? rt_complex_new(f, 0) : rt_float(f);
  Value r = left ? rt_binop(op, fv, b) : rt_binop(op, a, fv);
  rt_decref(fv);
  return r;
}

static Value frac_binop(BinOp op, Value a, Value b) {
  if (op == RT_OP_POW) return frac_pow(a, b);
  Value na, da, nb, db;
  if (rational_parts(a, &na, &da) && rational_parts(b, &nb, &db)) return exact_binop(op, na, da, nb, db);
  Value other = nt_is_fraction(a) ? b : a;
  if (other.tag == RT_FLOAT || rt_is_complex(other)) return inexact_binop(op, a, b);
  return rt_undef();
}

static Value frac_unop(UnOp op, Value a) {
  Fraction *f = RT_AS(Fraction, a);
  if (op == RT_UOP_NEG) return frac_raw(rt_int_unop(RT_UOP_NEG, f->num), nt_own(f->den));
  if (op == RT_UOP_POS) return frac_raw(nt_own(f->num), nt_own(f->den));
  return rt_undef();
}

/* ---- methods ---- */

static Value m_abs(ARGS) {
  (void)argc, (void)argv, (void)kw;
  Fraction *f = RT_AS(Fraction, self);
  return frac_raw(nt_abs(nt_own(f->num)), nt_own(f->den));
}

static Value m_divmod(ARGS) {
  rt_check_args("__divmod__", argc, kw, 1, 1, RT_ARGS_ONE);
  Value x = rt_binop(RT_OP_FLOORDIV, self, argv[0]);
  return rt_tuple_pair(x, rt_binop(RT_OP_MOD, self, argv[0]));
}

static Value m_rdivmod(ARGS) {
  rt_check_args("__rdivmod__", argc, kw, 1, 1, RT_ARGS_ONE);
  Value x = rt_binop(RT_OP_FLOORDIV, argv[0], self);
  return rt_tuple_pair(x, rt_binop(RT_OP_MOD, argv[0], self));
}

static Value m_as_integer_ratio(ARGS) {
  (void)argv;
  rt_check_args("as_integer_ratio", argc, kw, 0, 0, RT_ARGS_NONE);
  Fraction *f = RT_AS(Fraction, self);
  return rt_tuple_pair(nt_own(f->num), nt_own(f->den));
}

static Value m_floor(ARGS) {
  (void)argv, (void)argc, (void)kw;
  return floor_of(self);
}
static Value m_ceil(ARGS) {
  (void)argv, (void)argc, (void)kw;
  return ceil_of(self);
}
static Value m_trunc(ARGS) {
  (void)argv, (void)argc, (void)kw;
  return trunc_of(self);
}

static Value m_self(ARGS) {
  (void)argv, (void)argc, (void)kw;
  return nt_own(self);
}

/* |x - y| for two Fractions (borrowed). */
static Value abs_diff(Value x, Value y) {
  Value d = rt_binop(RT_OP_SUB, x, y);
  Value r = m_abs(d, 0, NULL, NULL);
  rt_decref(d);
  return r;
}

/* The closest Fraction with a denominator at most max_den: the best of the last convergent
 * of the continued fraction within the bound and the semiconvergent before it. */
static Value limit_den(Value self, Value max_den) {
  Fraction *f = RT_AS(Fraction, self);
  Value p0 = rt_int(0), q0 = rt_int(1), p1 = rt_int(1), q1 = rt_int(0);
  Value n = nt_own(f->num), d = nt_own(f->den);
  for (;;) {
    Value a = rt_int_binop(RT_OP_FLOORDIV, n, d);
    Value q2 = nt_op(RT_OP_ADD, nt_own(q0), rt_int_binop(RT_OP_MUL, a, q1));
    if (nt_test(RT_OP_GT, q2, max_den)) {
      rt_decref(a), rt_decref(q2);
      break;
    }
    Value p2 = nt_op(RT_OP_ADD, nt_own(p0), rt_int_binop(RT_OP_MUL, a, p1));
    rt_decref(p0), rt_decref(q0);
    p0 = p1, q0 = q1, p1 = p2, q1 = q2;
    Value r = nt_op(RT_OP_SUB, nt_own(n), nt_op(RT_OP_MUL, a, nt_own(d)));
    rt_decref(n);
    n = d, d = r;
  }
  rt_decref(n), rt_decref(d);
  Value k = nt_op(RT_OP_FLOORDIV, rt_int_binop(RT_OP_SUB, max_den, q0), nt_own(q1));
  Value b1 = frac_make(nt_op(RT_OP_ADD, p0, rt_int_binop(RT_OP_MUL, k, p1)),
                       nt_op(RT_OP_ADD, q0, rt_int_binop(RT_OP_MUL, k, q1)));
  rt_decref(k);
  Value b2 = frac_make(p1, q1);
  Value e1 = abs_diff(b1, self), e2 = abs_diff(b2, self);
  bool second = rt_binop(RT_OP_LE, e2, e1).as.b;
  rt_decref(e1), rt_decref(e2);
  Value r = second ? b2 : b1;
  rt_decref(second ? b1 : b2);
  return r;
}

static const char *const limit_names[] = {"max_denominator"};

static Value m_limit_denominator(ARGS) {
  Value a[1];
  rt_bind_pyargs("limit_denominator", argc, argv, kw, 1, limit_names, 0, a);
  Value max_den = rt_is_undef(a[0]) ? rt_int(1000000) : a[0];
  if (!rt_is_intlike(max_den)) {
    rt_raise(RT_EXC_TypeError, "'<' not supported between instances of '%s' and 'int'", rt_type_name(max_den));
  }
  if (nt_test(RT_OP_LT, max_den, rt_int(1))) rt_raise(RT_EXC_ValueError, "max_denominator should be at least 1");
  Fraction *f = RT_AS(Fraction, self);
  if (nt_test(RT_OP_LE, f->den, max_den)) return frac_raw(nt_own(f->num), nt_own(f->den));
  return limit_den(self, max_den);
}

static const char *const round_names[] = {"ndigits"};

static Value m_round(ARGS) {
  Value a[1];
  rt_bind_pyargs("__round__", argc, argv, kw, 1, round_names, 0, a);
  if (rt_is_undef(a[0]) || a[0].tag == RT_NONE) return frac_round(self, false, 0);
  return frac_round(self, true, rt_to_index(a[0], NULL));
}

static Value m_conjugate(ARGS) {
  (void)argv;
  rt_check_args("conjugate", argc, kw, 0, 0, RT_ARGS_NONE);
  return nt_own(self);
}

static Value m_int(ARGS) {
  (void)argv, (void)argc, (void)kw;
  return trunc_of(self);
}

static Value m_float(ARGS) {
  (void)argv, (void)argc, (void)kw;
  return rt_float(frac_to_double(self));
}

static const struct {
  const char *name;
  RtMethodFn fn;
} methods[] = {
    {"limit_denominator", m_limit_denominator}, {"as_integer_ratio", m_as_integer_ratio},
    {"conjugate", m_conjugate}, {"__floor__", m_floor}, {"__ceil__", m_ceil},
    {"__trunc__", m_trunc}, {"__abs__", m_abs}, {"__divmod__", m_divmod},
    {"__rdivmod__", m_rdivmod}, {"__copy__", m_self}, {"__deepcopy__", m_self},
    {"__int__", m_int}, {"__float__", m_float}, {"__round__", m_round},
};

static RtMethodFn frac_method(Value self, const char *name) {
  (void)self;
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
    if (strcmp(name, methods[k].name) == 0) return methods[k].fn;
  }
  return NULL;
}

static Value frac_getattr(Value self, const char *name) {
  Fraction *f = RT_AS(Fraction, self);
  if (strcmp(name, "numerator") == 0) return nt_own(f->num);
  if (strcmp(name, "denominator") == 0) return nt_own(f->den);
  if (strcmp(name, "real") == 0) return nt_own(self);
  if (strcmp(name, "imag") == 0) return rt_int(0);
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
    if (strcmp(name, methods[k].name) == 0) return rt_native_bind(methods[k].name, methods[k].fn, self);
  }
  Value holder = RT_AS(NativeFunc, mod_state()->frac_class)->self;
  Value v = rt_is_type(holder, &rt_module_type) ? rt_module_lookup(holder, name) : rt_undef();
  return rt_is_undef(v) ? v : nt_own(v);
}

static Value frac_type_object(Value self) {
  (void)self;
  return nt_own(mod_state()->frac_class);
}

static const ObjType frac_type = {
    .name = "Fraction",
    .free = frac_free,
    .repr = frac_repr,
    .str = frac_str,
    .getattr = frac_getattr,
    .binop = frac_binop,
    .unop = frac_unop,
    .truthy = frac_truthy,
    .hash = frac_hash,
    .method = frac_method,
    .number = frac_number,
    .to_double = frac_to_double,
    .round = frac_round,
    .type_object = frac_type_object,
};

/* Fraction.from_float(f) and Fraction.from_decimal(d): ints are welcome too. */
static Value from_kind(const char *what, const char *kind, bool ok, Value x) {
  if (rt_is_intlike(x)) return frac_from_one(x);
  if (!ok) {
    Value r = rt_repr(x);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "Fraction.%s() only takes %s, not %s (%s)", what, kind, rt_str_data(r),
             rt_type_name(x));
  }
  return frac_from_one(x);
}

static Value c_from_float(ARGS) {
  (void)self;
  rt_check_args("from_float", argc, kw, 1, 1, RT_ARGS_CLINIC);
  return from_kind("from_float", "floats", argv[0].tag == RT_FLOAT, argv[0]);
}

static Value c_from_decimal(ARGS) {
  (void)self;
  rt_check_args("from_decimal", argc, kw, 1, 1, RT_ARGS_CLINIC);
  return from_kind("from_decimal", "Decimals", nt_is_decimal(argv[0]), argv[0]);
}

void rt_fractions_module_init(Value m) {
  ModState *st = mod_state();
  st->frac_class = rt_native_class("Fraction", c_fraction, nt_is_fraction, "<class 'fractions.Fraction'>");
  rt_native_class_sample(st->frac_class, 0, NULL); /* Fraction.limit_denominator(f) */
  rt_native_class_set_attr(st->frac_class, "from_float", rt_native_new("from_float", c_from_float));
  rt_native_class_set_attr(st->frac_class, "from_decimal", rt_native_new("from_decimal", c_from_decimal));
  rt_module_set(m, "Fraction", st->frac_class);
}
