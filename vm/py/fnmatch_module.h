/* fnmatch_module.h — the fnmatch module (fnmatch.c, fnmatch_translate.c). */
#ifndef WEFT_PY_FNMATCH_MODULE_H
#define WEFT_PY_FNMATCH_MODULE_H

#include <stdint.h>

#include "../obj/value.h"

void py_fnmatch_module_init(Value m);
void py_fnmatch_translate_init(Value m); /* fnmatch_translate.c: translate */
/* A str's code points (malloc'd; *n their number). */
uint32_t *py_fnmatch_code_points(Value s, int64_t *n);

#endif
