/* class_attr.c — attributes of the builtin classes: unbound methods such as str.upper or
 * list.append (usable as `map(str.upper, words)`), found by asking a sample instance whether it
 * has the method; and the protected attribute lookup (getattr/hasattr's probe) that turns a
 * missing attribute into an answer. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "bigint.h"
#include "builtin_native.h"
#include "class.h"
#include "native_sample.h"
#include "dict.h"
#include "native.h"
#include "objects.h"
#include "ops.h"
#include "runtime.h"

/* ---- getattr that answers "absent" instead of raising AttributeError ---- */

typedef struct AttrProbe {
  Value obj, result;
  const char *name;
} AttrProbe;

static void probe_attr(void *ud) {
  AttrProbe *p = ud;
  p->result = rt_getattr(p->obj, p->name);
}

bool rt_try_getattr(Value obj, const char *name, Value *out) {
  AttrProbe p = {obj, rt_undef(), name};
  if (rt_pcall(probe_attr, &p) == 0) {
    *out = p.result;
    return true;
  }
  const Exception *e = rt_error_current();
  if (!rt_exc_kind_is(e->kind, RT_EXC_AttributeError)) rt_reraise(); /* anything else goes on */
  rt_error_clear();
  return false;
}

/* ---- unbound methods of the builtin classes: str.upper(s) calls s.upper() ---- */

Value (*rt_native_sample_hook)(Value cls);

typedef struct SampleArgs {
  const Obj *cls;
  Value args; /* a tuple */
} SampleArgs;

/* The library classes of this VM's modules (which they outlive: a VM's classes go with it) and
 * the arguments that make an instance of each. */
typedef struct Samples {
  SampleArgs *v;
  int n, cap;
} Samples;

static void samples_fini(void *p) {
  Samples *s = p;
  for (int k = 0; k < s->n; k++) rt_decref(s->v[k].args);
  free(s->v);
}

/* per VM (runtime.h): a process-wide table filled up after a few VMs and matched a freed
 * VM's classes by address */
static RtStateKey samples_key = {"library class samples", sizeof(Samples), NULL, samples_fini, 0};

void rt_native_class_sample(Value cls, int argc, const Value *argv) {
  Samples *s = rt_runtime_state(&samples_key);
  if (s->n == s->cap) {
    if (s->cap > INT_MAX / 2) return; /* the class just has no unbound methods */
    int cap = s->cap ? 2 * s->cap : 16;
    s->v = rt_realloc(s->v, (size_t)cap * sizeof *s->v);
    s->cap = cap;
  }
  s->v[s->n++] = (SampleArgs){cls.as.o, rt_tuple_from(argc, argv)};
}

Value rt_native_class_make_sample(Value cls) {
  const Samples *s = rt_runtime_state(&samples_key);
  for (int k = 0; k < s->n; k++) {
    if (s->v[k].cls != cls.as.o) continue;
    const Tuple *t = RT_AS(Tuple, s->v[k].args);
    return rt_call(cls, (int)t->n, t->items, NULL);
  }
  return rt_undef();
}

/* An instance to ask whether a method exists (new reference). */
static Value sample_instance(Value klass) {
  const char *cls = RT_AS(NativeFunc, klass)->name;
  if (strcmp(cls, "str") == 0) return rt_str_new("", 0);
  if (strcmp(cls, "list") == 0) return rt_list_new(0);
  if (strcmp(cls, "tuple") == 0) return rt_tuple_new(0);
  if (strcmp(cls, "dict") == 0) return rt_dict_new();
  if (strcmp(cls, "set") == 0) return rt_set_new(false);
  if (strcmp(cls, "frozenset") == 0) return rt_set_new(true);
  if (strcmp(cls, "float") == 0) return rt_float(0.0);
  if (strcmp(cls, "int") == 0) return rt_int(0);
  Value made = rt_native_class_make_sample(klass);
  if (!rt_is_undef(made)) return made;
  return rt_native_sample_hook ? rt_native_sample_hook(klass) : rt_undef();
}

