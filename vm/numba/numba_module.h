/* numba_module.h — Numba's host API as a library: numba_register (numba_module.c) registers
 * the modules numba, numba.cuda and numba.types with the import machinery; the composition
 * root calls it once at start-up. */
#ifndef WEFT_NUMBA_MODULE_H
#define WEFT_NUMBA_MODULE_H

void numba_register(void);
/* cuda_random.c: fills the numba.cuda.random module. */
#include "../obj/value.h"
void rt_numba_cuda_random_init(Value m);
/* cfunc.c: numba.cfunc(signature), the decorator. */
Value nb_cfunc(Value self, int argc, const Value *argv, const Kwargs *kw);

#endif
