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

/* A line of NumPy's own Python source (numpy/lib/function_base.py:2854 `c /= stddev[:, None]`)
 * where the oracle shows the floating-point warnings of a step NumPy writes in Python: a plain
 * ufunc call there reports at that line, not the program's, through that module's registry (so
 * a second call does not warn again under the default filters). */
typedef struct NpLibLine {
  const char *file, *source, *module_name;
  int line;
} NpLibLine;
/* Until np_lib_line_leave(mark) (or unwinding past it), np_warn reports at *where. */
int np_lib_line_enter(const NpLibLine *where);
void np_lib_line_leave(int mark);
/* NumPy's installed package path, the prefix of NpLibLine files */
#define NP_LIB_DIR "/usr/lib/python3/dist-packages/numpy/"

#endif
