/* np_random_dist.c — the distributions beyond uniform/normal/exponential/poisson/binomial, for
 * RandomState and for the Generator, bit for bit as NumPy 1.24 draws them: RandomState from
 * numpy/random/src/legacy/legacy-distributions.c and the distributions.c functions mtrand.pyx
 * calls, the Generator from distributions.c (_generator.pyx): gamma, standard_gamma, beta,
 * chisquare, noncentral_chisquare, f, noncentral_f, standard_t, standard_cauchy, lognormal,
 * pareto, weibull, power, rayleigh, wald, laplace, gumbel, logistic, vonmises, triangular, and
 * the discrete geometric, negative_binomial, zipf and logseries; and dirichlet.
 *
 * The samplers are written once over a source of draws (Src): RandomState's MT19937 doubles
 * and polar-method gauss, or the Generator's PCG64 doubles and ziggurats; `legacy` picks the
 * few places where the two streams' algorithms differ. Each method is NumPy's cont()/disc():
 * parameters checked against their constraints with NumPy's messages (one table: the few
 * where the Generator's constraints differ carry an override), broadcast against each other (or to `size`), one draw per output element in C
 * order; a Python float (int) when every parameter is a scalar and no size is given. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "../base/error.h"
#include "np_internal.h"
#include "np_rng.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* ---- the samplers, over a source of draws ---- */

typedef struct Src {
  bool legacy;
  double (*u01)(void *st);   /* a double in [0, 1) */
  double (*gauss)(void *st); /* a standard normal */
  double (*sexp)(void *st);  /* a standard exponential */
  int64_t (*poisson)(void *st, double lam);
  void *st;
} Src;

static double u01(const Src *s) { return s->u01(s->st); }
static double gauss(const Src *s) { return s->gauss(s->st); }
static double std_exp(const Src *s) { return s->sexp(s->st); }

static double std_gamma(const Src *s, double shape) {
  if (shape == 1.0) return std_exp(s);
  if (shape == 0.0) return 0.0;
  if (shape < 1.0) {
    for (;;) {
      double U = u01(s), V = std_exp(s);
      if (U <= 1.0 - shape) {
        double X = pow(U, 1. / shape);
        if (X <= V) return X;
      } else {
        double Y = -log((1 - U) / shape);
        double X = pow(1.0 - shape + shape * Y, 1. / shape);
        if (X <= (V + Y)) return X;
      }
    }
  }
  double b = shape - 1. / 3., c = 1. / sqrt(9 * b);
  for (;;) {
    double X, V;
    do {
      X = gauss(s);
      V = 1.0 + c * X;
    } while (V <= 0.0);
    V = V * V * V;
    double U = u01(s);
    if (U < 1.0 - 0.0331 * (X * X) * (X * X)) return b * V;
    if (log(U) < 0.5 * X * X + b * (1. - V + log(V))) return b * V;
  }
}

static double chisq(const Src *s, double df) { return 2.0 * std_gamma(s, df / 2.0); }

static double noncentral_chisq(const Src *s, double df, double nonc) {
  if (!s->legacy && isnan(nonc)) return NAN;
  if (nonc == 0) return chisq(s, df);
  if (1 < df) {
    double Chi2 = chisq(s, df - 1), n = gauss(s) + sqrt(nonc);
    return Chi2 + n * n;
  }
  long i = (long)s->poisson(s->st, nonc / 2.0);
  double out = chisq(s, df + 2 * i);
  return isnan(nonc) ? NAN : out; /* the legacy stream's late NaN guard */
}

static double beta(const Src *s, double a, double b) {
  if (a <= 1.0 && b <= 1.0) { /* Johnk's algorithm */
    for (;;) {
      double U = u01(s), V = u01(s), X = pow(U, 1.0 / a), Y = pow(V, 1.0 / b), XpY = X + Y;
      if (XpY <= 1.0 && (s->legacy || XpY > 0.0)) { /* the Generator rejects U = V = 0 */
        if (XpY > 0) return X / XpY;
        double logX = log(U) / a, logY = log(V) / b, logM = logX > logY ? logX : logY;
        logX -= logM;
        logY -= logM;
        return exp(logX - log(exp(logX) + exp(logY)));
      }
    }
  }
  double Ga = std_gamma(s, a), Gb = std_gamma(s, b);
  return Ga / (Ga + Gb);
}

static double laplace(const Src *s, double loc, double scale) {
  for (;;) { /* U == 0 is drawn again */
    double U = u01(s);
    if (U >= 0.5) return loc - scale * log(2.0 - U - U);
    if (U > 0.0) return loc + scale * log(U + U);
  }
}

static double gumbel(const Src *s, double loc, double scale) {
  for (;;) {
    double U = 1.0 - u01(s);
    if (U < 1.0) return loc - scale * log(-log(U));
  }
}

static double logistic(const Src *s, double loc, double scale) {
  for (;;) {
    double U = u01(s);
    if (U > 0.0) return loc + scale * log(U / (1.0 - U));
  }
}

