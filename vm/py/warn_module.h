/* warn_module.h — warnings of library modules with their own registry (warnings.c). */
#ifndef WEFT_PY_WARN_MODULE_H
#define WEFT_PY_WARN_MODULE_H

#include <stdbool.h>

#include "../obj/value.h"

/* A library module's warning at file:line (showing source) through the filters, with
 * module_name for them, and that module's own registry; true when a repeat would show again
 * (an "always" filter). module_name NULL: the program's own line (its registry, module
 * __main__; source NULL reads the line from file). */
bool py_warn_module_at_line(Value category, const char *message, const char *file, int line, const char *source,
                            const char *module_name);

/* Whether a warning of the program's at file:line would show now (py_warn_module_at_line with
 * no module_name): not in the registry, and the filters neither ignore it nor have shown it
 * already ("once", "module"). */
bool py_warn_would_show(Value category, const char *message, const char *file, int line);

/* What catch_warnings does to the registries (Numba's compiler enters one): clears them all. */
void py_warnings_mutated(void);

#endif
