/* np_mathextra.c — numeric functions of NumPy's math and signal chapters that are not plain
 * one-output ufuncs: np.modf and np.frexp (two outputs), np.unwrap, the window functions
 * (hanning, hamming, blackman, bartlett, kaiser) with np.i0, and the NaN-skipping
 * nanprod, nancumsum and nancumprod. Cosines and exponentials go through the ufunc loops so
 * that the results are NumPy's to the last bit. */
#include <math.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/complex.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "array.h"
#include "np_loops.h"
#include "np_stats.h"

/* x as a C-contiguous array of the float type a float ufunc computes it in. */
static Value float_operand(Value v, const char *name) {
  Value a = rt_array_from_value(v, -1);
  int mark = rt_cleanup_push_value(&a);
  DType dt = RT_AS(Array, a)->dtype;
  if (rt_dtypes[dt].kind == 'c') np_ufunc_no_loop(name);
  DType c = np_class_dtype(NPC_FLT, dt, name);
  Value r = rt_array_astype(a, c);
  rt_cleanup_pop(mark, true);
  return r;
}

/* A 0-d result becomes a NumPy scalar, as ufuncs return (stolen). */
static Value scalar_if_0d(Value r) {
  Array *a = RT_AS(Array, r);
  if (a->ndim) return r;
  Value s = rt_npscalar_new(a->dtype, a->data);
  rt_decref(r);
  return s;
}

/* The two outputs of np.modf / np.frexp as a tuple; an array given in out (out=(o1, o2), or
 * the positional out1, out2) receives its result and stands in its place (a, b stolen). */
static Value pair(Value a, Value b, const Value *outs) {
  Value r[2] = {a, b};
  int mark = rt_cleanup_push_value(&r[0]);
  rt_cleanup_push_value(&r[1]);
  for (int k = 0; k < 2; k++)
    if (rt_is_array(outs[k])) rt_array_assign(outs[k], r[k]); /* may raise: r released */
  rt_cleanup_pop(mark, false);
  Value t = rt_tuple_new(2);
  for (int k = 0; k < 2; k++) {
    if (rt_is_array(outs[k])) {
      rt_decref(r[k]);
      rt_incref(outs[k]);
      rt_tuple_set(t, k, outs[k]);
    } else {
      rt_tuple_set(t, k, scalar_if_0d(r[k]));
    }
  }
  return t;
}

/* x and the out arrays of a two-output ufunc call: fn(x, out1, out2) or fn(x, out=(o1, o2)). */
static Value two_out_args(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                          Value *outs) {
  static const char *const names[] = {"x", "out1", "out2", "out"};
  Value a[4];
  rt_parse_args(fname, argc, argv, kw, 4, names, 1, a);
  outs[0] = rt_is_undef(a[1]) ? rt_none() : a[1];
  outs[1] = rt_is_undef(a[2]) ? rt_none() : a[2];
  if (!rt_is_undef(a[3]) && !rt_is_none(a[3])) {
    if (!rt_is_tuple(a[3]) || rt_len(a[3]) != 2)
      rt_raise(RT_EXC_ValueError, "The 'out' tuple must have exactly one entry per ufunc output");
    outs[0] = RT_AS(Tuple, a[3])->items[0];
    outs[1] = RT_AS(Tuple, a[3])->items[1];
  }
  for (int k = 0; k < 2; k++)
    if (!rt_is_none(outs[k]) && !rt_is_array(outs[k]))
      rt_raise(RT_EXC_TypeError, "return arrays must be of ArrayType");
  return a[0];
}

/* np.modf(x): (fractional part, integral part), both with x's sign. */
static Value f_modf(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value outs[2];
  Value x = float_operand(two_out_args("modf", argc, argv, kw, outs), "modf");
  int mark = rt_cleanup_push_value(&x);
  Array *a = RT_AS(Array, x);
  Value ip = rt_array_new(a->dtype, a->ndim, a->shape, false);
  char *ipd = RT_AS(Array, ip)->data;
  for (int64_t i = 0; i < a->size; i++) {
    if (a->dtype == DT_FLOAT32) {
      float *p = (float *)a->data + i;
      *p = modff(*p, (float *)ipd + i);
    } else if (a->dtype == DT_LONGDOUBLE) {
      long double ipart, frac = modfl(np_ld_get(a->dtype, a->data + 16 * i), &ipart);
      np_ld_set(a->data + 16 * i, frac);
      np_ld_set(ipd + 16 * i, ipart);
    } else {
      double *p = (double *)a->data + i;
      *p = modf(*p, (double *)ipd + i);
    }
  }
  rt_cleanup_pop(mark, false);
  return pair(x, ip, outs);
}

