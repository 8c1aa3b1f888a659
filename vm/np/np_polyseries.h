/* np_polyseries.h — power series as coefficient arrays, lowest degree first (np_polyseries.c),
 * shared by the numpy.polynomial.polynomial functions and the Polynomial class
 * (np_polyclass.c). Each returns a new reference and follows NumPy 1.24's order of operations. */
#ifndef WEFT_RT_NP_POLYSERIES_H
#define WEFT_RT_NP_POLYSERIES_H

#include "np_internal.h"

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

Value np_polynomial_class(void);               /* np_polyclass.c: borrowed */
void np_polynomial_module_init(Value m);        /* np_polyclass.c: numpy.polynomial */
void np_polynomial_series_module_init(Value m); /* np_polymod.c: numpy.polynomial.polynomial */

#endif
