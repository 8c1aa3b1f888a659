/* contextlib.h — what contextlib.c and contextlib_decorator.c share. */
#ifndef WEFT_PY_CONTEXTLIB_H
#define WEFT_PY_CONTEXTLIB_H

#include "../obj/value.h"

/* ContextDecorator.__call__: a function calling fn inside `with manager._recreate_cm():`. */
Value py_contextdecorator_wrap(Value manager, Value fn);

#endif