static double wald(const Src *s, double mean, double scale) {
  double mu_2l = mean / (2 * scale), Y = gauss(s);
  Y = mean * Y * Y;
  double X = mean + mu_2l * (Y - sqrt(4 * scale * Y + Y * Y));
  return u01(s) <= mean / (mean + X) ? X : mean * mean / X;
}

static double vonmises(const Src *s, double mu, double kappa) {
  if (isnan(kappa)) return NAN;
  if (kappa < 1e-8) return M_PI * (2 * u01(s) - 1);
  double sv;
  if (kappa < 1e-5) { /* second order Taylor expansion around kappa = 0 */
    sv = 1. / kappa + kappa;
  } else if (kappa <= 1e6 || s->legacy) {
    double r = 1 + sqrt(1 + 4 * kappa * kappa), rho = (r - sqrt(2 * r)) / (2 * kappa);
    sv = (1 + rho * rho) / (2 * rho);
  } else { /* the Generator: a wrapped normal for very large kappa */
    double result = mu + sqrt(1. / kappa) * gauss(s);
    if (result < -M_PI) result += 2 * M_PI;
    if (result > M_PI) result -= 2 * M_PI;
    return result;
  }
  double U, V, W, Y, Z;
  for (;;) {
    U = u01(s);
    Z = cos(M_PI * U);
    W = (1 + sv * Z) / (sv + Z);
    Y = kappa * (sv - W);
    V = u01(s);
    if (Y * (2 - Y) - V >= 0 || log(Y / V) + 1 - Y >= 0) break;
  }
  U = u01(s);
  double result = acos(W);
  if (U < 0.5) result = -result;
  result += mu;
  bool neg = result < 0;
  double mod = fmod(fabs(result) + M_PI, 2 * M_PI) - M_PI;
  return neg ? -mod : mod;
}

static double triangular(const Src *s, double left, double mode, double right) {
  double base = right - left, leftbase = mode - left, ratio = leftbase / base;
  double leftprod = leftbase * base, rightprod = (right - mode) * base, U = u01(s);
  return U <= ratio ? left + sqrt(U * leftprod) : right - sqrt((1.0 - U) * rightprod);
}

static int64_t geometric(const Src *s, double p) {
  if (p >= 0.333333333333333333333333) { /* search */
    double U = u01(s), sum, prod, q = 1.0 - p;
    int64_t X = 1;
    sum = prod = p;
    while (U > sum) {
      prod *= q;
      sum += prod;
      X++;
    }
    return X;
  }
  if (s->legacy) return (int64_t)(long)ceil(log1p(-u01(s)) / log(1 - p));
  return (int64_t)ceil(-std_exp(s) / log1p(-p));
}

static int64_t zipf(const Src *s, double a) {
  double am1 = a - 1.0, b = pow(2.0, am1);
  for (;;) {
    double U = 1.0 - u01(s), V = u01(s), X = floor(pow(U, -1.0 / am1));
    if (X > (double)INT64_MAX || X < 1.0) continue;
    double T = pow(1.0 + 1.0 / X, am1);
    if (V * X * (T - 1.0) / (b - 1.0) <= T / b) return (int64_t)X;
  }
}

static int64_t logseries(const Src *s, double p) {
  double r = s->legacy ? log(1.0 - p) : log1p(-p);
  for (;;) {
    double V = u01(s);
    if (V >= p) return 1;
    double U = u01(s), q = s->legacy ? 1.0 - exp(r * U) : -expm1(r * U);
    if (V <= q * q) {
      int64_t result = (int64_t)floor(1 + log(V) / log(q));
      if (result < 1 || V == 0.0) continue;
      return result;
    }
    return V >= q ? 1 : 2;
  }
}

/* ---- the distributions' table ---- */

/* NumPy's constraint kinds (numpy/random/_common.pyx) */
typedef enum {
  C_NONE, C_NON_NEGATIVE, C_POSITIVE, C_POSITIVE_NOT_NAN, C_BOUNDED_0_1, C_BOUNDED_GT_0_1,
  C_BOUNDED_LT_0_1, C_GT_1
} Cons;

typedef struct Dist {
  const char *name;
  int np;                 /* parameters */
  const char *pn[3];      /* their names (keywords and messages) */
  double dflt[3];         /* NAN: required */
  Cons cons[3];           /* RandomState's constraints (mtrand.pyx) */
  bool discrete;
  double (*draw)(const Src *s, const double *p);
  const Cons *gen_cons;   /* the Generator's (_generator.pyx) where they differ; NULL: the same */
} Dist;

