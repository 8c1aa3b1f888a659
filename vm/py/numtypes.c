/* numtypes.c — the powers of ten that Fraction and Decimal arithmetic scale by, the small
 * ones made once (every Decimal division and rounding asks for one). */
#include "numtypes.h"

#define CACHED 160

static Value powers[CACHED]; /* RT_UNDEF until first asked for; they live until exit */

Value nt_pow10(int64_t n) {
  if (n < 0 || n >= CACHED) return rt_int_binop(RT_OP_POW, rt_int(10), rt_int(n));
  if (rt_is_undef(powers[n])) powers[n] = rt_int_binop(RT_OP_POW, rt_int(10), rt_int(n));
  return nt_own(powers[n]);
}
