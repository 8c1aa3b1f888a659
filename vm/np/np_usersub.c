/* np_usersub.c — user classes deriving from np.ndarray, as NumPy's "Subclassing ndarray"
 * describes them. An instance is an Instance (class.h) whose base is the array; np.ndarray is
 * a library base class with hooks (vm/obj/builtin_native.h) whose hidden class holds the
 * special methods here. Every array a method, an index or an operator gives back is made an
 * instance of the same class and passed to its __array_finalize__ with the instance it came
 * from (new-from-template); view casting (arr.view(C)) finalizes with the plain array and
 * ndarray.__new__ with None. Reductions (a.sum()) give a 0-d instance, as NumPy's do. */
#include <string.h>

#include "../base/error.h"
#include "../obj/builtin_native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"
#include "np_objarray.h"
#include "np_pickle_kinds.h"
#include "np_record.h"
#include "np_strarray.h"
#include "np_usersub.h"

bool np_usersub_plain_ndarray(Value v) {
  return rt_is_array(v) || np_is_objarr(v) || np_is_strarr(v) || np_is_recarr(v);
}

bool np_usersub_is(Value v) {
  if (!rt_is_instance(v)) return false;
  const Instance *in = RT_AS(Instance, v);
  return in->cls->base_kind == RT_BASE_NATIVE && np_usersub_plain_ndarray(in->base);
}

static Value ndarray_class(void) {
  Value np = rt_import("numpy");
  Value cls = rt_module_lookup(np, "ndarray");
  rt_decref(np); /* the module stays in sys.modules, and the class in it */
  return cls;
}

bool np_usersub_is_class(Value cls) {
  if (!rt_is_class(cls) || RT_AS(ClassObj, cls)->base_kind != RT_BASE_NATIVE) return false;
  Value nd = ndarray_class();
  const Tuple *mro = RT_AS(Tuple, RT_AS(ClassObj, cls)->mro);
  for (int64_t i = 0; i < mro->n; i++)
    if (mro->items[i].tag == RT_OBJ && mro->items[i].as.o == nd.as.o) return true;
  return false;
}

Value np_usersub_override(ClassObj *cls, const char *name) {
  ClassObj *owner = NULL;
  Value f = rt_class_lookup(cls, name, &owner);
  if (rt_is_undef(f) || !owner || (owner->flags & RT_CLASS_BUILTIN)) return rt_undef();
  return f;
}

static Value base_of(Value v) { return np_usersub_is(v) ? RT_AS(Instance, v)->base : v; }

Value np_usersub_wrap(ClassObj *cls, Value arr, Value obj) {
  int mark = rt_cleanup_push_value(&arr);
  Value inst = rt_instance_new(cls);
  rt_cleanup_pop(mark, false);
  RT_AS(Instance, inst)->base = arr;
  mark = rt_cleanup_push_value(&inst);
  Value fin = np_usersub_override(cls, "__array_finalize__");
  if (!rt_is_undef(fin)) rt_decref(rt_call_method(fin, inst, 1, &obj));
  rt_cleanup_pop(mark, false);
  return inst;
}

/* ---- what the base array's answers become ---- */

static ClassObj *class_of(Value self) { return RT_AS(Instance, self)->cls; }

