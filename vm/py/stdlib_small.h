/* stdlib_small.h — the initialisers of the smaller library modules that have a file of their
 * own and no header of their own (py_modules.c registers them). */
#ifndef WEFT_PY_STDLIB_SMALL_H
#define WEFT_PY_STDLIB_SMALL_H

#include "../obj/value.h"

void py_colorsys_module_init(Value m); /* colorsys.c */
void py_shlex_module_init(Value m);    /* shlex.c */
void py_uuid_module_init(Value m);     /* uuid.c */
void py_reprlib_module_init(Value m);  /* reprlib.c */
void py_errno_module_init(Value m);    /* errno_module.c */
void py_platform_module_init(Value m); /* platform_module.c */
void py_unicodedata_module_init(Value m); /* unicodedata.c (ICU) */

#endif
