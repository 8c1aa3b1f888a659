/* builtin_native.h — a library class whose subclasses need more than the generic wrapping of
 * builtin_base.c: np.ndarray, whose hidden class holds NumPy's special methods and whose
 * methods' array results keep the subclass (vm/np/np_usersub.c). */
#ifndef WEFT_OBJ_BUILTIN_NATIVE_H
#define WEFT_OBJ_BUILTIN_NATIVE_H

#include "class.h"

typedef struct RtNativeBaseHooks {
  /* Put the special methods into the class's new hidden class (RT_CLASS_BUILTIN). */
  void (*fill)(ClassObj *hidden);
  /* A new value of the class, asked which regular methods and attributes it has. */
  Value (*sample)(void);
  /* What self.name(...) or self.name gives, from r, the base value's answer (stolen). */
  Value (*result)(Value self, const char *name, Value r);
} RtNativeBaseHooks;

/* As rt_builtin_base_register(cls, false), with hooks (static storage) in place of the
 * generic methods. */
void rt_builtin_base_register_hooks(Value cls, const RtNativeBaseHooks *hooks);
/* The hidden class of cls when it was registered with hooks, else NULL (never raises):
 * what np.ndarray.__new__ finds. */
ClassObj *rt_builtin_hooked_dict(Value cls);

#endif
