/* np_warn_at.h — NumPy's floating-point warnings from code without a Python frame, shown at a
 * library module's line (np_errstate.c). */
#ifndef WEFT_NP_WARN_AT_H
#define WEFT_NP_WARN_AT_H

#include <stdbool.h>

/* NumPy's warning `what encountered in ufunc` under np.errstate, shown at file:line of the
 * library module module_name (with that source line) through its own warnings registry: a
 * NumPy scalar operation in Numba's object mode. True when a repeat would report again (an
 * 'always' filter, errstate's 'call', 'log' and 'print' modes). */
bool np_warn_at(const char *what, const char *ufunc, const char *file, int line, const char *source,
                const char *module_name);

#endif
