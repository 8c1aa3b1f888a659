/* np_polyseries.h — numpy.polynomial: series as coefficient arrays, lowest degree first. The
 * power series and polyutils' helpers (np_polyseries.c, np_polyshared.c), one table a family
 * (NpPolyBasis: np_polyseries.c, np_polycheb.c, np_polyleg.c, np_polyherm.c, np_polyherme.c,
 * np_polylag.c), and the class (np_polyclass.c) and modules (np_polyfamily.c) made from the
 * table. Each function returns a new reference and follows NumPy 1.24's order of operations. */
#ifndef WEFT_RT_NP_POLYSERIES_H
#define WEFT_RT_NP_POLYSERIES_H

#include "np_internal.h"
#include "np_loops.h"

/* polyutils.as_series: n inputs made 1-d copies of one common dtype into out (new references);
 * trim drops trailing zeros. Raises NumPy's ValueErrors for empty and multi-dimensional input. */
void np_ps_as_series(int n, const Value *in, Value *out, bool trim);
Value np_ps_trimseq(Value a);
void np_ps_mapparms(Value old, Value new_, Value *off, Value *scl);
Value np_ps_mapdomain(Value x, Value old, Value new_);
Value np_ps_getdomain(Value x);
int64_t np_ps_as_int(Value x, const char *desc); /* "<desc> must be an integer" */

Value np_ps_add(Value c1, Value c2);
Value np_ps_sub(Value c1, Value c2);
Value np_ps_mul(Value c1, Value c2);
Value np_ps_mulx(Value c);
void np_ps_divmod(Value c1, Value c2, Value *quo, Value *rem);
Value np_ps_pow(Value c, Value pow, int64_t maxpower); /* maxpower < 0: no limit */
Value np_ps_val(Value x, Value c, bool tensor);
Value np_ps_vander(Value x, Value deg);
Value np_ps_line(Value off, Value scl);
Value np_ps_trimcoef(Value c, Value tol);

/* ---- what the families of numpy.polynomial share ---- */

static inline void np_ps_put(Value *slot, Value v) { /* *slot = v, releasing the old value */
  rt_decref(*slot);
  *slot = v;
}
static inline int64_t np_ps_len(Value a) { return RT_AS(Array, a)->shape[0]; }

typedef Value (*NpVal)(Value x, Value c, bool tensor);
#define NP_PS_END INT64_MIN
Value np_ps_slice(Value a, int64_t start, int64_t stop); /* a[start:stop], NP_PS_END: to the end */
Value np_ps_item(Value a, int64_t i);                    /* a[i], i < 0 from the end */
void np_ps_inplace(NpBinary op, Value a, Value b);       /* a op= b */
void np_ps_inplace_slice(NpBinary op, Value a, int64_t lo, int64_t hi, Value b);
void np_ps_setitem(Value a, int64_t i, Value v);         /* a[i] = v, v stolen */
Value np_ps_first_zero(Value c);                         /* c[:1]*0 */
bool np_ps_is_zero(Value v);                             /* v == 0 */
Value np_ps_coef_array(Value c, bool copy);              /* np.array(c, ndmin=1), ints as float64 */
Value np_ps_empty_rows(int64_t n, Value c, DType dt);    /* np.empty((n,) + c.shape[1:]) */
Value np_ps_move_axis(Value a, int64_t from, int64_t to);
Value np_ps_as_series1(Value c, bool trim);
Value np_ps_muldiv(Value a, int64_t m, int64_t d);      /* a*m/d, as NumPy writes c1*(nd - 1)/nd */
Value np_ps_array_of(Value a, Value b, bool two);        /* np.array([a, b]) or np.array([a]) */
Value np_ps_neg_ratio(Value c);                          /* -c[0]/c[1] */
/* <basis>mulx's start: *c = as_series(cv), *c0 = c[0] (both cleaned up by the caller); the
 * zero series is its own product (undef returned), else np.empty(len(c) + 1) with prd[0] set
 * to c[0]*0 (c[0] when first_as_is). */