#define REQ NAN
static double d_std_gamma(const Src *s, const double *p) { return std_gamma(s, p[0]); }
static double d_gamma(const Src *s, const double *p) { return p[1] * std_gamma(s, p[0]); }
static double d_beta(const Src *s, const double *p) { return beta(s, p[0], p[1]); }
static double d_chisq(const Src *s, const double *p) { return chisq(s, p[0]); }
static double d_ncchisq(const Src *s, const double *p) { return noncentral_chisq(s, p[0], p[1]); }
static double d_f(const Src *s, const double *p) { return (chisq(s, p[0]) * p[1]) / (chisq(s, p[1]) * p[0]); }
static double d_ncf(const Src *s, const double *p) {
  double t = noncentral_chisq(s, p[0], p[2]) * p[1];
  return t / (chisq(s, p[1]) * p[0]);
}
static double d_std_t(const Src *s, const double *p) {
  double num = gauss(s), denom = std_gamma(s, p[0] / 2);
  return sqrt(p[0] / 2) * num / sqrt(denom);
}
static double d_cauchy(const Src *s, const double *p) {
  (void)p;
  double a = gauss(s);
  return a / gauss(s);
}
static double d_lognormal(const Src *s, const double *p) { return exp(p[0] + p[1] * gauss(s)); }
static double d_pareto(const Src *s, const double *p) {
  return s->legacy ? exp(std_exp(s) / p[0]) - 1 : expm1(std_exp(s) / p[0]);
}
static double d_weibull(const Src *s, const double *p) { return p[0] == 0.0 ? 0.0 : pow(std_exp(s), 1. / p[0]); }
static double d_power(const Src *s, const double *p) {
  return s->legacy ? pow(1 - exp(-std_exp(s)), 1. / p[0]) : pow(-expm1(-std_exp(s)), 1. / p[0]);
}
static double d_rayleigh(const Src *s, const double *p) {
  return s->legacy ? p[0] * sqrt(-2.0 * log1p(-u01(s))) : p[0] * sqrt(2.0 * std_exp(s));
}
static double d_wald(const Src *s, const double *p) { return wald(s, p[0], p[1]); }
static double d_laplace(const Src *s, const double *p) { return laplace(s, p[0], p[1]); }
static double d_gumbel(const Src *s, const double *p) { return gumbel(s, p[0], p[1]); }
static double d_logistic(const Src *s, const double *p) { return logistic(s, p[0], p[1]); }
static double d_vonmises(const Src *s, const double *p) { return vonmises(s, p[0], p[1]); }
static double d_triangular(const Src *s, const double *p) { return triangular(s, p[0], p[1], p[2]); }
static double d_geometric(const Src *s, const double *p) { return (double)geometric(s, p[0]); }
static double d_zipf(const Src *s, const double *p) { return (double)zipf(s, p[0]); }
static double d_logseries(const Src *s, const double *p) { return (double)logseries(s, p[0]); }
static double d_negbin(const Src *s, const double *p) {
  double Y = ((1 - p[1]) / p[1]) * std_gamma(s, p[0]);
  return (double)s->poisson(s->st, Y);
}

#define NN C_NON_NEGATIVE
#define PO C_POSITIVE
static const Cons gen_negbin_cons[3] = {C_POSITIVE_NOT_NAN, C_BOUNDED_GT_0_1};
/* One table for both APIs: the same samplers run on either stream (Src). */
static const Dist dists[] = {
  {"standard_gamma", 1, {"shape"}, {REQ}, {NN}, false, d_std_gamma, NULL},
  {"gamma", 2, {"shape", "scale"}, {REQ, 1.0}, {NN, NN}, false, d_gamma, NULL},
  {"beta", 2, {"a", "b"}, {REQ, REQ}, {PO, PO}, false, d_beta, NULL},
  {"chisquare", 1, {"df"}, {REQ}, {PO}, false, d_chisq, NULL},
  {"noncentral_chisquare", 2, {"df", "nonc"}, {REQ, REQ}, {PO, NN}, false, d_ncchisq, NULL},
  {"f", 2, {"dfnum", "dfden"}, {REQ, REQ}, {PO, PO}, false, d_f, NULL},
  {"noncentral_f", 3, {"dfnum", "dfden", "nonc"}, {REQ, REQ, REQ}, {PO, PO, NN}, false, d_ncf, NULL},
  {"standard_t", 1, {"df"}, {REQ}, {PO}, false, d_std_t, NULL},
  {"standard_cauchy", 0, {0}, {0}, {0}, false, d_cauchy, NULL},
  {"lognormal", 2, {"mean", "sigma"}, {0.0, 1.0}, {C_NONE, NN}, false, d_lognormal, NULL},
  {"pareto", 1, {"a"}, {REQ}, {PO}, false, d_pareto, NULL},
  {"weibull", 1, {"a"}, {REQ}, {NN}, false, d_weibull, NULL},
  {"power", 1, {"a"}, {REQ}, {PO}, false, d_power, NULL},
  {"rayleigh", 1, {"scale"}, {1.0}, {NN}, false, d_rayleigh, NULL},
  {"wald", 2, {"mean", "scale"}, {REQ, REQ}, {PO, PO}, false, d_wald, NULL},
  {"laplace", 2, {"loc", "scale"}, {0.0, 1.0}, {C_NONE, NN}, false, d_laplace, NULL},
  {"gumbel", 2, {"loc", "scale"}, {0.0, 1.0}, {C_NONE, NN}, false, d_gumbel, NULL},
  {"logistic", 2, {"loc", "scale"}, {0.0, 1.0}, {C_NONE, NN}, false, d_logistic, NULL},
  {"vonmises", 2, {"mu", "kappa"}, {REQ, REQ}, {C_NONE, NN}, false, d_vonmises, NULL},
  {"triangular", 3, {"left", "mode", "right"}, {REQ, REQ, REQ}, {0}, false, d_triangular, NULL},
  {"geometric", 1, {"p"}, {REQ}, {C_BOUNDED_GT_0_1}, true, d_geometric, NULL},
  {"negative_binomial", 2, {"n", "p"}, {REQ, REQ}, {PO, C_BOUNDED_0_1}, true, d_negbin, gen_negbin_cons},
  {"zipf", 1, {"a"}, {REQ}, {C_GT_1}, true, d_zipf, NULL},
  {"logseries", 1, {"p"}, {REQ}, {C_BOUNDED_LT_0_1}, true, d_logseries, NULL},
};
#undef NN
#undef PO

