/* copy.c — Python's copy module: copy and deepcopy for lists, dicts, sets, tuples, instances
 * of user classes (their attributes, without calling __init__, as CPython's reduce protocol
 * does), and objects with __copy__ / __deepcopy__ (user classes' hooks, NumPy arrays).
 * Immutable values (numbers, str, None, functions, classes, ...) are their own copies.
 *
 * deepcopy's memo is a dict from an object's address to its copy, so an object reached twice
 * is copied once and cycles are kept; like CPython's, it also keeps every original it copied
 * alive (a list under the memo's own address), so no address is reused while it is in use. */
#include <stdint.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/complex.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "pickle_hooks.h"
#include "py.h"
#include "weakref_internal.h"

/* Values copying gives back unchanged: the immutable ones and those copied by reference
 * (functions, classes, modules' functions). Tuples and frozensets are decided by their
 * items. */
static bool atomic(Value x) {
  if (x.tag != RT_OBJ) return true;
  const ObjType *t = x.as.o->type;
  return t == &rt_str_type || t == &rt_bytes_type || t == &rt_bigint_type || t == &rt_complex_type || t == &rt_range_type ||
         t == &rt_slice_type || t == &rt_native_type || t == &rt_class_type ||
         t == &rt_bound_method_type || t == &rt_native_method_type || t == &rt_exc_class_type ||
         t == &rt_exc_type || rt_is_python_function(x) || rt_is_scalar_number(x) ||
         rt_is(x, rt_ellipsis()) || rt_is_notimplemented(x) || py_is_weakref(x);
}

static _Noreturn void cannot_copy(Value x) {
  rt_raise(RT_EXC_TypeError, "cannot pickle '%s' object", rt_type_name(x));
}

/* x's attributes once they live in its __dict__ (see Instance.dict), copied into y's: straight
 * into the dict, as CPython's copy updates __dict__, so no property setter runs. */
static void copy_dict_attrs(Value src, Value y, Value (*each)(Value v, Value memo), Value memo) {
  Value dst = rt_vars(y);
  int mark = rt_cleanup_push_value(&dst);
  Value k, v;
  for (int64_t i = 0; rt_dict_next(src, &i, &k, &v);) {
    Value c = each ? each(v, memo) : (rt_incref(v), v);
    rt_dict_set(dst, k, c);
    rt_decref(c);
  }
  rt_cleanup_pop(mark, true);
}

static Value shallow(Value x);

/* A copy of instance x with its attributes (copied by `each`, or shared when NULL). */
static Value copy_instance(Value x, Value (*each)(Value v, Value memo), Value memo) {
  Instance *o = RT_AS(Instance, x);
  Value y = rt_instance_new(o->cls);
  int mark = rt_cleanup_push_value(&y);
  if (each) rt_dict_set(memo, rt_int((int64_t)(intptr_t)o), y);
  Instance *n = RT_AS(Instance, y);
  /* the builtin value of a list ... tuple subclass's instance: copied as that value is (a
   * namedtuple's tuple: deep, its items copied; shallow, shared) */
  if (!rt_is_undef(o->base)) n->base = each ? each(o->base, memo) : shallow(o->base);
  for (int k = 0; k < o->nslots && k < n->nslots; k++) {
    if (rt_is_undef(o->slots[k])) continue;
    Value v = each ? each(o->slots[k], memo) : (rt_incref(o->slots[k]), o->slots[k]);
    rt_decref(n->slots[k]);
    n->slots[k] = v;
  }
  if (!rt_is_undef(o->dict)) copy_dict_attrs(o->dict, y, each, memo);
  rt_cleanup_pop(mark, false);
  return y;
}

/* The hook `name` of x's class or type (new reference), RT_UNDEF when none. */
static Value hook(Value x, const char *name) {
  if (rt_is_instance(x)) {
    Value found = rt_class_lookup(RT_AS(Instance, x)->cls, name, NULL);
    return rt_is_undef(found) ? found : rt_descr_get(found, x, RT_AS(Instance, x)->cls, name);
  }
  Value m;
  return rt_try_getattr(x, name, &m) ? m : rt_undef();
}

