/* metaclass.c — classes whose class is a user class derived from `type` (`class Meta(type)`,
 * `class A(metaclass=Meta)`): which metaclass a class statement uses (the most derived of the
 * explicit one and its bases', or CPython's "metaclass conflict"), the call that makes the class
 * through it once the body has run, calls of such a class through the metaclass's __call__,
 * and `type`'s own __new__, __init__ and __call__ as the hidden methods (builtin_base.c) that
 * super() in a metaclass reaches.
 *
 * A class statement runs its body into a provisional class (compile_class.c); with a user
 * metaclass, rt_class_done hands that class's namespace to Meta(name, bases, ns, **kw) as
 * CPython does and the result takes its place. A class's metaclass is ClassObj.metacls (NULL:
 * `type`). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "class.h"
#include "dict.h"
#include "exc.h"
#include "objects.h"
#include "ops.h"

static const char conflict[] = "metaclass conflict: the metaclass of a derived class must be a "
                               "(non-strict) subclass of the metaclasses of all its bases";

/* Does metaclass a derive from b (NULL: type)? A class that does not derive from type is no
 * metaclass: only itself derives from it. */
static bool meta_derives(ClassObj *a, ClassObj *b) {
  if (!b) return !a || a->base_kind == RT_BASE_TYPE;
  return a && rt_class_is_subclass(a, b);
}

ClassObj *rt_metaclass_winner(ClassObj *meta, Value bases) {
  Tuple *t = RT_AS(Tuple, bases);
  for (int64_t k = 0; k < t->n; k++) {
    Value b = t->items[k];
    ClassObj *bm = rt_is_class(b) ? RT_AS(ClassObj, b)->metacls : NULL;
    if (meta_derives(meta, bm)) continue;
    if (!meta_derives(bm, meta)) rt_raise(RT_EXC_TypeError, "%s", conflict);
    meta = bm;
  }
  return meta;
}

/* ---- kwargs as a dict and back ---- */

static Value kwargs_dict(const Kwargs *kw) {
  Value d = rt_dict_new();
  for (int k = 0; kw && k < kw->n; k++) rt_dict_set_str(d, kw->names[k], kw->values[k]);
  return d;
}

