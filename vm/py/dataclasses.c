/* dataclasses.c — the dataclasses module. */
#include "../obj/native.h"
#include "py.h"

void rt_dataclasses_module_init(Value m) { (void)m; }