/* self is (class, method name); argv[0] is the instance. */
static Value unbound_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value cls = RT_AS(Tuple, self)->items[0], mname = RT_AS(Tuple, self)->items[1];
  NativeFunc *c = RT_AS(NativeFunc, cls);
  if (argc < 1) {
    rt_raise(RT_EXC_TypeError, "unbound method %s.%s() needs an argument", c->name,
             rt_str_data(mname));
  }
  /* an instance of a subclass (class Stack(list)) runs the builtin's method on its base value,
   * whatever the subclass overrides, as list.append(s, x) does in CPython */
  Value self_v = argv[0];
  if (!c->instancecheck(self_v)) {
    self_v = rt_unwrap_base(self_v);
    if (!rt_is_instance(argv[0]) || !c->instancecheck(self_v)) {
      rt_raise(RT_EXC_TypeError, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
               rt_str_data(mname), c->name, rt_type_name(argv[0]));
    }
  }
  Value m = rt_getattr(self_v, rt_str_data(mname));
  Value r = rt_call(m, argc - 1, argv + 1, kw);
  rt_decref(m);
  return r;
}

/* One of the builtins a class statement may derive from, whose __new__ makes its value. */
static bool subclassable_builtin(Value cls) {
  static const char *const names[] = {"list", "dict", "int", "float", "str", "tuple", "set", "frozenset", "bytes"};
  for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
    if (strcmp(RT_AS(NativeFunc, cls)->name, names[k]) == 0 && rt_is(rt_builtin_lookup(names[k]), cls)) return true;
  }
  return false;
}

Value rt_builtin_class_attr(Value cls, const char *name) {
  if (!rt_is_native(cls) || !RT_AS(NativeFunc, cls)->instancecheck) return rt_undef();
  if (strcmp(RT_AS(NativeFunc, cls)->name, "type") == 0) { /* type.__new__ ... (metaclass.c) */
    ClassObj *d = rt_builtin_base_kind(cls) == RT_BASE_TYPE ? rt_builtin_dict(cls) : NULL;
    size_t n = strlen(name);
    int e = d ? rt_class_own_find(d, name, n, rt_name_hash(name, n)) : -1;
    if (e >= 0) return rt_descr_get(d->dict.e[e].value, rt_undef(), d, name);
  }
  if (strcmp(name, "__new__") == 0 && subclassable_builtin(cls)) { /* tuple.__new__(P, ...) */
    rt_builtin_base_kind(cls); /* its hidden class is made when it is first named as a base */
    ClassObj *d = rt_builtin_dict(cls);
    int e = d ? rt_class_own_find(d, name, 7, rt_name_hash(name, 7)) : -1;
    if (e >= 0) return rt_descr_get(d->dict.e[e].value, rt_undef(), d, name);
  }
  ClassObj *hooked = rt_builtin_hooked_dict(cls); /* np.ndarray.__new__, .__array_wrap__ */
  if (hooked && name[0] == '_' && name[1] == '_') {
    size_t n = strlen(name);
    int e = rt_attrmap_find(&hooked->dict, name, n, rt_name_hash(name, n));
    if (e >= 0 && !rt_is_undef(hooked->dict.e[e].value))
      return rt_descr_get(hooked->dict.e[e].value, rt_undef(), hooked, name);
  }
  Value cm = rt_num_class_method(RT_AS(NativeFunc, cls)->name, name);
  if (!rt_is_undef(cm)) return cm;
  if (strcmp(RT_AS(NativeFunc, cls)->name, "str") == 0 && strcmp(name, "maketrans") == 0) {
    return rt_native_new("maketrans", rt_str_maketrans); /* a staticmethod */
  }
  if (strcmp(RT_AS(NativeFunc, cls)->name, "dict") == 0) { /* classmethods */
    Value m = rt_dict_class_attr(name);
    if (!rt_is_undef(m)) return m;
  }
  Value sample = sample_instance(cls);
  if (rt_is_undef(sample)) return rt_undef();
  Value mname = rt_str_from_c(name), probe;
  bool found = rt_try_getattr(sample, name, &probe);
  rt_decref(sample);
  if (!found || !rt_is_native(probe)) { /* absent, or a data attribute such as .real */
    if (found) rt_decref(probe);
    rt_decref(mname);
    return rt_undef();
  }
  const char *static_name = RT_AS(NativeFunc, probe)->name; /* static: from a method table */
  rt_decref(probe);
  Value key[2] = {cls, mname};
  Value info = rt_tuple_from(2, key);
  rt_decref(mname);
  Value m = rt_native_bind(static_name, unbound_call, info);
  rt_decref(info);
  NativeFunc *f = RT_AS(NativeFunc, m); /* prints as CPython's method descriptor */
  Value r = rt_str_printf("<method '%s' of '%s' objects>", static_name, RT_AS(NativeFunc, cls)->name);
  f->owned = rt_strdup(rt_str_data(r));
  f->repr_as = f->owned;
  rt_decref(r);
  return m;
}