/* self.__array_wrap__(arr, context) when the class overrides it, else arr as self's class. */
static Value wrap_out(Value self, Value arr, Value context) {
  Value w = np_usersub_override(class_of(self), "__array_wrap__");
  if (rt_is_undef(w)) return np_usersub_wrap(class_of(self), arr, self);
  int mark = rt_cleanup_push_value(&arr);
  Value args[2] = {arr, context};
  Value r = rt_call_method(w, self, rt_is_undef(context) ? 1 : 2, args);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The methods whose whole-array answer is a 0-d array of the subclass, not a scalar: NumPy's
 * reductions go through the ufunc machinery, which wraps. */
static bool is_reduction(const char *name) {
  static const char *const names[] = {"sum", "prod", "mean", "max", "min", "std",
                                      "var", "all",  "any",  "ptp", "cumsum", "cumprod"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (!strcmp(name, names[i])) return true;
  return false;
}

/* Answers NumPy gives as plain arrays whatever the class: the base, index arrays. */
static bool stays_plain(const char *name) {
  return !strcmp(name, "base") || !strcmp(name, "searchsorted") || !strcmp(name, "nonzero") ||
         !strcmp(name, "__array__");
}

static Value method_result(Value self, const char *name, Value r) {
  if (stays_plain(name)) return r;
  Value base = RT_AS(Instance, self)->base;
  if (r.tag == RT_OBJ && r.as.o == base.as.o) { /* a.astype(same, copy=False): a itself */
    rt_decref(r);
    rt_incref(self);
    return self;
  }
  bool reduction = is_reduction(name);
  if (reduction && rt_is_npscalar(r)) {
    int mark = rt_cleanup_push_value(&r);
    Value zero_d = rt_array_from_value(r, -1);
    rt_cleanup_pop(mark, true);
    r = zero_d;
  }
  if (!np_usersub_plain_ndarray(r)) return r;
  return reduction ? wrap_out(self, r, rt_none()) : np_usersub_wrap(class_of(self), r, self);
}

static Value sample(void) {
  int64_t one = 1;
  return rt_array_new(DT_INT64, 1, &one, true);
}

/* ---- the special methods ---- */

static Value self_arg(const char *method, int argc, const Value *argv, int min, int max) {
  if (argc < 1) rt_raise(RT_EXC_TypeError, "descriptor '%s' of 'numpy.ndarray' object needs an argument", method);
  if (argc - 1 < min || argc - 1 > max) { /* CPython's slot wrappers' words */
    if (min == max)
      rt_raise(RT_EXC_TypeError, "expected %d argument%s, got %d", min, min == 1 ? "" : "s", argc - 1);
    rt_raise(RT_EXC_TypeError, "expected at most %d arguments, got %d", max, argc - 1);
  }
  return argv[0];
}

/* An array answer as self's class (self may be a plain array: np.ndarray.__getitem__(a, i)). */
static Value same_class(Value self, Value r) {
  if (!np_usersub_is(self) || !np_usersub_plain_ndarray(r)) return r;
  return np_usersub_wrap(class_of(self), r, self);
}

static Value m_new(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "numpy.ndarray.__new__(): not enough arguments");
  Value cls = argv[0];
  bool plain = cls.tag == RT_OBJ && cls.as.o == ndarray_class().as.o;
  if (!plain && !np_usersub_is_class(cls)) {
    const char *name = rt_is_class(cls)                                            ? RT_AS(ClassObj, cls)->name
                       : rt_is_native(cls) && RT_AS(NativeFunc, cls)->instancecheck ? RT_AS(NativeFunc, cls)->name
                                                                                     : rt_type_name(cls);
    rt_raise(RT_EXC_TypeError, "numpy.ndarray.__new__(%s): %s is not a subtype of numpy.ndarray", name, name);
  }
  Value arr = np_ndarray_new(argc - 1, argv + 1, kw);
  return plain ? arr : np_usersub_wrap(RT_AS(ClassObj, cls), arr, rt_none());
}

/* ndarray has no __init__ of its own: object's, which takes the arguments __new__ took. */
static Value m_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)argc, (void)argv, (void)kw;
  return rt_none();
}

static Value m_finalize(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw, (void)argv;
  if (argc != 2)
    rt_raise(RT_EXC_TypeError, "ndarray.__array_finalize__() takes exactly one argument (%d given)", argc - 1);
  return rt_none();
}

/* ndarray.__array_wrap__(arr, context=None): arr as self's class, finalized with self. */
static Value m_wrap(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  if (argc < 2 || argc > 3) rt_raise(RT_EXC_TypeError, "only accepts 1 argument");
  Value self = argv[0], arr = argv[1];
  if (np_usersub_is(arr) && np_usersub_is(self) && class_of(arr) == class_of(self))
    return (rt_incref(arr), arr);
  Value plain = base_of(arr);
  if (!np_usersub_plain_ndarray(plain)) plain = rt_array_from_value(plain, -1);
  else rt_incref(plain);
  if (!np_usersub_is(self)) return plain;
  return np_usersub_wrap(class_of(self), plain, self);
}

