/* np_ndsub.h — np.ndarray's subclasses to issubclass and __mro__ (np_ndsub.c). */
#ifndef WEFT_NP_NDSUB_H
#define WEFT_NP_NDSUB_H

#include "../obj/value.h"

/* After numpy's classes and np_dtype.c's hooks exist. */
void np_register_ndsub(Value m);

#endif
