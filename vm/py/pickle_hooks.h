/* pickle_hooks.h — how a higher layer (NumPy) takes part in pickling, unpickling and copying
 * objects of its own: the reduction its hook gives (pickle.c), and the BUILD step that may put
 * a different object in place of the one REDUCE made (an array of another kind than the empty
 * one numpy.core.multiarray._reconstruct makes, a dtype that its state finishes). copy.c
 * copies such objects through the same two steps, as CPython's copy does through __reduce_ex__. */
#ifndef WEFT_PY_PICKLE_HOOKS_H
#define WEFT_PY_PICKLE_HOOKS_H

#include "../obj/value.h"

/* Installed once when that library starts: hook(inst, state) gives the object that stands for
 * inst once state is applied (a new reference, possibly inst itself), or RT_UNDEF to leave inst
 * to its __setstate__. */
void py_set_pickle_build_hook(Value (*hook)(Value inst, Value state));
/* The installed reduce hook's (callable, args[, state]) for obj, or RT_UNDEF. */
Value py_pickle_hook_reduce(Value obj);
/* The installed build hook's answer for inst and state (see above); RT_UNDEF when none is. */
Value py_pickle_hook_build(Value inst, Value state);

#endif
