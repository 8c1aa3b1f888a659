/* statistics.c — the statistics module's averages and spreads: mean, fmean, median (low,
 * high), mode, multimode, quantiles, variance, pvariance, stdev, pstdev, StatisticsError.
 * mean and the variances sum exactly, in GMP rationals, and round once, as CPython's Fraction
 * arithmetic does, so their results print CPython's digits; the result takes the data's type
 * as CPython's _convert gives it (ints stay ints when the result is whole, NumPy scalars give
 * their own type). The standard deviations are the correctly rounded square roots of the
 * exact variances. */
#include <gmp.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "decimal_internal.h"
#include "lib_source.h"
#include "modlib.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* ---- ints between Values and GMP ---- */

static void int_to_mpz(Value v, mpz_t out) {
  if (v.tag == RT_INT) {
    mpz_set_si(out, v.as.i);
  } else if (v.tag == RT_BOOL) {
    mpz_set_si(out, v.as.b);
  } else { /* a big int: through its hex digits (bigint.c keeps its limbs to itself) */
    StrBuf sb;
    rt_sb_init(&sb);
    int mark = rt_sb_cleanup_push(&sb);
    rt_int_sb_digits(&sb, v, 16, false);
    mpz_set_str(out, sb.data, 16);
    if (rt_int_sign(v) < 0) mpz_neg(out, out);
    rt_cleanup_pop(mark, true);
  }
}

static Value mpz_to_int(const mpz_t z) {
  if (mpz_fits_slong_p(z)) return rt_int(mpz_get_si(z));
  char *digits = mpz_get_str(NULL, 16, z);
  int mark = rt_cleanup_push(free, digits);
  Value s = rt_str_from_c(digits);
  rt_cleanup_push_value(&s);
  Value r = rt_int_parse(s, 16);
  rt_cleanup_pop(mark, true);
  return r;
}

/* num / den, correctly rounded to a float (Fraction.__float__). */
static double mpq_to_float(const mpq_t q) {
  Value n = mpz_to_int(mpq_numref(q));
  int mark = rt_cleanup_push_value(&n);
  Value d = mpz_to_int(mpq_denref(q));
  rt_cleanup_push_value(&d);
  Value f = rt_int_binop(RT_OP_TRUEDIV, n, d);
  rt_cleanup_pop(mark, true);
  return f.as.f;
}

/* ---- the sum of the data: exact, with the type of the result ---- */

/* T_RATIONAL: fractions.Fraction, T_DECIMAL: decimal.Decimal (sample: an item of the type) */
typedef enum { T_INT, T_FLOAT, T_NUMPY, T_RATIONAL, T_DECIMAL } TypeKind;

typedef struct Sum {
  mpq_t sx, sxx;      /* the sum of the finite items, and of their squares */
  double nonfinite;   /* the float sum of the infinite and NaN items (CPython's None bucket) */
  bool has_nonfinite;
  int64_t count;
  TypeKind t;
  Value sample;       /* T_NUMPY, T_RATIONAL, T_DECIMAL: an item of the result's type (owned) */
  char *coerce_error; /* set when two item types do not mix; raised at the end, as CPython */
  mpq_t x;            /* scratch: the current item */
} Sum;

static void sum_init(Sum *s) {
  mpq_init(s->sx);
  mpq_init(s->sxx);
  mpq_init(s->x);
  s->nonfinite = 0;
  s->has_nonfinite = false;
  s->count = 0;
  s->t = T_INT;
  s->sample = rt_undef();
  s->coerce_error = NULL;
}

static void sum_clear(void *p) {
  Sum *s = p;
  mpq_clear(s->sx);
  mpq_clear(s->sxx);
  mpq_clear(s->x);
  rt_decref(s->sample);
  free(s->coerce_error);
}

/* numpy.float64 → "float64", the name _coerce's message uses. */
static const char *short_name(Value v) {
  const char *n = rt_type_name(v);
  const char *dot = strrchr(n, '.');
  return dot ? dot + 1 : n;
}

static bool is_float64(Value v) { return rt_builtin_base(v) == RT_FLOAT; }

/* Fraction and Decimal items by their class's name (either module's). */
static TypeKind exact_kind(Value v) {
  if (v.tag != RT_OBJ || rt_is_scalar_number(v)) return T_NUMPY;
  const char *n = short_name(v);
  return strcmp(n, "Fraction") == 0 ? T_RATIONAL : strcmp(n, "Decimal") == 0 ? T_DECIMAL : T_NUMPY;
}