/* ---- checks: NumPy's check_constraint (scalars) and check_array_constraint (arrays) ---- */

static void check(const Dist *d, bool legacy, int k, double v, bool arrays) {
  const char *n = d->pn[k];
  switch (!legacy && d->gen_cons ? d->gen_cons[k] : d->cons[k]) {
  case C_NONE: return;
  case C_NON_NEGATIVE:
    if (!isnan(v) && signbit(v)) rt_raise(RT_EXC_ValueError, "%s < 0", n);
    return;
  case C_POSITIVE_NOT_NAN:
    if (isnan(v)) rt_raise(RT_EXC_ValueError, "%s must not be NaN", n);
    /* fall through */
  case C_POSITIVE:
    if (v <= 0) rt_raise(RT_EXC_ValueError, "%s <= 0", n);
    return;
  case C_BOUNDED_0_1:
    if (!(v >= 0) || !(v <= 1))
      rt_raise(RT_EXC_ValueError, "%s < 0, %s > 1 or %s %s", n, n, n, arrays ? "contains NaNs" : "is NaN");
    return;
  case C_BOUNDED_GT_0_1:
    if (!(v > 0) || !(v <= 1)) rt_raise(RT_EXC_ValueError, "%s <= 0, %s > 1 or %s contains NaNs", n, n, n);
    return;
  case C_BOUNDED_LT_0_1:
    if (!(v >= 0) || !(v < 1))
      rt_raise(RT_EXC_ValueError, "%s < 0, %s >= 1 or %s %s", n, n, n, arrays ? "contains NaNs" : "is NaN");
    return;
  case C_GT_1:
    if (!(v > 1)) rt_raise(RT_EXC_ValueError, "%s <= 1 or %s %s", n, n, arrays ? "contains NaNs" : "is NaN");
    return;
  }
}

/* ---- cont()/disc() ---- */

static bool scalar_param(Value v) {
  return v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_npscalar(v) ||
         (rt_is_array(v) && RT_AS(Array, v)->ndim == 0);
}

static double scalar_value(Value v) {
  if (!rt_is_array(v)) return rt_to_double(v, NULL);
  const Array *a = RT_AS(Array, v);
  return rt_elem_get_f64(a->dtype, a->data);
}

/* Element i of a (C order over a's own shape). */
static double elem_at(const Array *a, int64_t i) {
  const char *p = a->data;
  for (int d = a->ndim - 1; d >= 0; d--) {
    p += (i % a->shape[d]) * a->strides[d];
    i /= a->shape[d];
  }
  return rt_elem_get_f64(a->dtype, p);
}

/* triangular's checks (mtrand.pyx): ufunc comparisons over the parameters broadcast pairwise */
static void check_triangular(const Value *arr) {
  static const char *const msg[] = {"left > mode", "mode > right", "left == right"};
  static const int lhs[] = {0, 1, 0}, rhs[] = {1, 2, 2};
  for (int c = 0; c < 3; c++) {
    int64_t shape[RT_MAXDIM];
    const Array *x = RT_AS(Array, arr[lhs[c]]), *y = RT_AS(Array, arr[rhs[c]]);
    int nd = rt_broadcast_shapes(x->ndim, x->shape, y->ndim, y->shape, shape);
    Value bx = rt_array_broadcast_to(arr[lhs[c]], nd, shape);
    int mark = rt_cleanup_push_value(&bx);
    Value by = rt_array_broadcast_to(arr[rhs[c]], nd, shape);
    rt_cleanup_push_value(&by);
    for (int64_t i = 0, n = np_shape_size(nd, shape, 1); i < n; i++) {
      double l = elem_at(RT_AS(Array, bx), i), r = elem_at(RT_AS(Array, by), i);
      if (c == 2 ? l == r : l > r) rt_raise(RT_EXC_ValueError, "%s", msg[c]);
    }
    rt_cleanup_pop(mark, true);
  }
}

static void shape_text(char *buf, size_t cap, int nd, const int64_t *shape) {
  size_t n = (size_t)snprintf(buf, cap, "(");
  for (int i = 0; i < nd && n < cap; i++)
    n += (size_t)snprintf(buf + n, cap - n, i ? ", %lld" : "%lld", (long long)shape[i]);
  if (n < cap) snprintf(buf + n, cap - n, nd == 1 ? ",)" : ")");
}

/* np.broadcast(*args)'s shape, and its message naming the two arguments that disagree
 * (PyArray_Broadcast: axis by axis, the first argument with a dimension other than 1 sets it). */
