/* object_class.c — the builtin class `object`, root of every class's MRO, with the methods
 * Python code calls on it explicitly (super().__init__(), object.__setattr__(self, n, v),
 * object.__repr__(self), ...). Special-method dispatch treats these as the defaults the
 * instance slots already implement, so they are called only when named. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "class.h"
#include "class_module.h"
#include "dict.h"
#include "native.h"
#include "exc.h"
#include "objects.h"
#include "ops.h"

static Value self_arg(const char *fname, int argc, const Value *argv, int min, int max) {
  if (argc < 1) {
    rt_raise(RT_EXC_TypeError, "unbound method object.%s() needs an argument", fname);
  }
  if (argc - 1 < min || argc - 1 > max) {
    if (min == max) {
      rt_raise(RT_EXC_TypeError, "expected %d argument%s, got %d", min, min == 1 ? "" : "s",
               argc - 1);
    }
    rt_raise(RT_EXC_TypeError, "expected at most %d arguments, got %d", max, argc - 1);
  }
  return argv[0];
}

static Value obj_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)argv;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "descriptor '__init__' of 'object' object needs an argument");
  if (argc > 1 || (kw && kw->n)) {
    rt_raise(RT_EXC_TypeError,
             "object.__init__() takes exactly one argument (the instance to initialize)");
  }
  return rt_none();
}

static Value obj_new(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "object.__new__(): not enough arguments");
  if (!rt_is_class(argv[0])) {
    rt_raise(RT_EXC_TypeError, "object.__new__(X): X is not a type object (%s)",
             rt_type_name(argv[0]));
  }
  return rt_instance_new(RT_AS(ClassObj, argv[0]));
}

static Value obj_repr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__repr__", argc, argv, 0, 0);
  if (rt_is_instance(self)) {
    ClassObj *c = RT_AS(Instance, self)->cls;
    if (c->flags & RT_CLASS_OBJECT) return rt_str_printf("<object object at %p>", (void *)self.as.o);
    return rt_str_printf("<%s.%s object at %p>", rt_class_module_name(c), c->qualname, (void *)self.as.o);
  }
  return rt_repr(self);
}

static Value obj_str(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  return rt_repr(self_arg("__str__", argc, argv, 0, 0));
}

static Value obj_format(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__format__", argc, argv, 1, 1);
  if (!rt_is_str(argv[1])) {
    rt_raise(RT_EXC_TypeError, "__format__() argument must be str, not %s", rt_type_name(argv[1]));
  }
  if (RT_AS(Str, argv[1])->nbytes) {
    rt_raise(RT_EXC_TypeError, "unsupported format string passed to %s.__format__",
             rt_type_name(self));
  }
  return rt_to_str(self);
}

static Value obj_eq(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__eq__", argc, argv, 1, 1);
  if (rt_is(self, argv[1])) return rt_bool(true);
  return rt_notimplemented();
}

static Value obj_ne(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__ne__", argc, argv, 1, 1);
  Value r = rt_binop(RT_OP_EQ, self, argv[1]);
  bool t = rt_truthy(r);
  rt_decref(r);
  return rt_bool(!t);
}

/* object.__lt__ and the other orderings: NotImplemented, so a comparison falls back to the
 * reflected method or raises "'<' not supported between ..." (data: the method's name) */
static Value obj_order(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  self_arg(rt_str_data(data), argc, argv, 1, 1);
  return rt_notimplemented();
}

static Value obj_hash(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__hash__", argc, argv, 0, 0);
  uint64_t p = (uint64_t)(uintptr_t)self.as.o;
  return rt_int((int64_t)((p >> 4) | (p << 60)));
}

static const char *name_arg(Value v) {
  Value s = rt_str_arg(v);
  if (rt_is_undef(s)) {
    rt_raise(RT_EXC_TypeError, "attribute name must be string, not '%s'", rt_type_name(v));
  }
  return rt_str_data(s);
}

static Value obj_getattribute(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__getattribute__", argc, argv, 1, 1);
  const char *name = name_arg(argv[1]);
  if (!rt_is_instance(self)) return rt_getattr(self, name);
  Value v = rt_instance_getattr_generic(self, name, false);
  if (rt_is_undef(v)) {
    rt_raise_attr_error(self, name, "'%s' object has no attribute '%s'", rt_type_name(self), name);
  }
  return v;
}

static Value obj_setattr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__setattr__", argc, argv, 2, 2);
  const char *name = name_arg(argv[1]);
  if (rt_is_instance(self)) rt_instance_setattr_generic(self, name, argv[2]);
  else rt_setattr(self, name, argv[2]);
  return rt_none();
}