/* CPython's _coerce of the running type with item v's type. */
static void coerce(Sum *s, Value v) {
  if (v.tag == RT_INT || v.tag == RT_BOOL || rt_is_bigint(v) || s->coerce_error) return;
  TypeKind k = v.tag == RT_FLOAT ? T_FLOAT : exact_kind(v);
  if (k == T_RATIONAL || k == T_DECIMAL || s->t == T_RATIONAL || s->t == T_DECIMAL) {
    if (s->t == k || (s->t == T_FLOAT && k == T_RATIONAL)) return; /* Fraction with float: float */
    if (s->t == T_INT || (s->t == T_RATIONAL && k == T_FLOAT)) {
      rt_decref(s->sample);
      s->t = k;
      s->sample = k == T_FLOAT ? rt_undef() : (rt_incref(v), v);
      return;
    }
  }
  if (s->t == T_INT || (s->t == T_FLOAT && is_float64(v))) {
    s->t = v.tag == RT_FLOAT ? T_FLOAT : T_NUMPY;
    if (s->t == T_NUMPY) s->sample = (rt_incref(v), v);
    return;
  }
  const char *mine = s->t == T_FLOAT ? "float" : short_name(s->sample);
  const char *theirs = v.tag == RT_FLOAT ? "float" : short_name(v);
  if (strcmp(mine, theirs) == 0 || (v.tag == RT_FLOAT && is_float64(s->sample))) return;
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_printf(&sb, "don't know how to coerce %s and %s", mine, theirs);
  s->coerce_error = sb.data;
}

/* The Python int or float an item stands for (NumPy scalars: their value); raises for what
 * has no numerator/denominator. */
static Value plain_number(Value v) {
  if (rt_is_scalar_number(v)) v = v.as.o->type->number(v);
  if (v.tag == RT_INT || v.tag == RT_BOOL || v.tag == RT_FLOAT || rt_is_bigint(v)) return v;
  if (exact_kind(v) != T_NUMPY) return v; /* as_integer_ratio() gives its value */
  rt_raise(RT_EXC_TypeError, "can't convert type '%s' to numerator/denominator",
           rt_type_name(v));
}

static void sum_add(Sum *s, Value v) {
  Value p = plain_number(v);
  coerce(s, v);
  s->count++;
  if (p.tag == RT_FLOAT) {
    double d = p.as.f;
    if (d - d != 0) { /* inf or nan */
      s->nonfinite += d;
      s->has_nonfinite = true;
      return;
    }
    mpq_set_d(s->x, d);
  } else if (p.tag == RT_OBJ && !rt_is_bigint(p)) { /* a Fraction or a Decimal */
    Value m = rt_getattr(p, "as_integer_ratio");
    int mark = rt_cleanup_push_value(&m);
    Value nd = rt_call(m, 0, NULL, NULL);
    rt_cleanup_push_value(&nd);
    int_to_mpz(RT_AS(Tuple, nd)->items[0], mpq_numref(s->x));
    int_to_mpz(RT_AS(Tuple, nd)->items[1], mpq_denref(s->x));
    mpq_canonicalize(s->x);
    rt_cleanup_pop(mark, true);
  } else {
    int_to_mpz(p, mpq_numref(s->x));
    mpz_set_ui(mpq_denref(s->x), 1);
  }
  mpq_add(s->sx, s->sx, s->x);
  mpq_mul(s->x, s->x, s->x);
  mpq_add(s->sxx, s->sxx, s->x);
}

/* Sum the items of data; with c (not RT_UNDEF), sum (x - c) * (x - c) in Python arithmetic
 * instead, as CPython's _ss does when given the mean. */
static void sum_data(Sum *s, Value data, Value c) {
  Value it = rt_iter(data);
  int mark = rt_cleanup_push_value(&it);
  Value x = rt_undef();
  rt_cleanup_push_value(&x);
  while (rt_next(it, &x)) {
    if (!rt_is_undef(c)) {
      Value d = rt_binop(RT_OP_SUB, x, c);
      rt_decref(x);
      x = d;
      Value sq = rt_binop(RT_OP_MUL, x, x);
      rt_decref(x);
      x = sq;
    }
    sum_add(s, x);
    rt_decref(x);
    x = rt_undef();
  }
  rt_cleanup_pop(mark, true);
  if (s->coerce_error) rt_raise(RT_EXC_TypeError, "%s", s->coerce_error);
}

static void mpz_release(void *p) { mpz_clear((mpz_ptr)p); }

/* CPython's _convert(q, T): an int when T is int and q is whole, else a float; a NumPy
 * type makes its own scalar (its integer types truncate, as np.int64(Fraction) does). */
