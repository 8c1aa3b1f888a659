/* np_polyseries.h — power series as coefficient arrays, lowest degree first (np_polyseries.c),
 * shared by the numpy.polynomial.polynomial functions and the Polynomial class
 * (np_polyclass.c). Each returns a new reference and follows NumPy 1.24's order of operations. */
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
Value np_ps_der(Value c, Value m, Value scl, Value axis);
Value np_ps_int(Value c, Value m, Value k, Value lbnd, Value scl, Value axis);
Value np_ps_vander(Value x, Value deg);
/* polyfit: the coefficients, or (coef, [resids, rank, sv, rcond]) when full. */
Value np_ps_fit(Value x, Value y, Value deg, Value rcond, bool full, Value w);
Value np_ps_roots(Value c);
Value np_ps_line(Value off, Value scl);
Value np_ps_fromroots(Value roots);
Value np_ps_trimcoef(Value c, Value tol);

/* The pieces the other bases (np_polycheb.c) share: one derivation (n rows out of n + 1), one
 * integration step (NumPy's loop: tmp[0] and tmp[1] set, fill the rest, then the constant), a
 * Vandermonde matrix; and the power series' own helpers. */
typedef Value (*NpDerStep)(Value c, DType cdt, int64_t n);
typedef Value (*NpIntStep)(Value c, DType cdt, Value k, Value lbnd);
typedef void (*NpIntFill)(Value c, Value tmp, int64_t n);
typedef Value (*NpVander)(Value x, Value deg);
Value np_ps_der_with(NpDerStep step, Value c, Value m, Value scl, Value axis);
Value np_ps_int_with(NpIntStep step, Value c, Value m, Value k, Value lbnd, Value scl, Value axis);
/* The power series' integration step (fill NULL), or another basis' (tmp[2:] from fill, the
 * constant through val). */
typedef Value (*NpVal)(Value x, Value c, bool tensor);
Value np_ps_integrate_step(Value c, DType cdt, Value k, Value lbnd, NpIntFill fill, NpVal val);
/* <basis>val2d/3d (points of one shape) and <basis>grid2d/3d (their tensor product), n = 2, 3. */
Value np_ps_valnd(NpVal val, Value c, int n, const Value *xs);
Value np_ps_gridnd(NpVal val, Value c, int n, const Value *xs);
/* Adds <prefix>val2d, val3d, grid2d, grid3d for val to module m (np_polymod.c). */
void np_ps_add_nd_functions(Value m, const char *prefix, NpVal val);
Value np_ps_fit_with(NpVander vander, Value x, Value y, Value deg, Value rcond, bool full, Value w);
Value np_ps_roots_with(Value (*companion_of)(Value c), Value c);
Value np_ps_fromroots_with(Value (*mul)(Value, Value), Value roots);
#define NP_PS_END INT64_MIN
Value np_ps_slice(Value a, int64_t start, int64_t stop); /* a[start:stop], NP_PS_END: to the end */
Value np_ps_item(Value a, int64_t i);                    /* a[i], i < 0 from the end */
void np_ps_inplace(NpBinary op, Value a, Value b);       /* a op= b */
void np_ps_inplace_slice(NpBinary op, Value a, int64_t lo, int64_t hi, Value b);
Value np_ps_first_zero(Value c);                         /* c[:1]*0 */
bool np_ps_is_zero(Value v);                             /* v == 0 */
Value np_ps_coef_array(Value c, bool copy);              /* np.array(c, ndmin=1), ints as float64 */
Value np_ps_empty_rows(int64_t n, Value c, DType dt);    /* np.empty((n,) + c.shape[1:]) */
Value np_ps_move_axis(Value a, int64_t from, int64_t to);
Value np_ps_as_series1(Value c, bool trim);

/* A basis of numpy.polynomial: its class's names and its series functions. */
typedef struct NpPolyBasis {
  const char *name, *class_repr, *basis_name; /* "Chebyshev", "<class '...'>", "T" (NULL: x**n) */
  Value (*add)(Value, Value);
  Value (*sub)(Value, Value);
  Value (*mul)(Value, Value);
  void (*divmod)(Value, Value, Value *, Value *);
  Value (*pow)(Value c, Value pow, int64_t maxpower);
  Value (*val)(Value x, Value c, bool tensor);
  Value (*der)(Value c, Value m, Value scl, Value axis);
  Value (*integ)(Value c, Value m, Value k, Value lbnd, Value scl, Value axis);
  Value (*fit)(Value x, Value y, Value deg, Value rcond, bool full, Value w);
  Value (*line)(Value off, Value scl);
  Value (*roots)(Value c);
  Value (*fromroots)(Value roots);
} NpPolyBasis;
extern const NpPolyBasis np_power_basis;
Value np_polybasis_class(const NpPolyBasis *b); /* np_polyclass.c: the class of a basis, borrowed */

/* np_polycheb.c: Chebyshev series */
Value np_ps_chebval(Value x, Value c, bool tensor);
extern const NpPolyBasis np_cheb_basis;
void np_chebyshev_module_init(Value m);
/* np_polyleg.c: Legendre series */
extern const NpPolyBasis np_leg_basis;
void np_legendre_module_init(Value m);

void np_register_rank_warning(Value m); /* numpy.RankWarning */
void np_rank_warn(const char *text);     /* warnings.warn(text, RankWarning) */

void np_polynomial_module_init(Value m);        /* np_polyclass.c: numpy.polynomial */
void np_polynomial_series_module_init(Value m); /* np_polymod.c: numpy.polynomial.polynomial */

#endif