static int broadcast_args(int n, const int *nds, int64_t (*shapes)[RT_MAXDIM], int64_t *out) {
  int nd = 0;
  for (int j = 0; j < n; j++) nd = nds[j] > nd ? nds[j] : nd;
  for (int i = 0; i < nd; i++) {
    int src = 0;
    out[i] = 1;
    for (int j = 0; j < n; j++) {
      int k = i + nds[j] - nd;
      if (k < 0 || shapes[j][k] == 1) continue;
      if (out[i] == 1) {
        out[i] = shapes[j][k];
        src = j;
      } else if (out[i] != shapes[j][k]) {
        char a[200], b[200];
        shape_text(a, sizeof a, nds[src], shapes[src]);
        shape_text(b, sizeof b, nds[j], shapes[j]);
        rt_raise(RT_EXC_ValueError, "shape mismatch: objects cannot be broadcast to a single "
                 "shape.  Mismatch is between arg %d with shape %s and arg %d with shape %s.",
                 src, a, j, b);
      }
    }
  }
  return nd;
}

/* The shape the parameter arrays arr[0..np) broadcast to, with the output's shape (nd >= 0: size
 * given) first, as NumPy's np.broadcast(out, *params) and validate_output_shape see them. */
int np_random_broadcast(int np, const Value *arr, int nd, const int64_t *shape, int64_t *bs) {
  return np_random_broadcast_at(np, arr, nd, shape, false, bs);
}

int np_random_broadcast_at(int np, const Value *arr, int nd, const int64_t *shape, bool size_last, int64_t *bs) {
  int nds[4], given = nd >= 0, first = given && !size_last;
  int64_t shapes[4][RT_MAXDIM];
  if (given) {
    nds[size_last ? np : 0] = nd;
    memcpy(shapes[size_last ? np : 0], shape, sizeof(int64_t) * (size_t)nd);
  }
  for (int k = 0; k < np; k++) {
    const Array *a = RT_AS(Array, arr[k]);
    nds[first + k] = a->ndim;
    memcpy(shapes[first + k], a->shape, sizeof(int64_t) * (size_t)a->ndim);
  }
  int bn = broadcast_args(given + np, nds, shapes, bs);
  if (given && (bn != nd || memcmp(bs, shape, sizeof(int64_t) * (size_t)nd))) {
    char o[200], b[200];
    shape_text(o, sizeof o, nd, shape);
    shape_text(b, sizeof b, bn, bs);
    rt_raise(RT_EXC_ValueError, "Output size %s is not compatible with broadcast dimensions of inputs %s.", o, b);
  }
  return bn;
}

static void draw_into(const Src *s, const Dist *d, const double *p, Array *o, int64_t i) {
  if (d->discrete) ((int64_t *)o->data)[i] = (int64_t)d->draw(s, p);
  else ((double *)o->data)[i] = d->draw(s, p);
}

/* The array path: each parameter checked whole, then all broadcast with the output. */
static Value run_arrays(const Src *s, const Dist *d, const Value *pv, int nd, const int64_t *shape) {
  Value arr[3] = {rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&arr[0]);
  rt_cleanup_push_value(&arr[1]);
  rt_cleanup_push_value(&arr[2]);
  for (int k = 0; k < d->np; k++) {
    arr[k] = rt_array_from_value(pv[k], DT_FLOAT64);
    const Array *a = RT_AS(Array, arr[k]);
    for (int64_t i = 0; d->draw != d_triangular && i < a->size; i++) check(d, s->legacy, k, elem_at(a, i), true);
  }
  if (d->draw == d_triangular) check_triangular(arr);
  int64_t bs[RT_MAXDIM];
  int bn = np_random_broadcast(d->np, arr, nd, shape, bs);
  for (int k = 0; k < d->np; k++) {
    Value b = rt_array_broadcast_to(arr[k], bn, bs);
    rt_decref(arr[k]);
    arr[k] = b;
  }
  Value out = rt_array_new(d->discrete ? DT_INT64 : DT_FLOAT64, bn, bs, false);
  Array *o = RT_AS(Array, out);
  double p[3] = {0, 0, 0};
  for (int64_t i = 0; i < o->size; i++) {
    for (int k = 0; k < d->np; k++) p[k] = elem_at(RT_AS(Array, arr[k]), i);
    draw_into(s, d, p, o, i);
  }
  rt_cleanup_pop(mark, true);
  return out;
}

static Value run(const Src *s, const Dist *d, const Value *pv, Value size) {
  int64_t shape[RT_MAXDIM];
  int nd = np_random_parse_size(size, shape);
  bool scalars = true;
  for (int k = 0; k < d->np; k++) scalars = scalars && scalar_param(pv[k]);
  if (!scalars) return run_arrays(s, d, pv, nd, shape);
  double p[3] = {0, 0, 0};
  for (int k = 0; k < d->np; k++) p[k] = scalar_value(pv[k]);
  if (d->draw == d_triangular) {
    if (p[0] > p[1]) rt_raise(RT_EXC_ValueError, "left > mode");
    if (p[1] > p[2]) rt_raise(RT_EXC_ValueError, "mode > right");
    if (p[0] == p[2]) rt_raise(RT_EXC_ValueError, "left == right");
  }
  for (int k = 0; k < d->np; k++) check(d, s->legacy, k, p[k], false);
  if (nd < 0) return d->discrete ? rt_int((int64_t)d->draw(s, p)) : rt_float(d->draw(s, p));
  Value out = rt_array_new(d->discrete ? DT_INT64 : DT_FLOAT64, nd, shape, false);
  for (int64_t i = 0; i < RT_AS(Array, out)->size; i++) draw_into(s, d, p, RT_AS(Array, out), i);
  return out;
}

