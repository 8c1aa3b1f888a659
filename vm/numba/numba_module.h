/* numba_module.h — Numba's host API as a library: numba_register (numba_module.c) registers
 * the modules numba, numba.cuda and numba.types with the import machinery; the composition
 * root calls it once at start-up. */
#ifndef WEFT_NUMBA_MODULE_H
#define WEFT_NUMBA_MODULE_H

void numba_register(void);
/* cuda_random.c: fills the numba.cuda.random module. */
#include "../obj/value.h"
void rt_numba_cuda_random_init(Value m);
/* typed.c: fills numba.typed (List, Dict); adds unicode_type to a numba.types module. */
void rt_numba_typed_module_init(Value m);
void nb_typed_register_types(Value types_module);
Value nb_unicode_type_new(void); /* numba.typeof('...') */
/* numba.typeof of a typed List or Dict, or of a list of one item type; RT_UNDEF otherwise. */
Value nb_typed_typeof(Value v);
/* cfunc.c: numba.cfunc(signature), the decorator. */
Value nb_cfunc(Value self, int argc, const Value *argv, const Kwargs *kw);
/* carray.c: numba.carray and numba.farray. */
Value nb_carray(Value self, int argc, const Value *argv, const Kwargs *kw);
Value nb_farray(Value self, int argc, const Value *argv, const Kwargs *kw);
/* generated_jit.c: numba.generated_jit. */
Value nb_generated_jit(Value self, int argc, const Value *argv, const Kwargs *kw);
/* cuda_args.c: numba.cuda's In, Out, InOut argument hints. */
void rt_cuda_args_register(Value cuda);
/* jitclass.c: fills numba.experimental (jitclass). */
void rt_numba_experimental_init(Value m);
/* devarray_module.c: registers numba.cuda.cudadrv(.devicearray); attach (at the end of
 * numba.cuda's init) makes them cuda.cudadrv and cuda.devicearray. */
void nb_devicearray_modules_register(void);
void nb_devicearray_modules_attach(Value cuda);
/* numba.stencil (stencil.c). */
Value nb_stencil(Value self, int argc, const Value *argv, const Kwargs *kw);

#endif
