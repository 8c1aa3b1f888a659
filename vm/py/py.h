/* py.h — Python's core library (vm/py): the builtins module and the modules math, time,
 * timeit, random, dataclasses, itertools, functools and statistics. py_register
 * (py_modules.c) registers them with the import machinery (vm/obj/modules.h); the
 * composition root calls it once at start-up. */
#ifndef WEFT_PY_PY_H
#define WEFT_PY_PY_H

#include "../obj/value.h"

void py_register(void);

/* The modules' initialisers (each fills a fresh module object). */
void rt_builtins_init(Value builtins_module); /* builtins.c */
void rt_file_builtins_init(Value builtins);   /* file.c: open() */
/* object, super, staticmethod, classmethod, property, issubclass, setattr, delattr, vars,
 * NotImplemented (builtins_class.c) */
void rt_class_builtins_init(Value builtins_module);
void rt_dataclasses_module_init(Value m);     /* dataclasses.c */
void rt_math_module_init(Value m);            /* math.c */
void rt_cmath_module_init(Value m);           /* cmath.c */
void rt_time_module_init(Value m);            /* time.c */
void rt_timeit_module_init(Value m);          /* time.c */
void rt_random_module_init(Value m);          /* pyrandom.c: Python's random (MT19937) */
void rt_itertools_module_init(Value m);       /* itertools.c (+ _group.c, _comb.c) */
void rt_functools_module_init(Value m);       /* functools.c (+ lru_cache.c) */
void rt_statistics_module_init(Value m);      /* statistics.c */

#endif
