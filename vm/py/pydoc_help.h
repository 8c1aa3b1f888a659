/* pydoc_help.h — the builtin help() (pydoc_help.c). */
#ifndef WEFT_PY_PYDOC_HELP_H
#define WEFT_PY_PYDOC_HELP_H

#include "../obj/value.h"

/* Put help into the builtins module b. */
void py_help_builtins_init(Value b);

#endif