static Value call_hook(Value h, int argc, const Value *argv) {
  int mark = rt_cleanup_push_value(&h);
  Value r = rt_call(h, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static bool reduces_itself(Value x);
static bool native_reduces(Value x);
static Value reconstruct(Value x, Value memo);

/* A copy of an object a higher layer reduces (NumPy's arrays, scalars, dtypes): its callable
 * called with its args, then its state applied as unpickling's BUILD does; args and state copied
 * too when deep (memo set). RT_UNDEF when the hook does not reduce x. */
static Value deep(Value x, Value memo);
static void memoize(Value memo, Value x, Value y);
static void set_state(Value y, Value state);

static Value copy_hooked(Value x, Value memo) {
  bool is_deep = !rt_is_undef(memo);
  Value rv = py_pickle_hook_reduce(x);
  if (rt_is_undef(rv)) return rv;
  Value args = rt_undef(), y = rt_undef(), state = rt_undef(), built = rt_undef();
  int mark = rt_cleanup_push_value(&rv);
  Value *held[] = {&args, &y, &state, &built};
  for (int h = 0; h < 4; h++) rt_cleanup_push_value(held[h]);
  const Tuple *t = RT_AS(Tuple, rv);
  args = is_deep ? deep(t->items[1], memo) : (rt_incref(t->items[1]), t->items[1]);
  y = rt_call(t->items[0], (int)RT_AS(Tuple, args)->n, RT_AS(Tuple, args)->items, NULL);
  if (is_deep) memoize(memo, x, y);
  if (t->n > 2 && !rt_is_none(t->items[2])) {
    state = is_deep ? deep(t->items[2], memo) : (rt_incref(t->items[2]), t->items[2]);
    built = py_pickle_hook_build(y, state);
    if (rt_is_undef(built)) set_state(y, state);
    else {
      rt_decref(y);
      y = built;
      built = rt_undef();
      if (is_deep) memoize(memo, x, y);
    }
  }
  Value r = y;
  y = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}

static Value shallow(Value x) {
  if (atomic(x) || rt_is_tuple(x) || rt_is_frozenset(x)) return (rt_incref(x), x);
  if (rt_is_list(x)) return rt_list_from(RT_AS(List, x)->n, RT_AS(List, x)->items);
  if (rt_is_dict(x)) {
    Value d = rt_dict_new();
    int mark = rt_cleanup_push_value(&d);
    rt_dict_update(d, x);
    rt_cleanup_pop(mark, false);
    return d;
  }
  if (rt_is_set(x)) return rt_set_from_iterable(x, false);
  Value h = hook(x, "__copy__");
  if (!rt_is_undef(h)) return call_hook(h, 0, NULL);
  if (rt_is_instance(x) && (rt_is_undef(RT_AS(Instance, x)->base) || reduces_itself(x)))
    return reduces_itself(x) ? reconstruct(x, rt_undef()) : copy_instance(x, NULL, rt_undef());
  Value y = copy_hooked(x, rt_undef());
  if (!rt_is_undef(y)) return y;
  if (native_reduces(x)) return reconstruct(x, rt_undef());
  if (rt_is_instance(x)) return copy_instance(x, NULL, rt_undef());
  cannot_copy(x);
}

static Value c_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x"};
  Value a[1];
  py_parse_pyargs("copy", argc, argv, kw, 1, names, 1, a);
  return shallow(a[0]);
}

/* ---- deepcopy ---- */

/* Remember that x was copied: its copy, and x itself kept alive in the memo's own list. */
static void memoize(Value memo, Value x, Value y) {
  rt_dict_set(memo, rt_int((int64_t)(intptr_t)x.as.o), y);
  Value self_key = rt_int((int64_t)(intptr_t)memo.as.o);
  Value keep = rt_dict_get(memo, self_key);
  if (rt_is_undef(keep)) {
    Value l = rt_list_new(4);
    rt_dict_set(memo, self_key, l);
    rt_decref(l);
    keep = l;
  }
  rt_list_append(keep, x);
}

/* ---- instances whose class customises the reduce protocol ---- */

/* Does x's class (not object) define name? */
static bool customises(Value x, const char *name) {
  if (!rt_is_instance(x)) return false;
  ClassObj *owner = NULL;
  Value f = rt_class_lookup(RT_AS(Instance, x)->cls, name, &owner);
  return !rt_is_undef(f) && owner && !(owner->flags & (RT_CLASS_OBJECT | RT_CLASS_BUILTIN));
}

/* A value of a type written in C that reduces itself (datetime's timezone): copy remakes it
 * from its __reduce_ex__, as copy._reconstruct does. */
static bool native_reduces(Value x) {
  return x.tag == RT_OBJ && !rt_is_instance(x) && x.as.o->type->method &&
         x.as.o->type->method(x, "__reduce_ex__");
}

static bool reduces_itself(Value x) {
  return customises(x, "__reduce_ex__") || customises(x, "__reduce__") || customises(x, "__getstate__") ||
         customises(x, "__setstate__");
}

/* y.__dict__.update(state) and the __slots__ members of a (dict, slots) pair, or
 * y.__setstate__(state). */
static void set_state(Value y, Value state) {
  Value f;
  if (rt_try_getattr(y, "__setstate__", &f)) {
    int mark = rt_cleanup_push_value(&f);
    rt_decref(rt_call(f, 1, &state, NULL));
    rt_cleanup_pop(mark, true);
    return;
  }
  Value slots = rt_none();
  if (rt_is_tuple(state) && RT_AS(Tuple, state)->n == 2) {
    slots = RT_AS(Tuple, state)->items[1];
    state = RT_AS(Tuple, state)->items[0];
  }
  if (!rt_is_none(state)) {
    Value d = rt_vars(y);
    int mark = rt_cleanup_push_value(&d);
    rt_dict_update(d, state);
    rt_cleanup_pop(mark, true);
  }
  if (!rt_is_none(slots)) {
    Value k, v;
    for (int64_t pos = 0; rt_dict_next(slots, &pos, &k, &v);) rt_setattr(y, rt_str_data(k), v);
  }
}

/* copy._reconstruct: the class's reduction (func, args[, state[, listitems[, dictitems]]])
 * made again, deep (with memo) or shallow (memo RT_UNDEF). */
static Value reconstruct(Value x, Value memo) {
  bool is_deep = !rt_is_undef(memo);
  Value rv = rt_undef(), args = rt_undef(), y = rt_undef(), state = rt_undef(), f = rt_undef();
  Value it = rt_undef(), item = rt_undef(), c1 = rt_undef(), c2 = rt_undef(), app = rt_undef();
  int mark = rt_cleanup_push_value(&rv);
  Value *held[] = {&args, &y, &state, &f, &it, &item, &c1, &c2, &app};
  for (int h = 0; h < 9; h++) rt_cleanup_push_value(held[h]);
  if (customises(x, "__reduce_ex__") || !customises(x, "__reduce__")) {
    f = rt_getattr(x, "__reduce_ex__");
    Value four = rt_int(4);
    rv = rt_call(f, 1, &four, NULL);
  } else {
    f = rt_getattr(x, "__reduce__");
    rv = rt_call(f, 0, NULL, NULL);
  }
  if (rt_is_str(rv)) {
    rt_cleanup_pop(mark, true);
    return (rt_incref(x), x);
  }
  if (!rt_is_tuple(rv) || RT_AS(Tuple, rv)->n < 2) rt_raise(RT_EXC_TypeError, "__reduce__ must return a string or tuple");
  Tuple *t = RT_AS(Tuple, rv);
  args = is_deep ? deep(t->items[1], memo) : (rt_incref(t->items[1]), t->items[1]);
  if (!rt_is_tuple(args)) rt_raise(RT_EXC_TypeError, "second item of the tuple returned by __reduce__ must be a tuple");
  y = rt_call(t->items[0], (int)RT_AS(Tuple, args)->n, RT_AS(Tuple, args)->items, NULL);
  if (is_deep) memoize(memo, x, y);
  if (t->n > 2 && !rt_is_none(t->items[2])) {
    state = is_deep ? deep(t->items[2], memo) : (rt_incref(t->items[2]), t->items[2]);
    set_state(y, state);
  }
  for (int j = 3; j < 5 && j < t->n; j++) { /* listitems, dictitems */
    if (rt_is_none(t->items[j])) continue;
    it = rt_iter(t->items[j]);
    while (rt_next(it, &item)) {
      if (j == 3) {
        c1 = is_deep ? deep(item, memo) : (rt_incref(item), item);
        app = rt_getattr(y, "append");
        rt_decref(rt_call(app, 1, &c1, NULL));
      } else {
        if (!rt_is_tuple(item) || RT_AS(Tuple, item)->n != 2) rt_raise(RT_EXC_ValueError, "dictitems must yield pairs");
        Value *kv = RT_AS(Tuple, item)->items;
        c1 = is_deep ? deep(kv[0], memo) : (rt_incref(kv[0]), kv[0]);
        c2 = is_deep ? deep(kv[1], memo) : (rt_incref(kv[1]), kv[1]);
        rt_setitem(y, c1, c2);
      }
      Value *held[] = {&item, &c1, &c2, &app};
      for (int h = 0; h < 4; h++) {
        rt_decref(*held[h]);
        *held[h] = rt_undef();
      }
    }
    rt_decref(it);
    it = rt_undef();
  }
  rt_incref(y);
  rt_cleanup_pop(mark, true);
  return y;
}

static Value deep_list(Value x, Value memo) {
  Value y = rt_list_new(RT_AS(List, x)->n);
  int mark = rt_cleanup_push_value(&y);
  memoize(memo, x, y);
  for (int64_t k = 0; k < RT_AS(List, x)->n; k++) {
    Value v = deep(RT_AS(List, x)->items[k], memo);
    rt_list_append(y, v);
    rt_decref(v);
  }
  rt_cleanup_pop(mark, false);
  return y;
}

static Value deep_dict(Value x, Value memo) {
  Value y = rt_dict_new();
  int mark = rt_cleanup_push_value(&y);
  memoize(memo, x, y);
  Value k = rt_undef(), v = rt_undef(), key, val;
  int mk = rt_cleanup_push_value(&k);
  rt_cleanup_push_value(&v);
  for (int64_t pos = 0; rt_dict_next(x, &pos, &key, &val);) {
    k = deep(key, memo);
    v = deep(val, memo);
    rt_dict_set(y, k, v);
    rt_decref(k);
    rt_decref(v);
    k = v = rt_undef();
  }
  rt_cleanup_pop(mk, true);
  rt_cleanup_pop(mark, false);
  return y;
}

/* Tuples, sets and frozensets: their items copied first; a tuple whose items are all their
 * own copies is its own copy. */
static Value deep_items(Value x, Value memo) {
  Value items = rt_list_new(8);
  int mark = rt_cleanup_push_value(&items);
  Value it = rt_iter(x), v = rt_undef();
  rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&v);
  bool same = true;
  while (rt_next(it, &v)) {
    Value c = deep(v, memo);
    same = same && rt_is(c, v);
    rt_list_append(items, c);
    rt_decref(c);
    rt_decref(v);
    v = rt_undef();
  }
  List *l = RT_AS(List, items);
  Value y;
  if (rt_is_tuple(x)) {
    Value again = rt_dict_get(memo, rt_int((int64_t)(intptr_t)x.as.o)); /* a cycle through x */
    y = !rt_is_undef(again) ? (rt_incref(again), again) : same ? (rt_incref(x), x) : rt_tuple_from(l->n, l->items);
  } else {
    y = rt_set_from_items(l->n, l->items);
    if (rt_is_frozenset(x)) {
      Value f = rt_set_from_iterable(y, true);
      rt_decref(y);
      y = f;
    }
  }
  rt_cleanup_pop(mark, true);
  if (!rt_is(y, x)) memoize(memo, x, y);
  return y;
}