/* Cython's argument messages: "beta() takes at least 2 positional arguments (1 given)",
 * where "given" counts the required arguments before the first missing one. */
static void check_arity(const Dist *d, int argc, const Kwargs *kw, int required) {
  if (argc > d->np + 1)
    rt_raise(RT_EXC_TypeError, "%s() takes at most %d positional arguments (%d given)", d->name,
             d->np + 1, argc);
  for (int k = argc; k < required; k++) {
    bool found = false;
    for (int j = 0; kw && j < kw->n; j++) found = found || !strcmp(kw->names[j], d->pn[k]);
    if (!found)
      rt_raise(RT_EXC_TypeError, "%s() takes at least %d positional argument%s (%d given)", d->name,
               required, required == 1 ? "" : "s", k);
  }
}

/* ---- the two sources ---- */

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

static double lg_u01(void *st) { (void)st; return np_random_legacy_double(); }
static double lg_gauss(void *st) { (void)st; return np_random_legacy_gauss(); }
static double lg_exp(void *st) { (void)st; return -log(1.0 - np_random_legacy_double()); }
static int64_t lg_poisson(void *st, double lam) {
  (void)st;
  NpDoubles src = np_random_legacy_doubles();
  return np_rng_poisson_from(&src, lam);
}
static const Src legacy_src = {true, lg_u01, lg_gauss, lg_exp, lg_poisson, NULL};

static double g_u01(void *st) { return np_pcg_double(st); }
static double g_gauss(void *st) { return np_rng_normal(st); }
static double g_exp(void *st) { return np_rng_exponential(st); }
static int64_t g_poisson(void *st, double lam) { return np_rng_poisson(st, lam); }

/* The parameters of d from a call (Cython's messages), defaults filled in; a[np] is size. */
static void parse(const Dist *d, int argc, const Value *argv, const Kwargs *kw, int nextra,
                  const char *const *extra, Value *a) {
  const char *names[6];
  for (int k = 0; k < d->np; k++) names[k] = d->pn[k];
  names[d->np] = "size";
  for (int k = 0; k < nextra; k++) names[d->np + 1 + k] = extra[k];
  int required = 0;
  while (required < d->np && isnan(d->dflt[required])) required++;
  check_arity(d, argc, kw, required);
  rt_parse_args(d->name, argc, argv, kw, d->np + 1 + nextra, names, required, a);
  for (int k = 0; k < d->np; k++)
    if (rt_is_undef(a[k])) a[k] = rt_float(d->dflt[k]);
}

static Value legacy_call(int id, Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value a[4];
  parse(&dists[id], argc, argv, kw, 0, NULL, a);
  np_random_begin(self);
  return run(&legacy_src, &dists[id], a, a[dists[id].np]);
}

/* Generator.negative_binomial's extra check: the Poisson's lam must stay in range. */
static void negbin_lam_check(Value n, Value p) {
  Value na = rt_array_from_value(n, DT_FLOAT64);
  int mark = rt_cleanup_push_value(&na);
  Value pa = rt_array_from_value(p, DT_FLOAT64);
  rt_cleanup_push_value(&pa);
  const Array *x = RT_AS(Array, na), *y = RT_AS(Array, pa);
  int64_t shape[RT_MAXDIM];
  int nd = rt_broadcast_shapes(x->ndim, x->shape, y->ndim, y->shape, shape);
  Value bx = rt_array_broadcast_to(na, nd, shape);
  rt_cleanup_push_value(&bx);
  Value by = rt_array_broadcast_to(pa, nd, shape);
  rt_cleanup_push_value(&by);
  for (int64_t i = 0, cnt = np_shape_size(nd, shape, 1); i < cnt; i++) {
    double nv = elem_at(RT_AS(Array, bx), i), pv = elem_at(RT_AS(Array, by), i);
    if (nv <= 0 || isnan(nv) || !(pv > 0) || !(pv <= 1)) continue; /* the constraints report those */
    if ((1 - pv) / pv * (nv + 10 * sqrt(nv)) > np_rng_poisson_lam_max())
      rt_raise(RT_EXC_ValueError, "n too large or p too small, see Generator.negative_binomial Notes");
  }
  rt_cleanup_pop(mark, true);
}

