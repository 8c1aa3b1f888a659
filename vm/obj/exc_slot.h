/* exc_slot.h — builtin exception classes' special methods read through the class (exc_slot.c). */
#ifndef WEFT_RT_EXC_SLOT_H
#define WEFT_RT_EXC_SLOT_H

#include "../base/error.h"
#include "value.h"

/* `name` (__init__, __str__, __repr__) of the builtin exception class of kind `kind`, method
 * the hidden BaseException class's own: a new slot wrapper; RT_UNDEF for other names. */
Value rt_exc_slot_get(ExcKind kind, const char *name, Value method);
/* BaseException.with_traceback / add_note read through a class: a method descriptor calling
 * the instance's own; RT_UNDEF for other names. */
Value rt_exc_method_get(const char *name);

#endif