static Value deep_any(Value x, Value memo);

/* CPython's deepcopy is Python code: deep nesting is its RecursionError, not a C stack overflow. */
static Value deep(Value x, Value memo) {
  if (atomic(x)) return (rt_incref(x), x);
  /* (the message as CPython's copy.py gives it: lists and dicts copy through a C call) */
  rt_recursion_enter(rt_is_list(x) || rt_is_dict(x) ? " while calling a Python object" : "");
  Value y = deep_any(x, memo);
  rt_recursion_leave();
  return y;
}

static Value deep_any(Value x, Value memo) {
  Value seen = rt_dict_get(memo, rt_int((int64_t)(intptr_t)x.as.o));
  if (!rt_is_undef(seen)) return (rt_incref(seen), seen);
  if (rt_is_list(x)) return deep_list(x, memo);
  if (rt_is_dict(x)) return deep_dict(x, memo);
  if (rt_is_tuple(x) || rt_is_anyset(x)) return deep_items(x, memo);
  Value h = hook(x, "__deepcopy__");
  if (!rt_is_undef(h)) {
    Value y = call_hook(h, 1, &memo);
    int mark = rt_cleanup_push_value(&y);
    if (!rt_is(y, x)) memoize(memo, x, y);
    rt_cleanup_pop(mark, false);
    return y;
  }
  if (rt_is_instance(x) && reduces_itself(x)) return reconstruct(x, memo);
  if (!rt_is_instance(x) || !rt_is_undef(RT_AS(Instance, x)->base)) {
    Value y = copy_hooked(x, memo);
    if (!rt_is_undef(y)) return y;
  }
  if (native_reduces(x)) return reconstruct(x, memo);
  if (rt_is_instance(x)) {
    Value y = copy_instance(x, deep, memo);
    int mark = rt_cleanup_push_value(&y);
    memoize(memo, x, y);
    rt_cleanup_pop(mark, false);
    return y;
  }
  cannot_copy(x);
}

static Value c_deepcopy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "memo", "_nil"};
  Value a[3];
  py_parse_pyargs("deepcopy", argc, argv, kw, 3, names, 1, a);
  Value memo = rt_is_undef(a[1]) || rt_is_none(a[1]) ? rt_dict_new() : (rt_incref(a[1]), a[1]);
  int mark = rt_cleanup_push_value(&memo);
  if (!rt_is_dict(memo)) { /* CPython asks memo.get first: no get is its AttributeError */
    rt_decref(rt_getattr(memo, "get"));
    rt_raise(RT_EXC_TypeError, "deepcopy() memo must be a dict in Weft, not %s", rt_type_name(memo));
  }
  Value y = deep(a[0], memo);
  rt_cleanup_pop(mark, true);
  return y;
}

void rt_copy_module_init(Value m) {
  rt_module_add_fn(m, "copy", c_copy);
  rt_module_add_fn(m, "deepcopy", c_deepcopy);
}
