/* graphlib.h — the graphlib module (graphlib.c). */
#ifndef WEFT_PY_GRAPHLIB_H
#define WEFT_PY_GRAPHLIB_H

#include "../obj/value.h"

void py_graphlib_module_init(Value m);

#endif
