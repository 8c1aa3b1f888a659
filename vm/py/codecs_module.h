/* codecs_module.h — the codecs module (codecs_module.c), registered by py_modules.c. */
#ifndef WEFT_PY_CODECS_MODULE_H
#define WEFT_PY_CODECS_MODULE_H

#include "../obj/value.h"

void py_codecs_module_init(Value m);

#endif