Value np_ps_mulx_start(Value cv, Value *c, Value *c0, bool first_as_is);
typedef void (*NpMulxStep)(Value prd, Value ci, int64_t i);
Value np_ps_mulx_by(Value cv, bool first_as_is, NpMulxStep step);
void np_ps_update_at(Value a, int64_t i, NpBinary op, Value v); /* a[i:i+1] op= v, v stolen */
/* <basis>val's start: x as an array when a list or tuple, and c (copied when copy) with one
 * axis more for each of x's when tensor. */
Value np_ps_val_start(Value xv, Value cv, bool tensor, bool copy, Value *x);
/* <basis>vander's start: *x = array(x, ndmin=1) + 0.0, v = empty((deg + 1,) + x.shape) with
 * v[0] = x*0 + 1; the family fills v[1:], then np_ps_move_axis(v, 0, -1). */
Value np_ps_vander_start(Value xv, Value degv, Value *x, int64_t *ideg);
/* The companion matrices' pieces: [[v]] (v stolen), a zero n x n matrix with a (upper and
 * lower neighbour of the diagonal) and d (the diagonal) written, mat[:, -1] op= t. */
Value np_ps_matrix1(Value v);
Value np_ps_tridiag(DType dt, int64_t n, const double *a, const double *d);
void np_ps_last_column(Value mat, NpBinary op, Value t);
/* polyutils' _div and _pow over a product. */
void np_ps_div_with(Value (*mul)(Value, Value), Value c1, Value c2, Value *quo, Value *rem);
Value np_ps_pow_with(Value (*mul)(Value, Value), Value c, Value pow, int64_t maxpower);
/* <basis>val2d/3d (points of one shape) and <basis>grid2d/3d (their tensor product), n = 2, 3. */
Value np_ps_valnd(NpVal val, Value c, int n, const Value *xs);
Value np_ps_gridnd(NpVal val, Value c, int n, const Value *xs);
/* <basis>val and <basis>vander by their families' recurrences (np_polyshared.c): a step
 * gets c1, x and the degree nd; a Vandermonde step v[i-1], v[i-2], x and i. */
typedef Value (*NpValStep)(Value c1, Value x, int64_t nd);
typedef struct NpValSteps {
  NpValStep lower, raise, last;
} NpValSteps;
Value np_ps_val_by_recurrence(Value xv, Value cv, bool tensor, bool copy, const NpValSteps *k);
typedef Value (*NpVanderStep)(Value prev, Value prev2, Value x, int64_t i);
Value np_ps_vander_by_recurrence(Value xv, Value degv, Value (*first)(Value x), NpVanderStep next);
Value np_ps_op_of(BinOp op, Value a, BinOp inner, Value b, Value c); /* a op (b inner c) */
Value np_ps_sub_div(Value p, Value q, int64_t d); /* (p - q)/d, d 0: p - q; steals p and q */
/* <basis>mul by Clenshaw's recurrence over series (np_polyshared.c). */
typedef Value (*NpRecur)(Value c1, int64_t nd);
Value np_ps_mul_by_recurrence(Value c1, Value c2, NpRecur lower, NpRecur raise);
/* The Gauss quadratures' shared steps: eigvalsh(m); a /= abs(a).max(); (a + s*a[::-1])/2;
 * a *= total/a.sum() (total 0: a /= a.sum()). */
Value np_ps_eigvalsh(Value m);
void np_ps_scale_to_max(Value a);
Value np_ps_symmetrize(Value a, int sign);
void np_ps_normalize(Value a, double total);

/* A family of numpy.polynomial: its class's names, its module's constants and its series
 * functions. The machinery around them (the class, np_polyclass.c; the module's functions,
 * np_polyfamily.c; fit, roots, fromroots, the derivative and integral loops, np_polyseries.c)
 * is one for all. */