/* np.frexp(x): (mantissa in [0.5, 1), exponent as int32). */
static Value f_frexp(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value outs[2];
  Value x = float_operand(two_out_args("frexp", argc, argv, kw, outs), "frexp");
  int mark = rt_cleanup_push_value(&x);
  Array *a = RT_AS(Array, x);
  Value ex = rt_array_new(DT_INT32, a->ndim, a->shape, false);
  int32_t *e = (int32_t *)RT_AS(Array, ex)->data;
  for (int64_t i = 0; i < a->size; i++) {
    int k = 0;
    if (a->dtype == DT_FLOAT32) {
      float *p = (float *)a->data + i;
      *p = frexpf(*p, &k);
    } else if (a->dtype == DT_LONGDOUBLE) {
      np_ld_set(a->data + 16 * i, frexpl(np_ld_get(a->dtype, a->data + 16 * i), &k));
    } else {
      double *p = (double *)a->data + i;
      *p = frexp(*p, &k);
    }
    e[i] = k;
  }
  rt_cleanup_pop(mark, false);
  return pair(x, ex, outs);
}

/* ---- np.unwrap(p, discont=None, axis=-1, period=2*pi) ---- */

/* One run of n values (stride st elements) unwrapped in place, NumPy's float algorithm: each
 * step reduced into [-period/2, period/2) (+period/2 kept for positive steps), and the
 * corrections accumulated. */
static void unwrap_run(double *p, int64_t n, int64_t st, double discont, double period) {
  double hi = period / 2, lo = -hi, correction = 0, prev = n ? p[0] : 0;
  for (int64_t i = 1; i < n; i++) {
    double cur = p[i * st], dd = cur - prev;
    double m = fmod(dd - lo, period);
    if (m != 0 && (m < 0) != (period < 0)) m += period;
    if (m == 0) m = copysign(0.0, period);
    double ddmod = m + lo;
    if (ddmod == lo && dd > 0) ddmod = hi;
    double ph = ddmod - dd;
    if (fabs(dd) < discont) ph = 0;
    correction += ph;
    prev = cur;
    p[i * st] = cur + correction;
  }
}

/* The integer version (integer p and period): steps reduced into [-period//2, period//2),
 * the upper end kept for positive steps when period is even. */
static void unwrap_run_int(int64_t *p, int64_t n, int64_t st, double discont, int64_t period) {
  int64_t hi = period / 2 - (period % 2 != 0 && (period < 0)), lo = -hi, correction = 0;
  bool ambiguous = period % 2 == 0;
  int64_t prev = n ? p[0] : 0;
  for (int64_t i = 1; i < n; i++) {
    int64_t cur = p[i * st], dd = cur - prev;
    int64_t m = period ? (dd - lo) % period : 0;
    if (m != 0 && (m < 0) != (period < 0)) m += period;
    int64_t ddmod = m + lo;
    if (ambiguous && ddmod == lo && dd > 0) ddmod = hi;
    int64_t ph = ddmod - dd;
    if (fabs((double)dd) < discont) ph = 0;
    correction += ph;
    prev = cur;
    p[i * st] = cur + correction;
  }
}