/* Generator.standard_gamma(shape, size, dtype, out): float32 draws by NumPy's float sampler. */
static float std_gamma_f(NpPCG64 *g, float shape) {
  float x;
  if (shape == 1.0f) {
    np_rng_exponential_fill_f(g, &x, 1);
    return x;
  }
  if (shape == 0.0f) return 0.0f;
  if (shape < 1.0f) {
    for (;;) {
      float U = np_pcg_float(g), V;
      np_rng_exponential_fill_f(g, &V, 1);
      if (U <= 1.0f - shape) {
        float X = powf(U, 1.0f / shape);
        if (X <= V) return X;
      } else {
        float Y = -logf((1.0f - U) / shape), X = powf(1.0f - shape + shape * Y, 1.0f / shape);
        if (X <= (V + Y)) return X;
      }
    }
  }
  float b = shape - 1.0f / 3.0f, c = 1.0f / sqrtf(9.0f * b);
  for (;;) {
    float X, V;
    do {
      np_rng_normal_fill_f(g, &X, 1);
      V = 1.0f + c * X;
    } while (V <= 0.0f);
    V = V * V * V;
    float U = np_pcg_float(g);
    if (U < 1.0f - 0.0331f * (X * X) * (X * X)) return b * V;
    if (logf(U) < 0.5f * X * X + b * (1.0f - V + logf(V))) return b * V;
  }
}

static Value gen_std_gamma(const Src *s, const Value *a) {
  DType dt = given(a[2]) ? rt_dtype_from_value(a[2]) : DT_FLOAT64;
  if (dt != DT_FLOAT64 && dt != DT_FLOAT32)
    rt_raise(RT_EXC_TypeError, "Unsupported dtype dtype('%s') for standard_gamma", rt_dtypes[dt].name);
  if (dt == DT_FLOAT64 && !given(a[3])) return run(s, &dists[0], a, a[1]);
  int64_t shape[RT_MAXDIM];
  int nd = np_random_parse_size(a[1], shape);
  if (given(a[3])) {
    if (!rt_is_array(a[3]) || RT_AS(Array, a[3])->dtype != dt || !rt_array_is_c_contiguous(RT_AS(Array, a[3])))
      rt_raise(RT_EXC_TypeError, "Supplied output array has the wrong type or is not C-contiguous");
    const Array *o = RT_AS(Array, a[3]);
    if (nd >= 0 && (nd != o->ndim || memcmp(shape, o->shape, sizeof(int64_t) * (size_t)nd)))
      rt_raise(RT_EXC_ValueError, "size must match out.shape when used together");
    nd = o->ndim;
    memcpy(shape, o->shape, sizeof(int64_t) * (size_t)nd);
  }
  Value pa = rt_array_from_value(a[0], DT_FLOAT64);
  int mark = rt_cleanup_push_value(&pa);
  for (int64_t i = 0; i < RT_AS(Array, pa)->size; i++) check(&dists[0], false, 0, elem_at(RT_AS(Array, pa), i), RT_AS(Array, pa)->ndim > 0);
  if (nd < 0 && RT_AS(Array, pa)->ndim == 0) {
    double v = elem_at(RT_AS(Array, pa), 0);
    rt_cleanup_pop(mark, true);
    return rt_float(dt == DT_FLOAT32 ? (double)std_gamma_f(s->st, (float)v) : std_gamma(s, v));
  }
  if (nd < 0) {
    nd = RT_AS(Array, pa)->ndim;
    memcpy(shape, RT_AS(Array, pa)->shape, sizeof(int64_t) * (size_t)nd);
  }
  Value b = rt_array_broadcast_to(pa, nd, shape);
  rt_cleanup_push_value(&b);
  Value out = given(a[3]) ? (rt_incref(a[3]), a[3]) : rt_array_new(dt, nd, shape, false);
  Array *o = RT_AS(Array, out);
  for (int64_t i = 0; i < o->size; i++) {
    double v = elem_at(RT_AS(Array, b), i);
    if (dt == DT_FLOAT32) ((float *)o->data)[i] = std_gamma_f(s->st, (float)v);
    else ((double *)o->data)[i] = std_gamma(s, v);
  }
  rt_cleanup_pop(mark, true);
  return out;
}

static Value gen_call(int id, Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const gamma_extra[] = {"dtype", "out"};
  const Dist *d = &dists[id];
  Value a[6];
  bool std_gamma_call = d->draw == d_std_gamma;
  parse(d, argc, argv, kw, std_gamma_call ? 2 : 0, gamma_extra, a);
  Src s = {false, g_u01, g_gauss, g_exp, g_poisson, np_gen_bits(self)};
  if (std_gamma_call) return gen_std_gamma(&s, a);
  if (d->draw == d_negbin) {
    for (int k = 0; k < 2; k++) { /* the constraints first, as NumPy checks them */
      Value arr = rt_array_from_value(a[k], DT_FLOAT64);
      int mark = rt_cleanup_push_value(&arr);
      for (int64_t i = 0; i < RT_AS(Array, arr)->size; i++) check(d, false, k, elem_at(RT_AS(Array, arr), i), RT_AS(Array, arr)->ndim > 0);
      rt_cleanup_pop(mark, true);
    }
    negbin_lam_check(a[0], a[1]);
  }
  return run(&s, d, a, a[d->np]);
}

#define DIST_IDS(X)                                                                          \
  X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13) X(14) X(15) X(16) \
  X(17) X(18) X(19) X(20) X(21) X(22) X(23)
