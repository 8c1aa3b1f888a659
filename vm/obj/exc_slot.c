/* exc_slot.c — BaseException's special methods as read through a builtin exception class:
 * `ValueError.__init__` is CPython's <slot wrapper '__init__' of 'ValueError' objects>, named
 * after the class that owns the slot there (each class its own __init__; __str__ the few that
 * define one; __repr__ BaseException's), and called with something that is not such an
 * exception it says so as CPython does ("descriptor '__init__' requires a 'Exception' object
 * but received a 'int'"); `__new__` is a builtin method of the class. The work is the hidden
 * BaseException class's method's. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "class.h"
#include "exc.h"
#include "exc_slot.h"
#include "objects.h"
#include "ops.h"

typedef struct SlotWrapper {
  Obj hdr;
  Value method;     /* the hidden class's NativeMethod (owned), or RT_UNDEF for a method the
                       instances answer themselves (with_traceback, add_note) */
  const char *name; /* static */
  ExcKind owner;
} SlotWrapper;

static const ObjType slot_type;
#define SW(v) RT_AS(SlotWrapper, v)

static const char *owner_name(Value self) { return rt_exc_class_display(rt_exc_class(SW(self)->owner)); }
static const char *slot_name(Value self) { return SW(self)->name; }

static void slot_free(Obj *o) {
  rt_decref(((SlotWrapper *)o)->method);
  free(o);
}

static bool is_new(Value self) { return strcmp(SW(self)->name, "__new__") == 0; }

static Value slot_repr(Value self) {
  if (is_new(self)) return rt_str_printf("<built-in method __new__ of type object at %p>", (void *)rt_exc_class(SW(self)->owner).as.o);
  return rt_str_printf("<%s '%s' of '%s' objects>", rt_is_undef(SW(self)->method) ? "method" : "slot wrapper",
                       slot_name(self), owner_name(self));
}

static Value slot_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (is_new(self)) return rt_call(SW(self)->method, argc, argv, kw); /* BaseException.__new__ checks */
  if (argc < 1) {
    rt_raise(RT_EXC_TypeError, "descriptor '%s' of '%s' object needs an argument", slot_name(self), owner_name(self));
  }
  if (!rt_is_exception(argv[0]) || !rt_exc_issubclass(rt_exc_class_of(argv[0]), rt_exc_class(SW(self)->owner))) {
    rt_raise(RT_EXC_TypeError, "descriptor '%s' requires a '%s' object but received a '%s'", slot_name(self),
             owner_name(self), rt_type_name(argv[0]));
  }
  if (!rt_is_undef(SW(self)->method)) return rt_call(SW(self)->method, argc, argv, kw);
  Value fn = rt_getattr(argv[0], slot_name(self));
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, argc - 1, argv + 1, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value slot_getattr(Value self, const char *name) {
  if (strcmp(name, "__name__") == 0) return rt_str_from_c(slot_name(self));
  if (strcmp(name, "__qualname__") == 0) return rt_str_printf("%s.%s", owner_name(self), slot_name(self));
  if (strcmp(name, "__objclass__") == 0) return (rt_incref(rt_exc_class(SW(self)->owner)), rt_exc_class(SW(self)->owner));
  return rt_undef();
}

static const ObjType slot_type = {
    .name = "wrapper_descriptor",
    .free = slot_free,
    .repr = slot_repr,
    .call = slot_call,
    .getattr = slot_getattr,
};

/* Does class k define slot `name` itself in CPython 3.11 (not inherit it)? */
static bool owns(ExcKind k, const char *name) {
  if (strcmp(name, "__init__") == 0) return k != RT_EXC_ExceptionGroup;
  if (strcmp(name, "__repr__") == 0) return k == RT_EXC_BaseException;
  static const ExcKind with_str[] = {RT_EXC_BaseException, RT_EXC_OSError, RT_EXC_BaseExceptionGroup,
                                     RT_EXC_UnicodeDecodeError, RT_EXC_UnicodeEncodeError,
                                     RT_EXC_ImportError, RT_EXC_AttributeError,
                                     RT_EXC_KeyError, RT_EXC_NameError, RT_EXC_SyntaxError};
  for (size_t j = 0; j < sizeof with_str / sizeof with_str[0]; j++) {
    if (with_str[j] == k) return true;
  }
  return false;
}

static Value wrapper_new(Value method, const char *name, ExcKind owner) {
  SlotWrapper *w = rt_malloc(sizeof *w);
  rt_obj_init(&w->hdr, &slot_type);
  w->method = (rt_incref(method), method);
  w->name = name;
  w->owner = owner;
  return rt_obj(w);
}

Value rt_exc_slot_get(ExcKind kind, const char *name, Value method) {
  static const char *const slots[] = {"__init__", "__str__", "__repr__", "__new__"};
  if (strcmp(name, "__new__") == 0 && rt_is_type(method, &rt_staticmethod_type)) {
    return wrapper_new(RT_AS(Wrapped, method)->func, slots[3], kind);
  }
  for (int j = 0; j < 3; j++) {
    if (strcmp(name, slots[j]) != 0 || !rt_is_type(method, &rt_native_method_type)) continue;
    ExcKind k = kind;
    while (!owns(k, name) && rt_exc_bases[k][0] != RT_EXC_NONE) k = rt_exc_bases[k][0];
    return wrapper_new(method, slots[j], k);
  }
  return rt_undef();
}

Value rt_exc_method_get(const char *name) {
  static const char *const methods[] = {"with_traceback", "add_note"};
  for (int j = 0; j < 2; j++) {
    if (strcmp(name, methods[j]) == 0) return wrapper_new(rt_undef(), methods[j], RT_EXC_BaseException);
  }
  return rt_undef();
}
