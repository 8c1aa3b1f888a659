/* fnmatch_module.h — the fnmatch module (fnmatch.c). */
#ifndef WEFT_PY_FNMATCH_MODULE_H
#define WEFT_PY_FNMATCH_MODULE_H

#include "../obj/value.h"

void py_fnmatch_module_init(Value m);

#endif