#define X(i)                                                                          \
  static Value lf_##i(Value self, int argc, const Value *argv, const Kwargs *kw) {    \
    return legacy_call(i, self, argc, argv, kw);                                      \
  }                                                                                   \
  static Value gf_##i(Value self, int argc, const Value *argv, const Kwargs *kw) {    \
    return gen_call(i, self, argc, argv, kw);                                         \
  }
DIST_IDS(X)
#undef X
static const NativeFn legacy_fns[] = {
#define X(i) lf_##i,
    DIST_IDS(X)
#undef X
};
static const NativeFn gen_fns[] = {
#define X(i) gf_##i,
    DIST_IDS(X)
#undef X
};
_Static_assert(sizeof legacy_fns / sizeof legacy_fns[0] == sizeof dists / sizeof dists[0],
               "one native per distribution");

NativeFn np_random_legacy_method(const char *name) {
  if (!strcmp(name, "hypergeometric")) return np_random_legacy_hypergeometric;
  for (size_t i = 0; i < sizeof dists / sizeof dists[0]; i++)
    if (!strcmp(dists[i].name, name)) return legacy_fns[i];
  return NULL;
}

NativeFn np_random_gen_method(const char *name) {
  if (!strcmp(name, "hypergeometric")) return np_gen_hypergeometric;
  if (!strcmp(name, "multivariate_hypergeometric")) return np_gen_multivariate_hypergeometric;
  for (size_t i = 0; i < sizeof dists / sizeof dists[0]; i++)
    if (!strcmp(dists[i].name, name)) return gen_fns[i];
  return NULL;
}

void np_random_legacy_register(Value m) {
  rt_module_add_fn(m, "hypergeometric", np_random_legacy_hypergeometric);
  for (size_t i = 0; i < sizeof dists / sizeof dists[0]; i++) rt_module_add_fn(m, dists[i].name, legacy_fns[i]);
}

/* ---- dirichlet: gamma variates normalised (and, on the Generator when every alpha is below
 * 0.1, NumPy's stick-breaking with beta variates, which cannot compute 0/0) ---- */

static Value dirichlet(const Src *s, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"alpha", "size"};
  Value a[2];
  rt_parse_args("dirichlet", argc, argv, kw, 2, names, 1, a);
  int64_t k = rt_len(a[0]);
  Value al = rt_array_from_value(a[0], DT_FLOAT64);
  int mark = rt_cleanup_push_value(&al);
  if (RT_AS(Array, al)->ndim != 1)
    rt_raise(RT_EXC_ValueError, RT_AS(Array, al)->ndim > 1 ? "object too deep for desired array"
                                                            : "object of too small depth for desired array");
  Value c = rt_array_contiguous(al, false);
  rt_decref(al);
  al = c;
  const double *alpha = (const double *)RT_AS(Array, al)->data;
  double amax = -INFINITY;
  for (int64_t j = 0; j < k; j++) {
    if (alpha[j] <= 0) rt_raise(RT_EXC_ValueError, "alpha <= 0");
    amax = alpha[j] > amax ? alpha[j] : amax;
  }
  int64_t shape[RT_MAXDIM];
  int nd = np_random_parse_size(a[1], shape);
  if (nd < 0) nd = 0;
  if (nd + 1 > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "maximum supported dimension for an ndarray is %d, found %d", RT_MAXDIM, nd + 1);
  shape[nd++] = k;
  Value out = rt_array_new(DT_FLOAT64, nd, shape, true);
  rt_cleanup_push_value(&out);
  double *val = (double *)RT_AS(Array, out)->data;
  int64_t total = RT_AS(Array, out)->size;
  bool sticks = !s->legacy && k > 0 && amax < 0.1;
  double *csum = rt_malloc((size_t)(k ? k : 1) * sizeof(double));
  rt_cleanup_push(free, csum);
  double run_sum = 0.0; /* alpha's cumulative sum, right to left */
  for (int64_t j = k - 1; sticks && j >= 0; j--) csum[j] = run_sum += alpha[j];
  for (int64_t i = 0; k && i < total; i += k) {
    if (sticks) {
      double acc = 1.;
      for (int64_t j = 0; j < k - 1; j++) {
        double v = beta(s, alpha[j], csum[j + 1]);
        val[i + j] = acc * v;
        acc *= 1. - v;
      }
      val[i + k - 1] = acc;
      continue;
    }
    double acc = 0.0;
    for (int64_t j = 0; j < k; j++) {
      val[i + j] = std_gamma(s, alpha[j]);
      acc = acc + val[i + j];
    }
    double invacc = 1. / acc;
    for (int64_t j = 0; j < k; j++) val[i + j] = val[i + j] * invacc;
  }
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

Value np_random_legacy_dirichlet(Value self, int argc, const Value *argv, const Kwargs *kw) {
  np_random_begin(self);
  return dirichlet(&legacy_src, argc, argv, kw);
}

Value np_gen_dirichlet(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Src s = {false, g_u01, g_gauss, g_exp, g_poisson, np_gen_bits(self)};
  return dirichlet(&s, argc, argv, kw);
}
