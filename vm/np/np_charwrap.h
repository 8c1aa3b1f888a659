/* np_charwrap.h — np.chararray operands to NumPy's common functions (np_charwrap.c). */
#ifndef NP_CHARWRAP_H
#define NP_CHARWRAP_H
#include "../obj/value.h"

void np_register_charwrap(Value m); /* after the functions it wraps */

#endif