static Value f_unwrap(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"p", "discont", "axis", "period"};
  Value a[4];
  rt_parse_args("unwrap", argc, argv, kw, 4, names, 1, a);
  double period = np_given(a[3]) ? rt_to_double(a[3], "period") : 2 * M_PI;
  double discont = np_given(a[1]) ? rt_to_double(a[1], "discont") : period / 2;
  Value src = rt_array_from_value(a[0], -1);
  int mark = rt_cleanup_push_value(&src);
  if (RT_AS(Array, src)->dtype == DT_LONGDOUBLE) np_ld_refuse("np.unwrap");
  int64_t iperiod = 0;
  bool ints = np_kind_rank(RT_AS(Array, src)->dtype) < 2 && np_given(a[3]) &&
              (a[3].tag == RT_INT || (rt_is_npscalar(a[3]) && np_scalar_index(a[3], &iperiod)));
  if (ints && a[3].tag == RT_INT) iperiod = rt_to_index(a[3], "period");
  Value r = rt_array_astype(src, ints ? DT_INT64 : DT_FLOAT64);
  rt_cleanup_push_value(&r);
  Array *o = RT_AS(Array, r);
  if (o->ndim == 0) rt_raise(RT_EXC_ValueError, "diff requires input that is at least one dimensional");
  int ax = np_axis_index(np_given(a[2]) ? rt_to_index(a[2], "axis") : -1, o->ndim);
  int64_t n = o->shape[ax], st = o->strides[ax] / 8, outer = o->size / (n ? n : 1);
  for (int64_t k = 0; k < outer && n; k++) {
    int64_t rest = k, off = 0; /* element offset of run k: the other axes in C order */
    for (int d = o->ndim - 1; d >= 0; d--) {
      if (d == ax) continue;
      off += (rest % o->shape[d]) * (o->strides[d] / 8);
      rest /= o->shape[d];
    }
    if (ints) unwrap_run_int((int64_t *)o->data + off, n, st, discont, iperiod);
    else unwrap_run((double *)o->data + off, n, st, discont, period);
  }
  rt_cleanup_pop(mark, false);
  rt_decref(src);
  return r;
}

/* ---- window functions ---- */

/* M as an int; a window of fewer than one point is empty, of one point [1.]. */
static Value window_start(const char *name, int argc, const Value *argv, const Kwargs *kw,
                          int nargs, int64_t *m) {
  rt_check_nargs(name, argc, kw, nargs, nargs);
  *m = rt_to_index(argv[0], "M");
  int64_t len = *m < 1 ? 0 : *m;
  Value r = rt_array_new(DT_FLOAT64, 1, &len, false);
  if (*m == 1) ((double *)RT_AS(Array, r)->data)[0] = 1.0;
  return r;
}

/* cos(scale * pi * n / (M - 1)) for n = 1-M, 3-M, ..., M-1 (NumPy's arange(1-M, M, 2)). */
static Value cos_terms(int64_t m, double scale) {
  Value arg = rt_array_new(DT_FLOAT64, 1, &m, false);
  double *g = (double *)RT_AS(Array, arg)->data;
  for (int64_t i = 0; i < m; i++) g[i] = scale * M_PI * (double)(1 - m + 2 * i) / (double)(m - 1);
  int mark = rt_cleanup_push_value(&arg);
  Value c = np_apply_unary(NPU_COS, arg, rt_undef());
  rt_cleanup_pop(mark, true);
  return c;
}

/* a + b*cos(pi n/(M-1)) + c*cos(2 pi n/(M-1)): hanning, hamming and blackman. */
static Value cosine_window(const char *name, int argc, const Value *argv, const Kwargs *kw,
                           double a0, double a1, double a2) {
  int64_t m;
  Value r = window_start(name, argc, argv, kw, 1, &m);
  if (m < 2) return r;
  int mark = rt_cleanup_push_value(&r);
  Value c1 = cos_terms(m, 1.0);
  rt_cleanup_push_value(&c1);
  Value c2 = a2 != 0 ? cos_terms(m, 2.0) : rt_undef();
  rt_cleanup_push_value(&c2);
  double *o = (double *)RT_AS(Array, r)->data, *p = (double *)RT_AS(Array, c1)->data;
  for (int64_t i = 0; i < m; i++) {
    o[i] = a0 + a1 * p[i];
    if (a2 != 0) o[i] += a2 * ((double *)RT_AS(Array, c2)->data)[i];
  }
  rt_cleanup_pop(mark, false);
  rt_decref(c1);
  rt_decref(c2);
  return r;
}

static Value f_hanning(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return cosine_window("hanning", argc, argv, kw, 0.5, 0.5, 0);
}

static Value f_hamming(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return cosine_window("hamming", argc, argv, kw, 0.54, 0.46, 0);
}

static Value f_blackman(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return cosine_window("blackman", argc, argv, kw, 0.42, 0.5, 0.08);
}