static Value obj_delattr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__delattr__", argc, argv, 1, 1);
  const char *name = name_arg(argv[1]);
  if (rt_is_instance(self)) rt_instance_delattr_generic(self, name);
  else rt_delattr(self, name);
  return rt_none();
}

/* object.__init_subclass__ (a classmethod), reached by super().__init_subclass__(**kw): keyword
 * arguments no __init_subclass__ on the way took are an error, as in CPython */
static Value obj_init_subclass(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (kw && kw->n) {
    const char *who = argc >= 1 && rt_is_class(argv[0]) ? RT_AS(ClassObj, argv[0])->name : "object";
    rt_raise(RT_EXC_TypeError, "%s.__init_subclass__() takes no keyword arguments", who);
  }
  if (argc > 1) {
    rt_raise(RT_EXC_TypeError, "object.__init_subclass__() takes no arguments (%d given)", argc - 1);
  }
  return rt_none();
}

/* ---- the reduce protocol, __getstate__, __sizeof__, __dir__, __subclasshook__ ---- */

/* copyreg.<name>(args...) (copyreg.c writes the protocol's Python-level part). */
static Value call_copyreg(const char *name, int argc, const Value *argv) {
  Value mod = rt_import("copyreg");
  int mark = rt_cleanup_push_value(&mod);
  Value f = rt_getattr(mod, name);
  rt_cleanup_push_value(&f);
  Value r = rt_call(f, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The class of self that defines name, NULL when none does. */
static ClassObj *definer(Value self, const char *name) {
  ClassObj *owner = NULL, *c = rt_user_class_of(self);
  if (!c || rt_is_undef(rt_class_lookup(c, name, &owner))) return NULL;
  return owner;
}

/* object.__reduce_ex__(protocol): the class's own __reduce__ when it has one, else copyreg's
 * reduction for the protocol. */
static Value obj_reduce_ex(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "object.__reduce_ex__() takes no keyword arguments");
  Value self = self_arg("__reduce_ex__", argc, argv, 1, 1);
  int64_t proto = rt_to_index(argv[1], "protocol");
  ClassObj *owner = definer(self, "__reduce__");
  if (owner && !(owner->flags & RT_CLASS_OBJECT)) {
    Value f = rt_getattr(self, "__reduce__");
    int mark = rt_cleanup_push_value(&f);
    Value r = rt_call(f, 0, NULL, NULL);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (proto >= 2) return call_copyreg("_reduce_newobj", 1, &self);
  Value args[2] = {self, rt_int(proto)};
  return call_copyreg("_reduce_ex", 2, args);
}

static Value obj_reduce(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__reduce__", argc, argv, 0, 0);
  Value args[2] = {self, rt_int(0)};
  return call_copyreg("_reduce_ex", 2, args);
}

/* The values of the __slots__ members of self that are set ({} when none). */
static Value slot_values(Value self, ClassObj *c) {
  Value d = rt_dict_new();
  int mark = rt_cleanup_push_value(&d);
  const Tuple *mro = RT_AS(Tuple, c->mro);
  for (int64_t k = 0; k < mro->n; k++) {
    Value b = mro->items[k];
    if (!rt_is_class(b) || !(RT_AS(ClassObj, b)->flags & (RT_CLASS_NO_DICT | RT_CLASS_SLOTS))) continue;
    ClassObj *bc = RT_AS(ClassObj, b);
    int e = rt_class_own_find(bc, "__slots__", 9, rt_name_hash("__slots__", 9));
    if (e < 0 || rt_is_undef(bc->dict.e[e].value)) continue;
    Value v = bc->dict.e[e].value;
    const Value *items = &v;
    int64_t n = 1;
    if (rt_is_tuple(v)) items = RT_AS(Tuple, v)->items, n = RT_AS(Tuple, v)->n;
    else if (rt_is_list(v)) items = RT_AS(List, v)->items, n = RT_AS(List, v)->n;
    for (int64_t j = 0; j < n; j++) {
      if (!rt_is_str(items[j])) continue;
      const char *name = rt_str_data(items[j]);
      if (!strcmp(name, "__dict__") || !strcmp(name, "__weakref__")) continue;
      Value x = rt_instance_getattr_generic(self, name, false);
      if (rt_is_undef(x)) continue;
      rt_dict_set(d, items[j], x);
      rt_decref(x);
    }
  }
  rt_cleanup_pop(mark, false);
  return d;
}

/* object.__getstate__(): the instance's __dict__ (None when empty), paired with its __slots__
 * members' values when some are set. */
static Value obj_getstate(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__getstate__", argc, argv, 0, 0);
  if (!rt_is_instance(self)) return rt_none();
  ClassObj *c = RT_AS(Instance, self)->cls;
  Value state = rt_none();
  if (!(c->flags & RT_CLASS_NO_DICT)) {
    Value d = rt_vars(self);
    if (rt_dict_len(d)) state = d;
    else rt_decref(d);
  }
  int mark = rt_cleanup_push_value(&state);
  Value slots = slot_values(self, c);
  rt_cleanup_push_value(&slots);
  Value r = rt_dict_len(slots) ? rt_tuple_from(2, (Value[2]){state, slots}) : (rt_incref(state), state);
  rt_cleanup_pop(mark, true);
  return r;
}

/* object.__sizeof__(): CPython's basic size of the instance: 16 bytes, 8 more per __slots__
 * member, or 24 for one with a __dict__ (its weakref slot; 3.11 keeps the dict before it). */
static Value obj_sizeof(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__sizeof__", argc, argv, 0, 0);
  if (!rt_is_instance(self)) {
    rt_raise(RT_EXC_TypeError, "object.__sizeof__() of '%s' objects is not supported in Weft", rt_type_name(self));
  }
  ClassObj *c = RT_AS(Instance, self)->cls;
  if (c->flags & RT_CLASS_OBJECT) return rt_int(16);
  if (c->flags & RT_CLASS_NO_DICT) return rt_int(16 + 8 * (int64_t)c->slots.n);
  return rt_int(24);
}

/* object.__dir__(): the names dir() lists (sorted here; CPython's are in no order). */
static Value obj_dir(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__dir__", argc, argv, 0, 0);
  return rt_call(rt_builtin_lookup("dir"), 1, &self, NULL);
}

/* object.__subclasshook__ (a classmethod): NotImplemented, the normal check decides. */
static Value obj_subclasshook(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)argc, (void)argv, (void)kw;
  Value ni = rt_notimplemented();
  rt_incref(ni);
  return ni;
}

/* Made on first use and kept for the process, like the builtins module that names it. */
static Value object_class;

Value rt_object_class(void) {
  if (object_class.tag == RT_OBJ) return object_class;
  Value none = rt_tuple_new(0);
  ClassObj *c = rt_calloc(1, sizeof *c);
  rt_obj_init(&c->hdr, &rt_class_type);
  c->flags = RT_CLASS_OBJECT;
  c->name = strdup("object");
  c->qualname = strdup("object");
  c->bases = none;
  c->annotations = rt_none();
  c->fields = rt_undef();
  c->tag = rt_class_new_tag();
  Value self = rt_obj(c);
  c->mro = rt_tuple_from(1, &self);
  static const struct {
    const char *name;
    NativeFn fn;
  } methods[] = {
      {"__init__", obj_init},         {"__new__", obj_new},
      {"__repr__", obj_repr},         {"__str__", obj_str},
      {"__format__", obj_format},     {"__eq__", obj_eq},
      {"__ne__", obj_ne},             {"__hash__", obj_hash},
      {"__getattribute__", obj_getattribute}, {"__setattr__", obj_setattr},
      {"__delattr__", obj_delattr},   {"__init_subclass__", obj_init_subclass},
      {"__reduce_ex__", obj_reduce_ex}, {"__reduce__", obj_reduce},
      {"__getstate__", obj_getstate}, {"__sizeof__", obj_sizeof},
      {"__dir__", obj_dir},           {"__subclasshook__", obj_subclasshook},
  };
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
    char qual[64];
    snprintf(qual, sizeof qual, "object.%s", methods[k].name);
    Value m = rt_native_method_new(methods[k].name, qual, methods[k].fn, rt_none());
    if (strcmp(methods[k].name, "__new__") == 0) {
      Value w = rt_wrapped_new(&rt_staticmethod_type, m);
      rt_decref(m);
      m = w;
    } else if (strcmp(methods[k].name, "__init_subclass__") == 0 || strcmp(methods[k].name, "__subclasshook__") == 0) {
      Value w = rt_wrapped_new(&rt_classmethod_type, m);
      rt_decref(m);
      m = w;
    }
    rt_class_set(c, methods[k].name, m);
  }
  static const char *const orders[] = {"__lt__", "__le__", "__gt__", "__ge__"};
  for (size_t k = 0; k < sizeof orders / sizeof orders[0]; k++) {
    char qual[32];
    snprintf(qual, sizeof qual, "object.%s", orders[k]);
    Value name = rt_str_new(orders[k], strlen(orders[k]));
    Value m = rt_native_method_new(orders[k], qual, obj_order, name);
    rt_decref(name);
    rt_class_set(c, orders[k], m);
  }
  object_class = self;
  return self;
}