typedef struct NpPolyBasis {
  const char *name, *class_repr, *basis_name; /* "Chebyshev", "<class '...'>", "T" (NULL: x**n) */
  int index;                                  /* its place in np_poly_families */
  int64_t domain[2];                          /* <prefix>domain; the class's domain and window */
  double x[2];                                /* <prefix>x, the identity in this basis, */
  bool x_float;                               /* float64 (hermx) or int64 */
  int64_t maxpower;                           /* <prefix>pow's default, -1: None */
  Value (*add)(Value, Value);
  Value (*sub)(Value, Value);
  Value (*mul)(Value, Value);
  Value (*mulx)(Value c);
  void (*divmod)(Value, Value, Value *, Value *);
  Value (*pow)(Value c, Value pow, int64_t maxpower);
  NpVal val;
  Value (*der_step)(Value c, DType cdt, int64_t n); /* one derivation: n rows out of c's n + 1 */
  /* One integration's tmp[1:] (tmp[0] is c[0]*0, tmp[1] c[0] when it is called; the
   * constant is added after). */
  void (*int_fill)(Value c, Value tmp, int64_t n);
  Value (*vander)(Value x, Value deg);
  Value (*line)(Value off, Value scl);
  Value (*companion)(Value c); /* c a trimmed series of two or more coefficients */
  Value (*gauss)(Value deg); /* <prefix>gauss: (points, weights); NULL: none */
  Value (*weight)(Value x);   /* <prefix>weight; NULL: none */
} NpPolyBasis;

enum { NP_POLY_NFAMILIES = 6 };
extern const NpPolyBasis *const np_poly_families[NP_POLY_NFAMILIES]; /* np_polyfamily.c */
/* np_polyconv.c: poly2<X> and <X>2poly into the module of family b (none for the power series). */
void np_polyconv_register(Value m, const NpPolyBasis *b);
/* np_chebpts.c: chebgauss and chebweight (the Chebyshev table's), chebpts1/chebpts2 into m. */
Value np_chebgauss(Value deg);
Value np_chebweight(Value x);
void np_chebpts_register(Value m);
extern const NpPolyBasis np_power_basis, np_cheb_basis, np_leg_basis, np_herm_basis,
    np_herme_basis, np_lag_basis;

/* The family's functions built from its table (np_polyseries.c). */
Value np_pf_der(const NpPolyBasis *b, Value c, Value m, Value scl, Value axis);
Value np_pf_int(const NpPolyBasis *b, Value c, Value m, Value k, Value lbnd, Value scl, Value axis);
/* <basis>fit: the coefficients, or (coef, [resids, rank, sv, rcond]) when full. */
Value np_pf_fit(const NpPolyBasis *b, Value x, Value y, Value deg, Value rcond, bool full, Value w);
Value np_pf_roots(const NpPolyBasis *b, Value c);
Value np_pf_fromroots(const NpPolyBasis *b, Value roots);
Value np_pf_companion(const NpPolyBasis *b, Value c);
/* Gauss quadratures (np_polyshared.c): through the family's val and der, total as in
 * np_ps_normalize, symmetrized unless total is 0 (leggauss, laggauss); through normalized
 * functions (hermgauss, hermegauss). */
Value np_ps_gauss_by_val(const NpPolyBasis *b, Value deg, double total);
typedef double (*NpNormed)(double x, int64_t n);
Value np_ps_gauss_normed(const NpPolyBasis *b, Value deg, NpNormed normed, double df_mul, double total);

Value np_polybasis_class(const NpPolyBasis *b); /* np_polyclass.c: the class of a family, borrowed */
Value np_polybasis_domain(const NpPolyBasis *b); /* np_polyclass.c: its domain array, borrowed */
/* np_polyfamily.c: numpy.polynomial.<family>'s module, m's functions and constants. */
void np_polyfamily_module_init(Value m, const NpPolyBasis *b);

void np_register_rank_warning(Value m); /* numpy.RankWarning */
/* warnings.warn(text, RankWarning, stacklevel=level): level 1 names the line that called NumPy */
void np_rank_warn(const char *text, int level);

void np_polynomial_module_init(Value m); /* np_polyclass.c: numpy.polynomial */
void np_polynomial_series_module_init(Value m);
void np_chebyshev_module_init(Value m);
void np_legendre_module_init(Value m);
void np_hermite_module_init(Value m);
void np_hermite_e_module_init(Value m);
void np_laguerre_module_init(Value m);

#endif