static Value f_bartlett(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  int64_t m;
  Value r = window_start("bartlett", argc, argv, kw, 1, &m);
  double *o = (double *)RT_AS(Array, r)->data;
  for (int64_t i = 0; i < m && m > 1; i++) {
    double n = (double)(1 - m + 2 * i);
    o[i] = n <= 0 ? 1 + n / (double)(m - 1) : 1 - n / (double)(m - 1);
  }
  return r;
}

/* Cephes' Chebyshev coefficients for I0 on [0, 8] and on (8, inf) (NumPy's _i0A, _i0B). */
static const double i0_a[] = {
    -4.41534164647933937950E-18, 3.33079451882223809783E-17, -2.43127984654795469359E-16,
    1.71539128555513303061E-15,  -1.16853328779934516808E-14, 7.67618549860493561688E-14,
    -4.85644678311192946090E-13, 2.95505266312963983461E-12, -1.72682629144155570723E-11,
    9.67580903537323691224E-11,  -5.18979560163526290666E-10, 2.65982372468238665035E-9,
    -1.30002500998624804212E-8,  6.04699502254191894932E-8,  -2.67079385394061173391E-7,
    1.11738753912010371815E-6,   -4.41673835845875056359E-6, 1.64484480707288970893E-5,
    -5.75419501008210370398E-5,  1.88502885095841655729E-4,  -5.76375574538582365885E-4,
    1.63947561694133579842E-3,   -4.32430999505057594430E-3, 1.05464603945949983183E-2,
    -2.37374148058994688156E-2,  4.93052842396707084878E-2,  -9.49010970480476444210E-2,
    1.71620901522208775349E-1,   -3.04682672343198398683E-1, 6.76795274409476084995E-1};
static const double i0_b[] = {
    -7.23318048787475395456E-18, -4.83050448594418207126E-18, 4.46562142029675999901E-17,
    3.46122286769746109310E-17,  -2.82762398051658348494E-16, -3.42548561967721913462E-16,
    1.77256013305652638360E-15,  3.81168066935262242075E-15,  -9.55484669882830764870E-15,
    -4.15056934728722208663E-14, 1.54008621752140982691E-14,  3.85277838274214270114E-13,
    7.18012445138366623367E-13,  -1.79417853150680611778E-12, -1.32158118404477131188E-11,
    -3.14991652796324136454E-11, 1.18891471078464383424E-11,  4.94060238822496958910E-10,
    3.39623202570838634515E-9,   2.26666899049817806459E-8,   2.04891858946906374183E-7,
    2.89137052083475648297E-6,   6.88975834691682398426E-5,   3.36911647825569408990E-3,
    8.04490411014108831608E-1};

static double chbevl(double x, const double *c, int n) {
  double b0 = c[0], b1 = 0, b2 = 0;
  for (int i = 1; i < n; i++) {
    b2 = b1;
    b1 = b0;
    b0 = x * b1 - b2 + c[i];
  }
  return 0.5 * (b0 - b2);
}

/* I0 of every element of x (float64, contiguous, values >= 0) in place; exp from the ufunc. */
static void i0_inplace(Value x) {
  Array *a = RT_AS(Array, x);
  Value flat = np_array_reshape(x, 1, &a->size); /* a 0-d input would give a scalar */
  int mark = rt_cleanup_push_value(&flat);
  Value e = np_apply_unary(NPU_EXP, flat, rt_undef());
  rt_cleanup_pop(mark, true);
  double *p = (double *)a->data, *ex = (double *)RT_AS(Array, e)->data;
  for (int64_t i = 0; i < a->size; i++) {
    double v = p[i];
    p[i] = v <= 8.0 ? ex[i] * chbevl(v / 2.0 - 2, i0_a, 30)
                    : ex[i] * chbevl(32.0 / v - 2.0, i0_b, 25) / sqrt(v);
  }
  rt_decref(e);
}