static Value m_array(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  Value self = self_arg("__array__", argc, argv, 0, 1);
  Value f = rt_getattr(base_of(self), "__array__");
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, argc - 1, argv + 1, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_repr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__repr__", argc, argv, 0, 0), base = base_of(self);
  if (!np_usersub_is(self)) return rt_repr(base);
  const char *name = class_of(self)->name;
  if (rt_is_array(base)) {
    StrBuf sb;
    rt_sb_init(&sb);
    int mark = rt_sb_cleanup_push(&sb);
    np_format_repr_named(&sb, RT_AS(Array, base), name);
    Value s = rt_str_from_c(sb.data);
    rt_cleanup_pop(mark, true);
    return s;
  }
  /* other element kinds: their "array(" text with the class's name, continuation lines moved
   * by the difference in length */
  Value text = rt_repr(base);
  int mark = rt_cleanup_push_value(&text);
  const char *t = rt_str_data(text);
  int shift = (int)strlen(name) - 5;
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, name);
  for (const char *p = strncmp(t, "array", 5) ? t : t + 5; *p; p++) {
    rt_sb_putc(&sb, *p);
    if (*p != '\n') continue;
    if (shift < 0) p += -shift;
    for (int k = 0; k < shift; k++) rt_sb_putc(&sb, ' ');
  }
  Value s = rt_str_from_c(sb.data);
  rt_cleanup_pop(mark, true);
  return s;
}

static Value m_str(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  return rt_to_str(base_of(self_arg("__str__", argc, argv, 0, 0)));
}

static Value m_len(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  return rt_int(rt_len(base_of(self_arg("__len__", argc, argv, 0, 0))));
}

static Value m_getitem(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__getitem__", argc, argv, 1, 1);
  return same_class(self, rt_getitem(base_of(self), base_of(argv[1])));
}

static Value m_setitem(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__setitem__", argc, argv, 2, 2);
  rt_setitem(base_of(self), base_of(argv[1]), base_of(argv[2]));
  return rt_none();
}

/* Iterating a 2-D instance gives its rows as instances, each made as it is reached:
 * map(self.__getitem__, range(len(self))). */
static Value m_iter(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__iter__", argc, argv, 0, 0), base = base_of(self);
  if (!np_usersub_is(self) || !rt_is_array(base) || RT_AS(Array, base)->ndim < 2) return rt_iter(base);
  Value args[2] = {rt_getattr(self, "__getitem__"), rt_undef()};
  int mark = rt_cleanup_push_value(&args[0]);
  args[1] = rt_call(rt_builtin_lookup("range"), 1, (Value[1]){rt_int(RT_AS(Array, base)->shape[0])}, NULL);
  rt_cleanup_push_value(&args[1]);
  Value it = rt_call(rt_builtin_lookup("map"), 2, args, NULL);
  rt_cleanup_pop(mark, true);
  return it;
}

static Value m_contains(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__contains__", argc, argv, 1, 1);
  return rt_bool(rt_contains(base_of(self), base_of(argv[1])));
}

static Value m_bool(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  return rt_bool(rt_truthy(base_of(self_arg("__bool__", argc, argv, 0, 0))));
}

/* float(a), int(a), complex(a), abs(a): the builtin (data) on the base array, an array
 * answer as self's class. */
static Value m_builtin(Value data, int argc, const Value *argv, const Kwargs *kw) {
  Value self = self_arg(RT_AS(NativeFunc, data)->name, argc, argv, 0, 0);
  return same_class(self, rt_call(data, 1, (Value[1]){base_of(self)}, kw));
}

