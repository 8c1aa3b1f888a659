/* np_subdtype.h — standalone subarray dtypes, np.dtype(('f8', (2, 2))) (np_subdtype.c). */
#ifndef NP_SUBDTYPE_H
#define NP_SUBDTYPE_H
#include "../obj/value.h"

/* The dtype a (base, shape) tuple describes, a new reference; RT_UNDEF when spec is none. */
Value np_subdtype_of(Value spec);
void np_register_subdtype(Value m); /* np.zeros/ones/empty/full of one; after those it wraps */

#endif