static Value f_i0(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("i0", argc, kw, 1, 1);
  Value a = rt_array_from_value(argv[0], -1);
  int mark = rt_cleanup_push_value(&a);
  DType dt = RT_AS(Array, a)->dtype;
  if (rt_dtypes[dt].kind == 'c') rt_raise(RT_EXC_TypeError, "i0 not supported for complex values");
  if (dt == DT_LONGDOUBLE) np_ld_refuse("np.i0");
  Value x = rt_array_astype(a, DT_FLOAT64); /* float32 computes in float64, as NumPy's does */
  rt_cleanup_push_value(&x);
  Array *xa = RT_AS(Array, x);
  for (int64_t i = 0; i < xa->size; i++) ((double *)xa->data)[i] = fabs(((double *)xa->data)[i]);
  i0_inplace(x);
  Value r = dt == DT_FLOAT32 ? rt_array_astype(x, DT_FLOAT32) : (rt_incref(x), x);
  rt_cleanup_pop(mark, true);
  return r;
}

/* kaiser(M, beta) = I0(beta sqrt(1 - ((n - alpha)/alpha)**2)) / I0(beta), alpha = (M-1)/2. */
static Value f_kaiser(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  int64_t m;
  Value r = window_start("kaiser", argc, argv, kw, 2, &m);
  if (m < 2) return r;
  int mark = rt_cleanup_push_value(&r);
  double beta = rt_to_double(argv[1], "beta"), alpha = (double)(m - 1) / 2.0;
  double *o = (double *)RT_AS(Array, r)->data;
  for (int64_t i = 0; i < m; i++) {
    double t = ((double)i - alpha) / alpha;
    o[i] = fabs(beta * sqrt(1 - t * t)); /* NumPy's x**2.0 is x*x */
  }
  i0_inplace(r);
  int64_t one = 1;
  Value b = rt_array_new(DT_FLOAT64, 1, &one, false);
  ((double *)RT_AS(Array, b)->data)[0] = fabs(beta);
  i0_inplace(b);
  double den = ((double *)RT_AS(Array, b)->data)[0];
  rt_decref(b);
  for (int64_t i = 0; i < m; i++) o[i] /= den;
  rt_cleanup_pop(mark, false);
  return r;
}

