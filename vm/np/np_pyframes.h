/* np_pyframes.h — NumPy's Python frames in the tracebacks of its functions' errors
 * (np_pyframes.c). */
#ifndef WEFT_NP_PYFRAMES_H
#define WEFT_NP_PYFRAMES_H

#include "../obj/value.h"

/* Wrap numpy's (reshape, sum, stack, vstack, hstack, split, concatenate, dot) and numpy.linalg's
 * functions so their errors carry NumPy's frames; after every other wrapper of them. */
void np_pyframes_wrap_numpy(Value m);
void np_pyframes_wrap_linalg(Value m);
/* Once: the source lines of those frames, for the traceback printer. */
void np_pyframes_register(void);

#endif
