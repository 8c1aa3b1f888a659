/* modules.h — constructors of the importable modules; each fills a fresh module object.
 * The import table that maps names to these lives in modules.c. */
#ifndef WEFT_RT_MODULES_H
#define WEFT_RT_MODULES_H

#include "value.h"

void rt_math_module_init(Value m);    /* math.c */
void rt_time_module_init(Value m);    /* time.c */
void rt_timeit_module_init(Value m);  /* time.c */
void rt_random_module_init(Value m);  /* pyrandom.c: Python's random (MT19937) */
void rt_numpy_module_init(Value m);   /* np_module.c */
void rt_numpy_random_module_init(Value m); /* np_random.c: numpy.random (legacy MT19937) */

/* numba_module.c: numba, numba.cuda, numba.types */
void rt_numba_module_init(Value m);
void rt_numba_cuda_module_init(Value m);
void rt_numba_types_module_init(Value m);

/* builtins.c: fills the builtins table the VM falls back to after globals. */
void rt_builtins_init(Value builtins_module);

#endif
