/* np_pickle_kinds.h — pickling the NumPy objects of kinds other than the numeric ndarray and
 * builtin dtype (np_pickle_kinds.c). */
#ifndef WEFT_NP_PICKLE_KINDS_H
#define WEFT_NP_PICKLE_KINDS_H

#include "../obj/value.h"

/* NumPy's (callable, args, state) for an array of strings, datetimes, records or objects, a
 * NumPy subclass instance, a masked array, a NumPy scalar or a dtype of those kinds; RT_UNDEF
 * for other objects. */
Value np_pickle_reduce_kinds(Value obj);
/* ndarray.__reduce__(self) / __setstate__(self, state) of user subclasses' instances (their
 * base array reduced, and replaced by the state's). */
Value np_pickle_sub_reduce(Value data, int argc, const Value *argv, const Kwargs *kw);
Value np_pickle_sub_reduce_ex(Value data, int argc, const Value *argv, const Kwargs *kw);
Value np_pickle_sub_setstate(Value data, int argc, const Value *argv, const Kwargs *kw);
/* numpy.core.multiarray's _reconstruct and scalar. */
void np_pickle_kinds_init(Value multiarray);
/* When numpy starts: the pickle build hook and the numpy.random._pickle module. */
void np_pickle_kinds_register(void);

/* np_pickle_rng.c: a Generator's, RandomState's or bit generator's reduction (RT_UNDEF for
 * other objects); BUILD of one (its state set: inst itself, RT_UNDEF for other objects); the
 * numpy.random._pickle module. */
Value np_pickle_reduce_rng(Value obj);
Value np_pickle_build_rng(Value inst, Value state);
void np_pickle_rng_register(void);

#endif