/* Fraction(n, d), or Decimal(n) / Decimal(d) (CPython's _convert: in the current context). */
static Value convert_exact(Sum *s, const mpq_t q) {
  Value cls = rt_call(rt_builtin_lookup("type"), 1, &s->sample, NULL);
  int mark = rt_cleanup_push_value(&cls);
  Value nd[2] = {mpz_to_int(mpq_numref(q)), rt_undef()};
  rt_cleanup_push_value(&nd[0]);
  nd[1] = mpz_to_int(mpq_denref(q));
  rt_cleanup_push_value(&nd[1]);
  Value r, a = rt_undef(), b = rt_undef(); /* a, b live until the pop: their cleanups do */
  rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&b);
  if (s->t == T_RATIONAL) {
    r = rt_call(cls, 2, nd, NULL);
  } else {
    a = rt_call(cls, 1, &nd[0], NULL);
    b = rt_call(cls, 1, &nd[1], NULL);
    r = rt_binop(RT_OP_TRUEDIV, a, b);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value convert(Sum *s, const mpq_t q) {
  if (s->t == T_INT && mpz_cmp_ui(mpq_denref(q), 1) == 0) return mpz_to_int(mpq_numref(q));
  if (s->t == T_RATIONAL || s->t == T_DECIMAL) return convert_exact(s, q);
  if (s->t != T_NUMPY) return rt_float(mpq_to_float(q));
  Value plain;
  if (is_float64(s->sample) || s->sample.as.o->type->number(s->sample).tag == RT_FLOAT) {
    plain = rt_float(mpq_to_float(q));
  } else {
    mpz_t t;
    mpz_init(t);
    mpz_tdiv_q(t, mpq_numref(q), mpq_denref(q));
    int mark = rt_cleanup_push(mpz_release, t);
    plain = mpz_to_int(t);
    rt_cleanup_pop(mark, true);
  }
  int mark = rt_cleanup_push_value(&plain);
  Value cls = s->sample.as.o->type->type_object(s->sample);
  rt_cleanup_push_value(&cls);
  Value r = rt_call(cls, 1, &plain, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The non-finite result x / n converted to the result type. */
static Value convert_nonfinite(Sum *s, double x) {
  if (s->t != T_NUMPY) return rt_float(x);
  Value cls = s->sample.as.o->type->type_object(s->sample);
  int mark = rt_cleanup_push_value(&cls);
  Value f = rt_float(x);
  Value r = rt_call(cls, 1, &f, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- mean ---- */

static const char *const data_names[] = {"data"};

/* The one argument `data` of f(data), bound as a Python function binds it. */
static Value data_arg(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  Value a[1];
  rt_bind_pyargs(fname, argc, argv, kw, 1, data_names, 1, a);
  return a[0];
}

/* The StatisticsError for too little data, raised from statistics.py's line (lib_source.h). */
static _Noreturn void too_little_data(PyLibLine line, const char *msg) {
  py_lib_raise(RT_EXC_StatisticsError, &line, 1, "%s", msg);
}

static Value st_mean(ARGS) {
  (void)self;
  Value data = data_arg("mean", argc, argv, kw);
  Sum s;
  sum_init(&s);
  int mark = rt_cleanup_push(sum_clear, &s);
  sum_data(&s, data, rt_undef());
  if (s.count < 1) too_little_data(PY_LIB_STATS_MEAN, "mean requires at least one data point");
  Value r;
  if (s.has_nonfinite) {
    r = convert_nonfinite(&s, s.nonfinite / (double)s.count);
  } else {
    mpq_set_si(s.x, s.count, 1);
    mpq_div(s.sx, s.sx, s.x);
    r = convert(&s, s.sx);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- the variances: the exact sum of squared deviations ---- */

/* Sums data into s and leaves the sum of squared deviations in s->sx (or a non-finite
 * s->nonfinite); c: the given mean or RT_UNDEF (None means none too). */
static void squared_deviations(Sum *s, Value data, Value c) {
  if (rt_is_none(c)) c = rt_undef();
  sum_data(s, data, c);
  if (!rt_is_undef(c) || s->has_nonfinite || s->count == 0) return; /* sx is already it */
  /* ssd = (n * sxx - sx * sx) / n, exact */
  mpq_set_si(s->x, s->count, 1);
  mpq_mul(s->sxx, s->sxx, s->x);
  mpq_mul(s->sx, s->sx, s->sx);
  mpq_sub(s->sx, s->sxx, s->sx);
  mpq_div(s->sx, s->sx, s->x);
}

static const char *const var_names[] = {"data", "xbar"};
static const char *const pvar_names[] = {"data", "mu"};

/* variance, pvariance, stdev, pstdev: the sum of squared deviations over (n - ddof). */
static void spread(const char *fname, int argc, const Value *argv, const Kwargs *kw, int ddof,
                   Sum *s) {
  Value a[2];
  rt_bind_pyargs(fname, argc, argv, kw, 2, ddof ? var_names : pvar_names, 1, a);
  squared_deviations(s, a[0], a[1]);
  if (s->count < 1 + ddof) {
    char msg[64];
    snprintf(msg, sizeof msg, "%s requires at least %s data point%s", fname, ddof ? "two" : "one", ddof ? "s" : "");
    bool sd = fname[strlen(fname) - 1] == 'v'; /* stdev, pstdev */
    too_little_data(ddof ? (sd ? PY_LIB_STATS_STDEV : PY_LIB_STATS_VARIANCE)
                         : (sd ? PY_LIB_STATS_PSTDEV : PY_LIB_STATS_PVARIANCE), msg);
  }
  if (!s->has_nonfinite) {
    mpq_set_si(s->x, s->count - ddof, 1);
    mpq_div(s->sx, s->sx, s->x);
  }
}

#define VARIANCE_FN(cname, pyname, ddof)                                         \
  static Value cname(ARGS) {                                                     \
    (void)self;                                                                  \
    Sum s;                                                                       \
    sum_init(&s);                                                                \
    int mark = rt_cleanup_push(sum_clear, &s);                                   \
    spread(pyname, argc, argv, kw, ddof, &s);                                    \
    Value r = s.has_nonfinite                                                    \
                  ? convert_nonfinite(&s, s.nonfinite / (double)(s.count - ddof)) \
                  : convert(&s, s.sx);                                           \
    rt_cleanup_pop(mark, true);                                                  \
    return r;                                                                    \
  }
VARIANCE_FN(st_variance, "variance", 1)
VARIANCE_FN(st_pvariance, "pvariance", 0)

/* ---- the square root of a rational, correctly rounded ---- */

static int64_t bit_length(const mpz_t z) {
  return mpz_sgn(z) == 0 ? 0 : (int64_t)mpz_sizeinbase(z, 2);
}

/* r = isqrt(n / m) rounded to odd: its last bit says whether the root was inexact. */
static void isqrt_rto(mpz_t r, const mpz_t n, const mpz_t m) {
  mpz_t t;
  mpz_init(t);
  mpz_fdiv_q(t, n, m);
  mpz_sqrt(r, t);
  mpz_mul(t, r, r);
  mpz_mul(t, t, m);
  if (mpz_cmp(t, n) != 0) mpz_setbit(r, 0);
  mpz_clear(t);
}

/* sqrt(q) for q >= 0: a root with 2 * 53 + 3 significant bits rounded to odd, then one
 * correct rounding to a float, is the correctly rounded root. */
static double sqrt_of_rational(const mpq_t q) {
  const mpz_t *n = (const mpz_t *)mpq_numref(q), *m = (const mpz_t *)mpq_denref(q);
  int64_t diff = bit_length(*n) - bit_length(*m) - (2 * 53 + 3);
  int64_t shift = diff >= 0 ? diff / 2 : -((-diff + 1) / 2); /* floor(diff / 2) */
  mpz_t a, b, r;
  mpz_inits(a, b, r, NULL);
  if (shift >= 0) {
    mpz_mul_2exp(b, *m, (mp_bitcnt_t)(2 * shift));
    isqrt_rto(r, *n, b);
    mpz_mul_2exp(r, r, (mp_bitcnt_t)shift);
    mpz_set_ui(b, 1);
  } else {
    mpz_mul_2exp(a, *n, (mp_bitcnt_t)(-2 * shift));
    isqrt_rto(r, a, *m);
    mpz_set_ui(b, 1);
    mpz_mul_2exp(b, b, (mp_bitcnt_t)(-shift));
  }
  mpq_t root;
  mpq_init(root);
  mpz_set(mpq_numref(root), r);
  mpz_set(mpq_denref(root), b);
  mpq_canonicalize(root);
  mpz_clears(a, b, r, NULL);
  double d = mpq_to_float(root); /* may raise only for sizes no data reaches */
  mpq_clear(root);
  return d;
}

/* out = (k * 10**e / 2) ** 2, exactly. */
static void half_scaled_squared(mpq_t out, const mpz_t k, int64_t e) {
  mpz_t p;
  mpz_init(p);
  mpz_ui_pow_ui(p, 10, (unsigned long)(e < 0 ? -e : e));
  mpq_set_z(out, k);
  if (e >= 0) {
    mpz_mul(mpq_numref(out), mpq_numref(out), p);
  } else {
    mpz_mul(mpq_denref(out), mpq_denref(out), p);
  }
  mpz_mul_2exp(mpq_denref(out), mpq_denref(out), 1);
  mpq_canonicalize(out);
  mpq_mul(out, out, out);
  mpz_clear(p);
}

/* Which neighbour of the context's root C * 10**u (C with prec digits) is nearer to sqrt(q):
 * +1 the next one up, -1 the next one down, 0 neither (CPython's _decimal_sqrt_of_frac
 * tests the same midpoints). Sets *ncoef and *nexp to that neighbour. */
static int nearer_neighbour(const mpq_t q, const mpz_t c, int64_t u, int64_t prec, mpz_t ncoef,
                            int64_t *nexp) {
  mpz_t k, top;
  mpq_t mid;
  mpz_inits(k, top, NULL);
  mpq_init(mid);
  mpz_ui_pow_ui(top, 10, (unsigned long)(prec - 1)); /* the smallest prec-digit coefficient */
  int side = 0;
  mpz_mul_2exp(k, c, 1);
  mpz_add_ui(k, k, 1);
  half_scaled_squared(mid, k, u);
  if (mpq_cmp(q, mid) > 0) {
    side = 1;
    mpz_add_ui(ncoef, c, 1);
    *nexp = u;
    mpz_mul_ui(k, top, 10);
    if (mpz_cmp(ncoef, k) == 0) mpz_set(ncoef, top), *nexp = u + 1; /* 99..9 + 1: 10..0 */
  } else {
    bool pow10 = mpz_cmp(c, top) == 0; /* below 10..0 the step is ten times smaller */
    mpz_mul_ui(k, c, pow10 ? 20 : 2);
    mpz_sub_ui(k, k, 1);
    half_scaled_squared(mid, k, pow10 ? u - 1 : u);
    if (mpq_cmp(q, mid) < 0) {
      side = -1;
      if (pow10) mpz_mul_ui(ncoef, c, 10);
      else mpz_set(ncoef, c);
      mpz_sub_ui(ncoef, ncoef, 1);
      *nexp = pow10 ? u - 1 : u;
    }
  }
  mpz_clears(k, top, NULL);
  mpq_clear(mid);
  return side;
}

/* stdev and pstdev of Decimal data: the context's sqrt of Decimal(n) / Decimal(m), moved to
 * a neighbour when that one is nearer, so the root is correctly rounded (CPython does the
 * same); Decimal('0.0') for no spread. */
static Value decimal_sqrt(Sum *s, const mpq_t q) {
  if (mpq_sgn(q) == 0) {
    Value z = rt_str_from_c("0.0");
    int mark = rt_cleanup_push_value(&z);
    Value r = dec_construct(z);
    rt_cleanup_pop(mark, true);
    return r;
  }
  Value quot = convert_exact(s, q);
  int mark = rt_cleanup_push_value(&quot);
  Value sqrt = rt_getattr(quot, "sqrt");
  rt_cleanup_push_value(&sqrt);
  Value root = rt_call(sqrt, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  if (!dec_is(root) || RT_AS(Decimal, root)->kind != DEC_FINITE) return root;
  const Decimal *d = RT_AS(Decimal, root);
  int64_t prec = dec_ctx()->prec;
  int64_t u = d->exp + dec_digits(d->coef) - prec; /* the exponent of its last place */
  mpz_t c, ncoef, p;
  mpz_inits(c, ncoef, p, NULL);
  int_to_mpz(d->coef, c);
  mpz_ui_pow_ui(p, 10, (unsigned long)(d->exp - u));
  mpz_mul(c, c, p);
  int64_t nexp = 0;
  int side = nearer_neighbour(q, c, u, prec, ncoef, &nexp);
  Value r = root;
  if (side) {
    rt_decref(root);
    r = dec_new(false, DEC_FINITE, mpz_to_int(ncoef), nexp);
  }
  mpz_clears(c, ncoef, p, NULL);
  return r;
}

#define STDEV_FN(cname, pyname, ddof)                                                     \
  static Value cname(ARGS) {                                                              \
    (void)self;                                                                           \
    Sum s;                                                                                \
    sum_init(&s);                                                                         \
    int mark = rt_cleanup_push(sum_clear, &s);                                            \
    spread(pyname, argc, argv, kw, ddof, &s);                                             \
    if (s.has_nonfinite) { /* CPython asks the float for its numerator */                 \
      rt_raise(RT_EXC_AttributeError, "'float' object has no attribute 'numerator'");    \
    }                                                                                     \
    Value r = s.t == T_DECIMAL ? decimal_sqrt(&s, s.sx) : rt_float(sqrt_of_rational(s.sx)); \
    rt_cleanup_pop(mark, true);                                                           \
    return r;                                                                             \
  }
STDEV_FN(st_stdev, "stdev", 1)
STDEV_FN(st_pstdev, "pstdev", 0)

/* ---- fmean(data, weights=None): floats, summed with math.fsum ---- */

static Value fsum_of(Value items) {
  Value math = rt_import("math");
  int mark = rt_cleanup_push_value(&math);
  Value r = rt_call(rt_module_lookup(math, "fsum"), 1, &items, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static const char *const fmean_names[] = {"data", "weights"};

static Value st_fmean(ARGS) {
  (void)self;
  Value a[2];
  rt_bind_pyargs("fmean", argc, argv, kw, 2, fmean_names, 1, a);
  Value data = rt_it_pool(a[0]);
  int mark = rt_cleanup_push_value(&data);
  int64_t n = RT_AS(Tuple, data)->n;
  Value num = rt_undef(), den = rt_undef(), w = rt_undef(), prods = rt_undef();
  rt_cleanup_push_value(&num);
  rt_cleanup_push_value(&den);
  rt_cleanup_push_value(&w);
  rt_cleanup_push_value(&prods);
  if (rt_is_undef(a[1]) || rt_is_none(a[1])) {
    num = fsum_of(data);
    if (n == 0) rt_raise(RT_EXC_StatisticsError, "fmean requires at least one data point");
    den = rt_int(n);
  } else {
    w = rt_it_pool(a[1]);
    int64_t nw = RT_AS(Tuple, w)->n, k = n < nw ? n : nw;
    prods = rt_list_new(k);
    for (int64_t i = 0; i < k; i++) {
      Value p = rt_binop(RT_OP_MUL, RT_AS(Tuple, data)->items[i], RT_AS(Tuple, w)->items[i]);
      rt_list_append(prods, p);
      rt_decref(p);
    }
    num = fsum_of(prods);
    if (n != nw) rt_raise(RT_EXC_StatisticsError, "data and weights must be the same length");
    den = fsum_of(w);
    if (!rt_truthy(den)) rt_raise(RT_EXC_StatisticsError, "sum of weights must be non-zero");
  }
  Value r = rt_binop(RT_OP_TRUEDIV, num, den);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- the order statistics: median, median_low, median_high, quantiles ---- */

static Value sorted_list(Value data) {
  Value t = rt_it_pool(data);
  int mark = rt_cleanup_push_value(&t);
  Value l = rt_list_from(RT_AS(Tuple, t)->n, RT_AS(Tuple, t)->items);
  rt_cleanup_pop(mark, true);
  mark = rt_cleanup_push_value(&l);
  rt_list_sort(l, rt_none(), false);
  rt_cleanup_pop(mark, false);
  return l;
}

typedef enum { MED_MID, MED_LOW, MED_HIGH } MedianKind;

static Value median_of(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                       MedianKind kind) {
  Value l = sorted_list(data_arg(fname, argc, argv, kw));
  int mark = rt_cleanup_push_value(&l);
  List *d = RT_AS(List, l);
  if (d->n == 0) {
    too_little_data(kind == MED_LOW ? PY_LIB_STATS_MEDIAN_LOW : kind == MED_HIGH ? PY_LIB_STATS_MEDIAN_HIGH
                                                                            : PY_LIB_STATS_MEDIAN,
                    "no median for empty data");
  }
  int64_t i = d->n / 2;
  Value r, s = rt_undef();
  rt_cleanup_push_value(&s);
  if (d->n % 2 == 1 || kind == MED_HIGH) {
    r = (rt_incref(d->items[i]), d->items[i]);
  } else if (kind == MED_LOW) {
    r = (rt_incref(d->items[i - 1]), d->items[i - 1]);
  } else {
    s = rt_binop(RT_OP_ADD, d->items[i - 1], d->items[i]);
    r = rt_binop(RT_OP_TRUEDIV, s, rt_int(2));
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* float(v), CPython's median_grouped turning a ValueError into its TypeError. */
typedef struct { Value v, out; } FloatJob;

static void float_job(void *p) {
  FloatJob *j = p;
  j->out = rt_call(rt_builtin_lookup("float"), 1, &j->v, NULL);
}

static double grouped_float(Value v) {
  FloatJob j = {v, rt_undef()};
  if (rt_pcall(float_job, &j)) {
    if (!rt_exc_kind_is(rt_error_current()->kind, RT_EXC_ValueError)) rt_reraise();
    rt_error_clear();
    rt_raise(RT_EXC_TypeError, "Value cannot be converted to a float");
  }
  double d = j.out.as.f;
  rt_decref(j.out);
  return d;
}

/* median_grouped(data, interval=1.0): the median interpolated within the class interval of
 * width interval around the middle value x: L + interval * (n/2 - cf) / f, L = x - interval/2,
 * cf the values below x, f the values equal to it. */
static Value st_median_grouped(ARGS) {
  (void)self;
  static const char *const names[] = {"data", "interval"};
  Value a[2];
  rt_bind_pyargs("median_grouped", argc, argv, kw, 2, names, 1, a);
  Value l = sorted_list(a[0]);
  int mark = rt_cleanup_push_value(&l);
  List *d = RT_AS(List, l);
  int64_t n = d->n;
  if (n == 0) rt_raise(RT_EXC_StatisticsError, "no median for empty data");
  Value x = d->items[n / 2];
  int64_t lo = 0, hi = n; /* bisect_left: the first item not below x */
  while (lo < hi) {
    int64_t mid = lo + (hi - lo) / 2;
    Value lt = rt_binop(RT_OP_LT, d->items[mid], x);
    bool below = rt_truthy(lt);
    rt_decref(lt);
    if (below) lo = mid + 1;
    else hi = mid;
  }
  int64_t i = lo;
  hi = n; /* bisect_right from i: the first item above x */
  while (lo < hi) {
    int64_t mid = lo + (hi - lo) / 2;
    Value lt = rt_binop(RT_OP_LT, x, d->items[mid]);
    bool above = rt_truthy(lt);
    rt_decref(lt);
    if (above) hi = mid;
    else lo = mid + 1;
  }
  int64_t j = lo;
  double interval = rt_is_undef(a[1]) ? 1.0 : grouped_float(a[1]), xf = grouped_float(x);
  double r = xf - interval / 2.0 + interval * ((double)n / 2 - (double)i) / (double)(j - i);
  rt_cleanup_pop(mark, true);
  return rt_float(r);
}

static Value st_median(ARGS) { (void)self; return median_of("median", argc, argv, kw, MED_MID); }
static Value st_median_low(ARGS) {
  (void)self;
  return median_of("median_low", argc, argv, kw, MED_LOW);
}
static Value st_median_high(ARGS) {
  (void)self;
  return median_of("median_high", argc, argv, kw, MED_HIGH);
}

/* (a * (n - delta) + b * delta) / n in Python arithmetic, as CPython interpolates. */
static Value interpolate(Value a, Value b, int64_t n, int64_t delta) {
  Value x = rt_binop(RT_OP_MUL, a, rt_int(n - delta));
  int mark = rt_cleanup_push_value(&x);
  Value y = rt_binop(RT_OP_MUL, b, rt_int(delta));
  rt_cleanup_push_value(&y);
  Value s = rt_binop(RT_OP_ADD, x, y);
  rt_cleanup_push_value(&s);
  Value r = rt_binop(RT_OP_TRUEDIV, s, rt_int(n));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value st_quantiles(ARGS) {
  (void)self;
  if (argc != 1) {
    rt_raise(RT_EXC_TypeError, "quantiles() takes 1 positional argument but %d were given", argc);
  }
  int64_t n = 4;
  Value method = rt_undef();
  for (int k = 0; kw && k < kw->n; k++) {
    if (strcmp(kw->names[k], "n") == 0) n = rt_to_index(kw->values[k], NULL);
    else if (strcmp(kw->names[k], "method") == 0) method = kw->values[k];
    else rt_raise(RT_EXC_TypeError, "quantiles() got an unexpected keyword argument '%s'", kw->names[k]);
  }
  if (n < 1) rt_raise(RT_EXC_StatisticsError, "n must be at least 1");
  Value l = sorted_list(argv[0]);
  int mark = rt_cleanup_push_value(&l);
  List *d = RT_AS(List, l);
  int64_t ld = d->n;
  if (ld < 2) rt_raise(RT_EXC_StatisticsError, "must have at least two data points");
  bool inclusive = rt_is_str(method) && strcmp(rt_str_data(method), "inclusive") == 0;
  if (!inclusive && !rt_is_undef(method) &&
      !(rt_is_str(method) && strcmp(rt_str_data(method), "exclusive") == 0)) {
    Value r = rt_repr(method);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_ValueError, "Unknown method: %s", rt_str_data(r));
  }
  Value out = rt_list_new(n - 1);
  int out_mark = rt_cleanup_push_value(&out);
  int64_t m = inclusive ? ld - 1 : ld + 1;
  for (int64_t i = 1; i < n; i++) {
    int64_t j = i * m / n, delta;
    if (inclusive) {
      delta = i * m % n;
    } else {
      j = j < 1 ? 1 : j > ld - 1 ? ld - 1 : j;
      delta = i * m - j * n;
      j--;
    }
    Value q = interpolate(d->items[j], d->items[j + 1], n, delta);
    rt_list_append(out, q);
    rt_decref(q);
  }
  rt_cleanup_pop(out_mark, false);
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- mode and multimode: counts in first-seen order ---- */

/* A dict of item → count (new reference). */
static Value counts_of(Value data) {
  Value counts = rt_dict_new();
  int mark = rt_cleanup_push_value(&counts);
  Value it = rt_iter(data);
  int it_mark = rt_cleanup_push_value(&it);
  Value x = rt_undef();
  rt_cleanup_push_value(&x);
  while (rt_next(it, &x)) {
    Value c = rt_dict_get(counts, x);
    rt_dict_set(counts, x, rt_int(rt_is_undef(c) ? 1 : c.as.i + 1));
    rt_decref(x);
    x = rt_undef();
  }
  rt_cleanup_pop(it_mark, true);
  rt_cleanup_pop(mark, false);
  return counts;
}

static int64_t max_count(Value counts) {
  int64_t best = 0;
  Value k, v;
  for (int64_t pos = 0; rt_dict_next(counts, &pos, &k, &v);) best = v.as.i > best ? v.as.i : best;
  return best;
}

static Value st_mode(ARGS) {
  (void)self;
  Value counts = counts_of(data_arg("mode", argc, argv, kw));
  int64_t best = max_count(counts);
  Value k, v, r = rt_undef();
  for (int64_t pos = 0; rt_is_undef(r) && rt_dict_next(counts, &pos, &k, &v);) {
    if (v.as.i == best) r = (rt_incref(k), k);
  }
  rt_decref(counts);
  if (rt_is_undef(r)) too_little_data(PY_LIB_STATS_MODE, "no mode for empty data");
  return r;
}

static Value st_multimode(ARGS) {
  (void)self;
  Value counts = counts_of(data_arg("multimode", argc, argv, kw));
  int mark = rt_cleanup_push_value(&counts);
  int64_t best = max_count(counts);
  Value out = rt_list_new(4), k, v;
  for (int64_t pos = 0; rt_dict_next(counts, &pos, &k, &v);) {
    if (v.as.i == best) rt_list_append(out, k);
  }
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- harmonic_mean and geometric_mean ---- */

static void fail_neg(Value x, const char *msg) {
  Value lt = rt_binop(RT_OP_LT, x, rt_int(0));
  bool neg = rt_truthy(lt);
  rt_decref(lt);
  if (neg) rt_raise(RT_EXC_StatisticsError, "%s", msg);
}

/* isinstance(x, (numbers.Real, Decimal)): ints, floats, NumPy scalars and the classes with
 * as_integer_ratio (Fraction, Decimal). */
static bool is_real(Value x) {
  if (x.tag != RT_OBJ || rt_is_bigint(x) || x.as.o->type->numkind == RT_NUMBER_SCALAR) return true;
  Value m;
  if (!rt_try_getattr(x, "as_integer_ratio", &m)) return false;
  rt_decref(m);
  return true;
}

static const char *const hmean_names[] = {"data", "weights"};

/* random.py's order: the weights' sum first, then each term w / x (the data checked for
 * negatives as it goes), 0 as soon as a nonzero weight meets a zero datum. */
static Value st_harmonic_mean(ARGS) {
  (void)self;
  static const char neg[] = "harmonic mean does not support negative values";
  Value a[2];
  rt_bind_pyargs("harmonic_mean", argc, argv, kw, 2, hmean_names, 1, a);
  Value data = rt_it_pool(a[0]), weights = rt_undef(), terms = rt_undef();
  int mark = rt_cleanup_push_value(&data);
  rt_cleanup_push_value(&weights);
  rt_cleanup_push_value(&terms);
  Sum s, sw;
  sum_init(&s);
  sum_init(&sw);
  rt_cleanup_push(sum_clear, &s);
  rt_cleanup_push(sum_clear, &sw);
  const Tuple *d = RT_AS(Tuple, data);
  if (d->n < 1) rt_raise(RT_EXC_StatisticsError, "harmonic_mean requires at least one data point");
  bool weighted = !rt_is_undef(a[1]) && !rt_is_none(a[1]);
  if (d->n == 1 && !weighted) {
    Value x = d->items[0];
    if (!is_real(x)) rt_raise(RT_EXC_TypeError, "unsupported type");
    fail_neg(x, neg);
    rt_incref(x);
    rt_cleanup_pop(mark, true);
    return x;
  }
  if (weighted) {
    weights = rt_it_pool(a[1]);
    if (RT_AS(Tuple, weights)->n != d->n) {
      rt_raise(RT_EXC_StatisticsError, "Number of weights does not match data size");
    }
    for (int64_t i = 0; i < d->n; i++) fail_neg(RT_AS(Tuple, weights)->items[i], neg);
    sum_data(&sw, weights, rt_undef());
  } else {
    mpq_set_si(sw.sx, d->n, 1);
  }
  terms = rt_list_new(d->n);
  for (int64_t i = 0; i < d->n; i++) {
    Value x = d->items[i], w = weighted ? RT_AS(Tuple, weights)->items[i] : rt_int(1);
    fail_neg(x, neg);
    if (!rt_truthy(w)) {
      rt_list_append(terms, rt_int(0));
      continue;
    }
    if (!rt_truthy(x)) { /* w / 0: CPython catches the ZeroDivisionError and answers 0 */
      rt_cleanup_pop(mark, true);
      return rt_int(0);
    }
    Value t = rt_binop(RT_OP_TRUEDIV, w, x);
    rt_list_append(terms, t);
    rt_decref(t);
  }
  sum_data(&s, terms, rt_undef());
  Value r;
  if (s.has_nonfinite) {
    r = convert_nonfinite(&s, mpq_get_d(sw.sx) / s.nonfinite);
  } else {
    if (mpq_sgn(s.sx) <= 0) rt_raise(RT_EXC_StatisticsError, "Weighted sum must be positive");
    mpq_div(s.sx, sw.sx, s.sx);
    r = convert(&s, s.sx);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* exp(fmean(map(log, data))), a ValueError (a zero, a negative, no data) reported as one
 * StatisticsError. */
static Value st_geometric_mean(ARGS) {
  (void)self;
  Value data = rt_it_pool(data_arg("geometric_mean", argc, argv, kw));
  int mark = rt_cleanup_push_value(&data);
  const Tuple *d = RT_AS(Tuple, data);
  Value logs = rt_list_new(d->n);
  rt_cleanup_push_value(&logs);
  for (int64_t i = 0; i < d->n; i++) {
    double x = rt_to_double(d->items[i], "geometric_mean");
    if (!(x > 0) && !isnan(x)) {
      rt_raise(RT_EXC_StatisticsError,
               "geometric mean requires a non-empty dataset containing positive numbers");
    }
    rt_list_append(logs, rt_float(log(x)));
  }
  if (d->n == 0) {
    rt_raise(RT_EXC_StatisticsError,
             "geometric mean requires a non-empty dataset containing positive numbers");
  }
  Value total = fsum_of(logs);
  double r = exp(total.as.f / (double)d->n);
  rt_decref(total);
  rt_cleanup_pop(mark, true);
  return rt_float(r);
}

void rt_statistics_module_init(Value m) {
  static const struct {
    const char *name;
    NativeFn fn;
  } fns[] = {
      {"mean", st_mean},           {"fmean", st_fmean},
      {"median", st_median},       {"median_low", st_median_low},
      {"median_high", st_median_high}, {"median_grouped", st_median_grouped},
      {"mode", st_mode},
      {"multimode", st_multimode}, {"quantiles", st_quantiles},
      {"variance", st_variance},   {"pvariance", st_pvariance},
      {"stdev", st_stdev},         {"pstdev", st_pstdev},
      {"harmonic_mean", st_harmonic_mean}, {"geometric_mean", st_geometric_mean},
  };
  for (size_t k = 0; k < sizeof fns / sizeof fns[0]; k++) rt_module_add_fn(m, fns[k].name, fns[k].fn);
  Value err = rt_exc_class(RT_EXC_StatisticsError); /* a static singleton */
  rt_incref(err);
  rt_module_set(m, "StatisticsError", err);
  rt_statistics_bivar_init(m);
  rt_statistics_normal_init(m);
}
