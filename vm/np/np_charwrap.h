/* np_charwrap.h — np.chararray operands to NumPy's common functions (np_charwrap.c). */
#ifndef NP_CHARWRAP_H
#define NP_CHARWRAP_H
#include "../obj/value.h"

void np_register_charwrap(Value m); /* after the functions it wraps */
/* np.unique(c, return_index, return_inverse, return_counts) of a chararray c, axis None: the
 * unique items or the tuple NumPy returns (np_charunique.c). */
Value np_chararray_unique(Value c, bool want_index, bool want_inverse, bool want_counts);

#endif