/* copy.copy(a), copy.deepcopy(a, memo): a.copy(), as NumPy's. */
static Value m_copy(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = self_arg("__copy__", argc, argv, 0, 1);
  Value f = rt_getattr(self, "copy");
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static bool is_ndarray_class(Value v) { return v.tag == RT_OBJ && v.as.o == ndarray_class().as.o; }

Value np_usersub_view(Value arr, Value dtype, Value type) {
  if (!rt_is_undef(dtype) && rt_is_undef(type) && (np_usersub_is_class(dtype) || is_ndarray_class(dtype)))
    type = dtype, dtype = rt_undef();
  if (!rt_is_undef(type) && !is_ndarray_class(type) && !np_usersub_is_class(type))
    rt_raise(RT_EXC_ValueError, "Type must be a sub-type of ndarray type");
  Value f = rt_getattr(base_of(arr), "view");
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, rt_is_undef(dtype) ? 0 : 1, &dtype, NULL);
  rt_cleanup_pop(mark, true);
  if (rt_is_undef(type)) type = np_usersub_is(arr) ? rt_obj(class_of(arr)) : ndarray_class();
  if (is_ndarray_class(type)) return r;
  return np_usersub_wrap(RT_AS(ClassObj, type), r, arr);
}

/* a.view(), a.view(dtype), a.view(C), a.view(dtype, C), a.view(np.ndarray). */
static Value m_view(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  static const char *const names[] = {"dtype", "type"};
  Value args[2];
  if (argc < 1) rt_raise(RT_EXC_TypeError, "unbound method ndarray.view() needs an argument");
  rt_parse_args("view", argc - 1, argv + 1, kw, 2, names, 0, args);
  return np_usersub_view(argv[0], args[0], args[1]);
}

/* a.__array_interface__: the base array's (a property: self is its getter's data). */
static Value m_interface(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  return rt_getattr(base_of(self_arg("__array_interface__", argc, argv, 0, 0)), "__array_interface__");
}

static void add(ClassObj *c, const char *name, NativeFn fn, Value data) {
  char qual[64];
  snprintf(qual, sizeof qual, "ndarray.%s", name);
  Value m = rt_native_method_new(name, qual, fn, data);
  if (!strcmp(name, "__new__")) {
    Value w = rt_wrapped_new(&rt_staticmethod_type, m);
    rt_decref(m);
    m = w;
  }
  rt_class_set(c, name, m);
}

static void fill(ClassObj *c) {
  add(c, "__new__", m_new, rt_none());
  add(c, "__init__", m_init, rt_none());
  add(c, "__array_finalize__", m_finalize, rt_none());
  add(c, "__array_wrap__", m_wrap, rt_none());
  add(c, "__array__", m_array, rt_none());
  add(c, "__repr__", m_repr, rt_none());
  add(c, "__str__", m_str, rt_none());
  add(c, "__len__", m_len, rt_none());
  add(c, "__getitem__", m_getitem, rt_none());
  add(c, "__setitem__", m_setitem, rt_none());
  add(c, "__iter__", m_iter, rt_none());
  add(c, "__contains__", m_contains, rt_none());
  add(c, "__bool__", m_bool, rt_none());
  add(c, "view", m_view, rt_none());
  static const char *const builtins[][2] = {
      {"__float__", "float"}, {"__int__", "int"}, {"__complex__", "complex"}, {"__abs__", "abs"}};
  for (size_t i = 0; i < sizeof builtins / sizeof builtins[0]; i++)
    add(c, builtins[i][0], m_builtin, rt_builtin_lookup(builtins[i][1]));
  add(c, "__copy__", m_copy, rt_none());
  add(c, "__deepcopy__", m_copy, rt_none());
  add(c, "__reduce__", np_pickle_sub_reduce, rt_none());
  add(c, "__reduce_ex__", np_pickle_sub_reduce_ex, rt_none());
  add(c, "__setstate__", np_pickle_sub_setstate, rt_none());
  Value iface = rt_native_bind("__array_interface__", m_interface, rt_none());
  rt_class_set(c, "__array_interface__", rt_property_new(iface, rt_none(), rt_none(), rt_none()));
  rt_decref(iface);
  rt_class_set(c, "__hash__", rt_none());
  rt_class_set(c, "__array_priority__", rt_float(0.0));
  np_usersub_fill_binops(c);
}

static const RtNativeBaseHooks hooks = {fill, sample, method_result};

void np_register_usersub(Value m) {
  Value nd = rt_module_lookup(m, "ndarray");
  if (!rt_is_undef(nd)) rt_builtin_base_register_hooks(nd, &hooks);
}
