/* inspect_internal.h — the parts of the inspect module kept in their own files. */
#ifndef WEFT_PY_INSPECT_INTERNAL_H
#define WEFT_PY_INSPECT_INTERNAL_H

#include "../obj/value.h"

/* inspect.getmodule (inspect_module.c). */
void py_inspect_module_init(Value m);

#endif