/* ---- nanprod, nancumsum, nancumprod: NaNs replaced by the operation's identity ---- */
static Value nan_replaced(Value v, int identity) {
  Value a = rt_array_from_value(v, -1);
  if (rt_dtypes[RT_AS(Array, a)->dtype].kind != 'f' && rt_dtypes[RT_AS(Array, a)->dtype].kind != 'c')
    return a;
  int mark = rt_cleanup_push_value(&a);
  Value mask = np_call1("isnan", a);
  rt_cleanup_push_value(&mask);
  Value args[3] = {mask, rt_int(identity), a};
  Value r = np_callk("where", 3, args, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value nan_reduce(const char *fname, const char *via, int identity, bool keepdims_ok,
                        int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"a", "axis", "dtype", "out", "keepdims"};
  Value a[5];
  rt_parse_args(fname, argc, argv, kw, keepdims_ok ? 5 : 4, names, 1, a);
  if (!keepdims_ok) a[4] = rt_undef();
  Value x = nan_replaced(a[0], identity);
  int mark = rt_cleanup_push_value(&x);
  Value r = np_callk(via, 1, &x, 4, names + 1, a + 1);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_nanprod(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return nan_reduce("nanprod", "prod", 1, true, argc, argv, kw);
}

static Value f_nancumsum(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return nan_reduce("nancumsum", "cumsum", 0, false, argc, argv, kw);
}

static Value f_nancumprod(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return nan_reduce("nancumprod", "cumprod", 1, false, argc, argv, kw);
}

/* ---- real/complex tests: isreal, iscomplex, isposinf, isneginf, real_if_close ---- */

static bool complex_kind(Value a) { return rt_dtypes[RT_AS(Array, a)->dtype].kind == 'c'; }

/* np.imag(x) compared with 0 (op EQ: isreal, NE: iscomplex); a 0-d answer is a scalar. */
static Value imag_test(const char *fname, BinOp op, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs(fname, argc, kw, 1, 1);
  Value x = argv[0];
  if (x.tag == RT_INT || x.tag == RT_FLOAT || x.tag == RT_BOOL) /* x.imag is 0: a Python bool */
    return rt_bool(op == RT_OP_EQ);
  if (rt_is_complex(x)) {
    Value im = rt_getattr(x, "imag");
    bool zero = rt_to_double(im, NULL) == 0;
    rt_decref(im);
    return rt_bool(op == RT_OP_EQ ? zero : !zero);
  }
  Value a = rt_array_from_value(x, -1);
  int mark = rt_cleanup_push_value(&a);
  Value im = np_call1("imag", a);
  rt_cleanup_push_value(&im);
  Value r = rt_binop(op, im, rt_int(0));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_isreal(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return imag_test("isreal", RT_OP_EQ, argc, argv, kw);
}

static Value f_iscomplex(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return imag_test("iscomplex", RT_OP_NE, argc, argv, kw);
}

/* isinf(x) & (signbit(x) == neg); NumPy refuses complex input. */
static Value inf_test(const char *fname, bool neg, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"x", "out"};
  Value v[2];
  rt_parse_args(fname, argc, argv, kw, 2, names, 1, v);
  Value a = rt_array_from_value(v[0], -1);
  int mark = rt_cleanup_push_value(&a);
  if (complex_kind(a))
    rt_raise(RT_EXC_TypeError, "This operation is not supported for %s values because it would be ambiguous.",
             rt_dtypes[RT_AS(Array, a)->dtype].name);
  Value inf = np_call1("isinf", v[0]);
  rt_cleanup_push_value(&inf);
  Value sb = np_call1("signbit", v[0]);
  rt_cleanup_push_value(&sb);
  Value side = neg ? (rt_incref(sb), sb) : rt_np_unop(RT_UOP_INVERT, sb);
  rt_cleanup_push_value(&side);
  Value r = rt_binop(RT_OP_AND, inf, side);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_isposinf(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return inf_test("isposinf", false, argc, argv, kw);
}

static Value f_isneginf(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return inf_test("isneginf", true, argc, argv, kw);
}

/* real_if_close(a, tol=100): a.real when every imaginary part is below tol (in machine
 * epsilons when tol > 1), else a. */
static Value f_real_if_close(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "tol"};
  Value v[2];
  rt_parse_args("real_if_close", argc, argv, kw, 2, names, 1, v);
  Value a = rt_array_from_value(v[0], -1);
  if (!complex_kind(a)) return a;
  int mark = rt_cleanup_push_value(&a);
  double tol = np_given(v[1]) ? rt_to_double(v[1], "tol") : 100;
  if (tol > 1) tol *= RT_AS(Array, a)->dtype == DT_COMPLEX64 ? 0x1p-23 : 0x1p-52;
  Value im = np_call1("imag", a);
  rt_cleanup_push_value(&im);
  const Array *x = RT_AS(Array, im);
  bool close = true;
  NpIter it;
  for (np_iter_init(&it, x); it.more && close; np_iter_next(&it)) close = fabs(rt_elem_get_f64(x->dtype, it.ptr)) < tol;
  Value r = close ? np_call1("real", a) : (rt_incref(a), a);
  rt_cleanup_pop(mark, true);
  return r;
}

void np_register_mathextra(Value m) {
  rt_module_add_fn(m, "isreal", f_isreal);
  rt_module_add_fn(m, "iscomplex", f_iscomplex);
  rt_module_add_fn(m, "isposinf", f_isposinf);
  rt_module_add_fn(m, "isneginf", f_isneginf);
  rt_module_add_fn(m, "real_if_close", f_real_if_close);
  rt_module_add_fn(m, "modf", f_modf);
  rt_module_add_fn(m, "frexp", f_frexp);
  rt_module_add_fn(m, "unwrap", f_unwrap);
  rt_module_add_fn(m, "hanning", f_hanning);
  rt_module_add_fn(m, "hamming", f_hamming);
  rt_module_add_fn(m, "blackman", f_blackman);
  rt_module_add_fn(m, "bartlett", f_bartlett);
  rt_module_add_fn(m, "kaiser", f_kaiser);
  rt_module_add_fn(m, "i0", f_i0);
  rt_module_add_fn(m, "nanprod", f_nanprod);
  rt_module_add_fn(m, "nancumsum", f_nancumsum);
  rt_module_add_fn(m, "nancumprod", f_nancumprod);
  rt_module_set(m, "euler_gamma", rt_float(0.5772156649015329));
}