/* f(argv..., **d) where d is a dict of str keys (RT_UNDEF: none); new reference. */
static Value call_with_dict(Value f, int argc, const Value *argv, Value d) {
  int64_t n = rt_is_undef(d) ? 0 : rt_dict_len(d);
  const char **names = rt_malloc(sizeof(char *) * (size_t)(n + 1));
  int mark = rt_cleanup_push(free, names);
  Value *values = rt_malloc(sizeof(Value) * (size_t)(n + 1));
  rt_cleanup_push(free, values);
  Value k, v;
  int got = 0;
  for (int64_t pos = 0; got < n && rt_dict_next(d, &pos, &k, &v); got++) {
    names[got] = rt_str_data(k);
    values[got] = v;
  }
  Kwargs kw = {got, names, values};
  Value r = rt_call(f, argc, argv, got ? &kw : NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- type(name, bases, ns) and type.__new__(meta, name, bases, ns, **kw) ---- */

Value rt_type_make(ClassObj *meta, const Value *args, Value kwargs) {
  const char *what[3] = {"str", "tuple", "dict"};
  Value argv[3] = {args[0], args[1], rt_unwrap_base(args[2])}; /* a dict subclass: its dict */
  bool ok[3] = {rt_is_str(argv[0]), rt_is_tuple(argv[1]), rt_is_dict(argv[2])};
  for (int k = 0; k < 3; k++) {
    if (!ok[k]) {
      rt_raise(RT_EXC_TypeError, "type.__new__() argument %d must be %s, not %s", k + 1, what[k],
               rt_type_name(argv[k]));
    }
  }
  Tuple *bases = RT_AS(Tuple, argv[1]);
  for (int64_t k = 0; k < bases->n; k++) {
    Value b = bases->items[k];
    if (!rt_is_class(b) && !rt_is_native(b) && !rt_exc_is_class(b)) {
      rt_raise(RT_EXC_TypeError, "%s", conflict);
    }
  }
  meta = rt_metaclass_winner(meta, argv[1]);
  Value qual = rt_dict_get_str(argv[2], "__qualname__");
  const char *name = rt_str_data(argv[0]);
  Value cls = rt_class_new(rt_is_str(qual) ? rt_str_data(qual) : name, argv[1]);
  int mark = rt_cleanup_push_value(&cls);
  ClassObj *c = RT_AS(ClassObj, cls);
  if (strcmp(c->name, name) != 0) {
    free(c->name);
    c->name = rt_strdup(name);
  }
  if (meta) rt_incref(rt_obj(meta));
  c->metacls = meta;
  Value key, v;
  for (int64_t pos = 0; rt_dict_next(argv[2], &pos, &key, &v);) {
    if (!rt_is_str(key)) {
      rt_raise(RT_EXC_TypeError, "type(): attribute names other than str are not supported in Weft");
    }
    const char *k = rt_str_data(key);
    if (strcmp(k, "__qualname__") == 0) continue;
    /* the default __main__ is no attribute of its own (module_of says it); a body's
     * `__module__ = "foo"` is, as a plain class statement keeps it */
    if (strcmp(k, "__module__") == 0 && (!rt_is_str(v) || strcmp(rt_str_data(v), "__main__") == 0)) continue;
    rt_incref(v);
    rt_class_set(c, k, v);
  }
  rt_class_finish_kw(cls, rt_none(), kwargs);
  rt_cleanup_pop(mark, false);
  return cls;
}

/* ---- type's methods, reached through a metaclass's MRO ---- */

static ClassObj *type_self(const char *method, int argc, const Value *argv) {
  if (argc < 1 || !rt_is_class(argv[0])) {
    rt_raise(RT_EXC_TypeError, "descriptor '%s' requires a 'type' object but received a '%s'",
             method, argc ? rt_type_name(argv[0]) : "nothing");
  }
  return RT_AS(ClassObj, argv[0]);
}

static Value m_type_new(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  ClassObj *meta = type_self("__new__", argc, argv);
  if (meta->base_kind != RT_BASE_TYPE) {
    rt_raise(RT_EXC_TypeError, "type.__new__(%s): %s is not a subtype of type", meta->name,
             meta->name);
  }
  if (argc != 4) {
    rt_raise(RT_EXC_TypeError, "type.__new__() takes exactly 3 arguments (%d given)", argc - 1);
  }
  Value d = kwargs_dict(kw);
  int mark = rt_cleanup_push_value(&d);
  Value cls = rt_type_make(meta, argv + 1, d);
  rt_cleanup_pop(mark, true);
  return cls;
}

static Value m_type_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  type_self("__init__", argc, argv);
  if (argc == 2 && kw && kw->n) rt_raise(RT_EXC_TypeError, "type.__init__() takes no keyword arguments");
  if (argc != 2 && argc != 4) rt_raise(RT_EXC_TypeError, "type.__init__() takes 1 or 3 arguments");
  return rt_none();
}

static Value m_type_call(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  type_self("__call__", argc, argv);
  return rt_class_instantiate(argv[0], argc - 1, argv + 1, kw);
}

static void add(ClassObj *c, const char *name, NativeFn fn) {
  char qual[64];
  snprintf(qual, sizeof qual, "type.%s", name);
  Value m = rt_native_method_new(name, qual, fn, rt_none());
  if (strcmp(name, "__new__") == 0) { /* as object's: a staticmethod */
    Value w = rt_wrapped_new(&rt_staticmethod_type, m);
    rt_decref(m);
    m = w;
  }
  rt_class_set(c, name, m);
}

void rt_type_fill_dict(ClassObj *c) {
  add(c, "__new__", m_type_new);
  add(c, "__init__", m_type_init);
  add(c, "__call__", m_type_call);
}

/* ---- calling a class whose metaclass defines __call__ ---- */

bool rt_meta_call(Value cls, int argc, const Value *argv, const Kwargs *kw, Value *out) {
  ClassObj *meta = RT_AS(ClassObj, cls)->metacls;
  Value f = rt_class_lookup(meta, "__call__", NULL);
  if (rt_is_undef(f)) return false;
  if (rt_is_type(f, &rt_native_method_type) && RT_AS(NativeMethod, f)->fn == m_type_call) return false;
  *out = rt_call_method_kw(f, cls, argc, argv, kw);
  return true;
}

/* ---- isinstance and issubclass through the metaclass ---- */

bool rt_meta_check(Value cls, const char *hook, Value arg, bool *result) {
  if (!rt_is_class(cls) || !RT_AS(ClassObj, cls)->metacls) return false;
  Value f = rt_class_lookup(RT_AS(ClassObj, cls)->metacls, hook, NULL);
  if (rt_is_undef(f)) return false;
  Value r = rt_call_method(f, cls, 1, &arg);
  int mark = rt_cleanup_push_value(&r);
  *result = rt_truthy(r);
  rt_cleanup_pop(mark, true);
  return true;
}

/* ---- the end of a class statement ---- */

/* The provisional class's namespace as CPython's class body leaves it. */
static Value namespace_of(ClassObj *c) {
  Value ns = rt_dict_new();
  int mark = rt_cleanup_push_value(&ns);
  Value s = rt_str_from_c("__main__");
  rt_dict_set_str(ns, "__module__", s);
  rt_decref(s);
  s = rt_str_from_c(c->qualname);
  rt_dict_set_str(ns, "__qualname__", s);
  rt_decref(s);
  for (int k = 0; k < c->dict.n; k++) {
    if (!rt_is_undef(c->dict.e[k].value)) rt_dict_set(ns, c->dict.e[k].key, c->dict.e[k].value);
  }
  rt_cleanup_pop(mark, false);
  return ns;
}

/* Meta.__prepare__(name, bases, **kwargs) with ns's items stored into what it answers, in
 * order (through a dict subclass's __setitem__ too); the body has run by then, so this is
 * where Weft calls it (CPython: before the body). Steals args[2]; new reference. */
static Value prepared(Value prep, ClassObj *meta, Value *args, Value kwargs) {
  Value f = rt_descr_get(prep, rt_undef(), meta, "__prepare__");
  int mark = rt_cleanup_push_value(&f);
  Value m = call_with_dict(f, 2, args, kwargs);
  rt_cleanup_push_value(&m);
  Value key, v;
  for (int64_t pos = 0; rt_dict_next(args[2], &pos, &key, &v);) rt_setitem(m, key, v);
  rt_cleanup_pop(mark, false);
  rt_decref(f);
  rt_decref(args[2]);
  return m;
}

/* Meta(name, bases, ns, **kwargs) for the provisional class *slot, whose result replaces it. */
static void make_through(Value *slot, Value meta, Value kwargs) {
  ClassObj *c = RT_AS(ClassObj, *slot);
  Value args[3] = {rt_str_from_c(c->name), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&args[0]);
  rt_cleanup_push_value(&args[1]);
  rt_cleanup_push_value(&args[2]);
  if (c->flags & RT_CLASS_IMPLICIT_BASE) args[1] = rt_tuple_new(0);
  else args[1] = (rt_incref(c->bases), c->bases);
  args[2] = namespace_of(c);
  Value prep = rt_is_class(meta) ? rt_class_lookup(RT_AS(ClassObj, meta), "__prepare__", NULL)
                                 : rt_undef();
  if (!rt_is_undef(prep)) args[2] = prepared(prep, RT_AS(ClassObj, meta), args, kwargs);
  Value r = call_with_dict(meta, 3, args, kwargs);
  rt_cleanup_pop(mark, true);
  Value old = *slot;
  *slot = r;
  rt_decref(old);
}

void rt_class_done(Value *slot, Value annotations, Value kwargs) {
  ClassObj *c = RT_AS(ClassObj, *slot);
  Value meta = rt_is_undef(kwargs) ? rt_undef() : rt_dict_get_str(kwargs, "metaclass");
  int mark = rt_cleanup_push_value(&meta);
  if (!rt_is_undef(meta)) {
    rt_incref(meta);
    Value key = rt_str_from_c("metaclass");
    rt_dict_del(kwargs, key);
    rt_decref(key);
  }
  bool implicit = c->flags & RT_CLASS_IMPLICIT_BASE;
  if (rt_is_undef(meta) || rt_is_class(meta) ||
      meta.as.o == rt_builtin_lookup("type").as.o) {
    ClassObj *m = rt_is_undef(meta) || !rt_is_class(meta) ? NULL : RT_AS(ClassObj, meta);
    m = implicit ? m : rt_metaclass_winner(m, c->bases);
    if (!m) {
      rt_cleanup_pop(mark, true);
      rt_class_finish_kw(*slot, annotations, kwargs);
      return;
    }
    rt_decref(meta);
    meta = rt_obj(m);
    rt_incref(meta);
  }
  make_through(slot, meta, kwargs);
  rt_cleanup_pop(mark, true);
  if (rt_is_class(*slot) && !rt_is_none(annotations)) { /* the body's annotated names */
    ClassObj *made = RT_AS(ClassObj, *slot);
    if (rt_is_none(made->annotations)) made->annotations = (rt_incref(annotations), annotations);
  }
}
